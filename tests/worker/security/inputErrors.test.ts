// Finding 11 (500s from input): malformed preconditions and ranges on /i/ and /media/, odd
// PageResource paths and prototype keys in forced experiments are answered as input (2xx, 3xx,
// 4xx with a message), never as a 500, and change nothing.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseForcedGroups } from '#shared/experiments.ts';
import { sanitizeHtml } from '#shared/sanitizeHtml.ts';
import { ORIGIN, request } from '../helpers.ts';
import { freshIp, snapshotD1 } from './helpers.ts';

const SIG = 'fedcba9876543210fedcba9876543210';
const MEDIA = [`/i/236x/${SIG}.jpg`, '/media/finding11.webm'];

beforeAll(async () => {
  await env.MEDIA.put(`236x/${SIG}.jpg`, new Uint8Array(64).fill(1), { httpMetadata: { contentType: 'image/jpeg' } });
  await env.MEDIA.put('media/finding11.webm', new Uint8Array(100).fill(7), { httpMetadata: { contentType: 'video/webm' } });
});

const MALFORMED: Array<[string, string]> = [
  ['if-none-match', 'garbage'],
  ['if-none-match', '"unterminated'],
  ['if-none-match', 'W/'],
  ['if-none-match', '"a", garbage'],
  ['if-none-match', ','],
  ['if-match', 'garbage'],
  ['if-match', 'W/abc'],
  ['if-match', '"a" "b"'],
  ['if-modified-since', 'yesterday'],
  ['if-unmodified-since', '2026-13-45'],
  ['range', 'bytes=abc'],
  ['range', 'bytes=5-1'],
  ['range', 'items=1-2'],
  ['range', 'bytes=0-1,5-6'],
  ['range', 'bytes=-'],
];

describe('media preconditions and ranges are read strictly (security: Input)', () => {
  it.each(MEDIA.flatMap((path) => MALFORMED.map(([name, value]) => [path, name, value] as const)))(
    '%s with %s: %s is served whole (the header ignored), not a 500',
    async (path, name, value) => {
      const response = await request(path, { headers: { [name]: value } });
      expect(response.status).toBe(200);
      expect(response.headers.get('etag')).toBeTruthy();
    },
  );

  it.each(MEDIA)('%s still answers well-formed preconditions: 304, 412, ranges and 416', async (path) => {
    const etag = (await request(path)).headers.get('etag')!;
    expect((await request(path, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await request(path, { headers: { 'if-none-match': `"other", ${etag}` } })).status).toBe(304);
    expect((await request(path, { headers: { 'if-match': '"not-this-one"' } })).status).toBe(412);
    expect((await request(path, { headers: { 'if-match': etag } })).status).toBe(200);
    const part = await request(path, { headers: { range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(4);
    const tail = await request(path, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect((await tail.arrayBuffer()).byteLength).toBe(10);
    const past = await request(path, { headers: { range: 'bytes=5000-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/);
  });
});

describe('PageResource takes any path as a path of this site (security: Input)', () => {
  it.each(['//', '/\\', '/\\\\evil.example', '//evil.example/x', '/%', '/%zz', '/..', '/../../etc/passwd', '/\u0000', '/@evil.example', '/pin/1/..%2F..%2F'])(
    'answers %j with a page (never a 500, never another host)',
    async (path) => {
      const before = await snapshotD1();
      const response = await request(`/resource/PageResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { path } }))}`, {
        headers: { 'cf-connecting-ip': freshIp() },
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { resource_response: { data: { route: string } } };
      expect(typeof body.resource_response.data.route).toBe('string');
      expect(await snapshotD1()).toEqual(before);
    },
  );
});

describe('forced experiments ignore prototype keys (development) (security: Input)', () => {
  const KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];
  const ROUTES = [
    '/',
    '/pin/1/',
    '/login/',
    '/nope/',
    '/resource/HomefeedResource/get/',
    '/v3/users/me/',
    '/sitemap.xml',
    '/v3/offsite/?check_only=true&url=https%3A%2F%2Fa.example%2F',
  ];

  it.each(ROUTES.flatMap((route) => KEYS.map((key) => [route, key] as const)))('%s?exp=%s:a is not a 500', async (route, key) => {
    const before = await snapshotD1();
    const sep = route.includes('?') ? '&' : '?';
    const viaQuery = await request(`${route}${sep}exp=${key}:a,masonry_layout:compact`, { headers: { 'cf-connecting-ip': freshIp() } });
    expect(viaQuery.status).toBeLessThan(500);
    const viaCookie = await request(route, { headers: { cookie: `pb_exp=${key}:group`, 'cf-connecting-ip': freshIp() } });
    expect(viaCookie.status).toBeLessThan(500);
    expect(await snapshotD1()).toEqual(before);
  });

  it('keeps real forced groups and drops the prototype keys', () => {
    expect(parseForcedGroups('constructor:a,__proto__:b,masonry_layout:compact')).toEqual({ masonry_layout: 'compact' });
    expect(Object.getPrototypeOf(parseForcedGroups('__proto__:x'))).toBe(Object.prototype);
  });

  it('decodes no entity named after a prototype key in sanitised HTML', () => {
    expect(sanitizeHtml('a &constructor; b &toString; c &amp; d')).toBe('a &amp;constructor; b &amp;toString; c &amp; d');
  });

  it('answers a state change with a forced prototype key without a 500', async () => {
    const response = await request('/resource/UserSettingsResource/update/?exp=constructor:a', {
      method: 'PUT',
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
      body: JSON.stringify({ options: { dark_mode: true } }),
    });
    expect(response.status).toBe(200);
  });
});
