// Hardening of the whole worker (docs/security.md#outbound-link-safety): CSP nonces on every inline script, CSRF refusals on
// every state-changing route, rate limits with Retry-After, body limits, and garbage input that
// never produces a 500.

import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { waitForGlobalWaitUntil } from 'cloudflare:test-internal';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, V3_BODY_LIMIT } from '#shared/constants.ts';
import type { ResourceResponse } from '#shared/types.ts';
import { withinOneEdgeWindow } from './edgeWindow.ts';
import { ORIGIN, request } from './helpers.ts';

let ip = 0;
const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

async function clickthroughs(): Promise<number> {
  await waitForGlobalWaitUntil(); // a visit is logged after its answer
  return (await env.DB.prepare('SELECT COUNT(*) AS n FROM offsite_clickthroughs').first<{ n: number }>())?.n ?? 0;
}

describe('Content-Security-Policy with a per-request nonce (security: CSP and headers)', () => {
  // Pages write completed Suspense boundaries in place (progressiveChunkSize; docs/performance.md), so React
  // writes its inline reveal scripts only for a boundary still pending when the shell is sent (a slow
  // D1); every script there is, the module script and any such inline one, carries the nonce.
  it.each(['/', '/pin/1/'])('gives every inline script of %s the nonce of the CSP header, and no unsafe-inline scripts', async (path) => {
    const response = await request(path, { headers: { 'cf-connecting-ip': nextIp() } });
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    const nonce = /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();
    expect(scriptSrc).not.toContain('unsafe-inline');
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    const executable = scripts.filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs));
    expect(executable.length).toBeGreaterThan(0);
    for (const attrs of executable) expect(attrs).toContain(`nonce="${nonce}"`);
    // A second request gets a different nonce.
    const again = (await request(path)).headers.get('content-security-policy');
    expect(again).not.toContain(nonce);
  });

  it.each(['/', '/pin/1/', '/offsite/?url=https://a.example/', '/v3/offsite/?url=https://a.example/', '/resource/HomefeedResource/get/', '/nope/'])(
    'sends the security headers on %s',
    async (path) => {
      const response = await request(path, { headers: { 'cf-connecting-ip': nextIp() } });
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    },
  );
});

/** Every state-changing route of the worker (methods other than GET and HEAD). */
const STATE_CHANGES: Array<[string, string]> = [
  ['POST', '/v3/offsite/'],
  ['PUT', '/v3/offsite/'],
  ['DELETE', '/v3/offsite/'],
  ['POST', '/resource/HomefeedResource/create/'],
  ['PUT', '/resource/PinResource/update/'],
  ['PATCH', '/resource/PinResource/update/'],
  ['DELETE', '/resource/PinResource/delete/'],
  ['POST', '/resource/PageResource/create/'],
  ['POST', '/offsite/'],
  ['POST', '/'],
  ['POST', '/pin/1/'],
  ['POST', '/login'],
  ['POST', '/signup'],
  ['POST', '/password/reset'],
];

const CROSS_SITE: Array<[string, Record<string, string>]> = [
  ['no Origin and no Sec-Fetch-Site', {}],
  ['a foreign Origin', { origin: 'https://evil.example' }],
  ['a look-alike Origin', { origin: `${ORIGIN}.evil.example` }],
  ['the null Origin', { origin: 'null' }],
  ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
];

describe('CSRF: state changes only from our own origin (security: Origin and CSRF)', () => {
  const cases = STATE_CHANGES.flatMap(([method, path]) => CROSS_SITE.map(([what, headers]) => [method, path, what, headers] as const));
  it.each(cases)('refuses %s %s with %s (403, nothing changes)', async (method, path, _what, headers) => {
    const before = await clickthroughs();
    const response = await request(path, {
      method,
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': nextIp(), ...headers },
      body: JSON.stringify({ pin_id: '1', url: 'https://a.example/', aux_data: '{"clickthrough_type":"rightClick"}', options: {} }),
    });
    expect(response.status).toBe(403);
    const body = (await response.json()) as ResourceResponse<null>;
    expect(body.resource_response.error?.code).toBe('csrf');
    expect(await clickthroughs()).toBe(before);
  });

  it('accepts the same request from our own origin', async () => {
    const before = await clickthroughs();
    const response = await request('/v3/offsite/', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': nextIp() },
      body: JSON.stringify({ pin_id: '1', url: 'https://a.example/', aux_data: '{"clickthrough_type":"rightClick"}' }),
    });
    expect(response.status).toBe(200);
    expect(await clickthroughs()).toBe(before + 1);
  });
});

describe('rate limits answer 429 with Retry-After (security: Rate limits)', () => {
  it('limits link checks per client, and other clients are unaffected', async () => {
    const address = nextIp();
    const ask = (who: string) => request('/v3/offsite/?check_only=true&url=https://a.example/', { headers: { 'cf-connecting-ip': who } });
    await withinOneEdgeWindow(RATE_LIMITS.linkCheck.windowSeconds, RATE_LIMITS.linkCheck.limit + 2);
    for (let i = 0; i < RATE_LIMITS.linkCheck.limit; i++) expect((await ask(address)).status).toBe(200);
    const refused = await ask(address);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.linkCheck.windowSeconds);
    const body = (await refused.json()) as ResourceResponse<null>;
    expect(body.resource_response.error?.code).toBe('rate_limited');
    expect((await ask(nextIp())).status).toBe(200);
  });

  it('frees an idle bucket when its window ends and keeps counting afterwards', async () => {
    const stub = env.RATE_LIMITER.getByName('test:alarm');
    const start = Date.now() - 120_000;
    expect((await stub.hit(2, 60_000, start)).allowed).toBe(true);
    expect((await stub.hit(2, 60_000, start)).allowed).toBe(true);
    expect((await stub.hit(2, 60_000, start)).allowed).toBe(false);
    // The alarm (due already) may have run by itself; either way the bucket is freed once.
    await runDurableObjectAlarm(stub);
    expect(
      await runInDurableObject(stub, (_o, state) => state.storage.sql.exec('SELECT COUNT(*) AS n FROM sqlite_master WHERE name = ?', 'window_counter').one().n),
    ).toBe(0);
    const after = await stub.hit(2, 60_000);
    expect(after).toMatchObject({ allowed: true, remaining: 1 });
  });

  it('limits a resource by the bucket its contract declares (sign-in), per client, before the handler runs', async () => {
    const address = nextIp();
    const attempt = (who: string) =>
      request('/resource/UserSessionResource/create/', {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': who },
        body: JSON.stringify({ options: { username_or_email: 'nobody@example.com', password: 'wrong-password' } }),
      });
    for (let i = 0; i < RATE_LIMITS.signIn.limit; i++) expect((await attempt(address)).status).toBe(401);
    const refused = await attempt(address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await attempt(nextIp())).status).toBe(401);
  });
});

describe('bodies and garbage never produce a 500 (security: Input)', () => {
  it('refuses a /v3/offsite/ body over the limit with 413', async () => {
    const response = await request('/v3/offsite/', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': nextIp() },
      body: JSON.stringify({ aux_data: 'x'.repeat(V3_BODY_LIMIT + 10) }),
    });
    expect(response.status).toBe(413);
  });

  it('refuses a resource body over the limit with 413', async () => {
    const response = await request('/resource/PinResource/update/', {
      method: 'PUT',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ options: { id: '1', x: 'x'.repeat(70 * 1024) } }),
    });
    expect(response.status).toBe(413);
  });

  const GET_PATHS = [
    '/',
    '/homefeed/',
    '/pin/1/',
    '/pin/999999999999999999999/',
    '/pin/%E0%A4%A/',
    '/%FF%FE/',
    '/pin/1/?invite_code=%00',
    '/resource/HomefeedResource/get/',
    '/resource/PinResource/get/',
    '/resource/PageResource/get/',
    '/resource/Nope/get/',
    '/v3/offsite/',
    '/offsite/',
    '/i/236x/zz.jpg',
    '/i/%ZZ/x',
    '/media/..%2F..%2Fetc',
  ];
  const GARBAGE_QUERIES = [
    '?data=%7B',
    '?data=%FF%FE',
    '?data={"options":{"id":{"$gt":1}}}',
    '?data={"options":[]}',
    '?data=null',
    '?data=1e999',
    '?url=%',
    '?url=https://%ZZ',
    '?url=http://[::1',
    '?url=' + encodeURIComponent('https://a.example/' + 'é'.repeat(3000)),
    '?pin=-1&url=https://a.example/&token=1.2',
    '?token=99999999999999.x&url=https://a.example/&pin=1',
    '?%%%=%%%',
    '?a=' + 'x'.repeat(8000),
    '?exp=' + encodeURIComponent('masonry_layout:<script>'),
    '?check_only=true&url=javascript:1&pin_id=1',
  ];
  const cases = GET_PATHS.flatMap((path) => GARBAGE_QUERIES.map((query) => [path, query] as const));
  it.each(cases)('GET %s%s is not a 500', async (path, query) => {
    const response = await request(`${path}${query}`, { headers: { 'cf-connecting-ip': nextIp() } });
    expect(response.status).toBeLessThan(500);
    await response.arrayBuffer();
  });

  const BODIES: Array<[string, string, string]> = [
    ['broken JSON', 'application/json', '{"options":'],
    ['JSON null', 'application/json', 'null'],
    ['a JSON string', 'application/json', '"x"'],
    ['deep JSON', 'application/json', '['.repeat(5000) + ']'.repeat(5000)],
    ['a form without data', 'application/x-www-form-urlencoded', 'a=%ZZ&b'],
    ['binary', 'application/octet-stream', '\u0000\u0001\u00ff'],
    ['text', 'text/plain', 'hello'],
  ];
  const POSTS = ['/v3/offsite/', '/resource/PinResource/update/', '/resource/HomefeedResource/get/', '/offsite/', '/'];
  const postCases = POSTS.flatMap((path) => BODIES.map(([what, type, body]) => [path, what, type, body] as const));
  it.each(postCases)('POST %s with %s is not a 500', async (path, _what, type, body) => {
    const response = await request(path, { method: 'POST', headers: { origin: ORIGIN, 'content-type': type, 'cf-connecting-ip': nextIp() }, body });
    expect(response.status).toBeLessThan(500);
    await response.arrayBuffer();
  });
});
