// docs/rules/experiences.md#client-logs: the experiences layer's logs and error reports reach the worker through
// ClientLogResource: checked, sampled, rate limited, size limited, and kept in client_logs with nothing
// that identifies the viewer.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#shared/constants.ts';
import { inLogSample } from '#shared/events/deviceCodes.ts';
import { CLIENT_LOG_BODY_LIMIT, CLIENT_LOG_RETENTION_DAYS, CLIENT_LOG_SAMPLE_RATES, CLIENT_LOG_TIME_GRAIN_MS } from '#shared/experiences/clientLog.ts';
import type { ResourceResponse } from '#shared/types.ts';
import { ORIGIN, request, sessionCookie } from './helpers.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A request id (a cf-ray) that is, or is not, in a sample of `rate`. */
function ray(sampled: boolean, rate = 0.1): string {
  for (let i = 1; ; i++) {
    const id = (i * 7919).toString(16).padStart(16, '0');
    if (inLogSample(id, rate) === sampled) return id;
  }
}

let addresses = 0;
/** A client address of its own, so each test's rate limit bucket is fresh. */
const nextIp = () => `198.51.100.${++addresses}`;

interface Sent {
  status: number;
  body: ResourceResponse<{ stored: boolean }>;
}

/** POSTs one log, as a browser at a fresh address unless `headers` says otherwise. */
async function send(options: unknown, headers: Record<string, string> = {}): Promise<Sent> {
  const response = await request('/resource/ClientLogResource/create/', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': nextIp(), 'cf-ray': ray(true), ...headers },
    body: JSON.stringify({ options }),
  });
  return { status: response.status, body: (await response.json()) as ResourceResponse<{ stored: boolean }> };
}

const rows = () =>
  env.DB.prepare('SELECT * FROM client_logs ORDER BY id')
    .all<Record<string, unknown>>()
    .then((r) => r.results);
const rowCount = async () => (await rows()).length;

const REPORT = {
  name: 'TypeError',
  message: "Cannot read properties of undefined (reading 'title') at https://pins.test/pin/12/?utm_source=mail&token=abc",
  stack: 'TypeError: x\n    at Hero (https://pins.test/assets/hero-1a2b.js?v=3:1:200)\n    at https://pins.test/pin/12/#comments',
  boundary_name: 'experience:hero',
  type: 'secondary',
};

describe('client logs (ClientLogResource)', () => {
  it('B26: an error boundary report is kept: name, message, stack, boundary name and type, with the route and device codes only', async () => {
    const cookie = await sessionCookie(1);
    const sent = await send(
      { name: 'error_boundary', placed_experience_id: '1000100:510001', path: '/demo/dream-kitchen/', error: REPORT },
      { cookie, 'user-agent': IPHONE },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.resource_response.data).toEqual({ stored: true });
    const [row] = (await rows()).slice(-1);
    const { id, logged_hour, ...rest } = row;
    expect(rest).toEqual({
      name: 'error_boundary',
      placement_id: 1000100,
      experience_id: 510001,
      route: '/:username/:board',
      error_name: 'TypeError',
      error_message: "Cannot read properties of undefined (reading 'title') at https://pins.test/pin/12/",
      error_stack: 'TypeError: x\n    at Hero (https://pins.test/assets/hero-1a2b.js:1:200)\n    at https://pins.test/pin/12/',
      boundary_name: 'experience:hero',
      boundary_type: 'secondary',
      os: 6,
      browser: 2,
    });
    expect(Number(logged_hour) % CLIENT_LOG_TIME_GRAIN_MS).toBe(0);
    expect(Date.now() - Number(logged_hour)).toBeLessThan(CLIENT_LOG_TIME_GRAIN_MS);
  });

  it('B26: a row holds no column that could name the viewer (no user, anonymous id, address or cookie), signed in or not', async () => {
    const columns = await env.DB.prepare("SELECT name FROM pragma_table_info('client_logs')").all<{ name: string }>();
    expect(columns.results.map((c) => c.name).sort()).toEqual(
      [
        'boundary_name',
        'boundary_type',
        'browser',
        'error_message',
        'error_name',
        'error_stack',
        'experience_id',
        'id',
        'logged_hour',
        'name',
        'os',
        'placement_id',
        'route',
      ].sort(),
    );
  });

  it.each([
    ['B17: NoAction at a no-action placement', { name: 'NoAction', placed_experience_id: '1000421:510120', path: '/' }, 'NoAction', 1000421, '/'],
    [
      'B19: an empty experience link',
      { name: 'link_navigation_empty_href', placed_experience_id: '1000100:510001', path: '/pin/12/' },
      'link_navigation_empty_href',
      1000100,
      '/pin/:pinId',
    ],
  ])('%s is kept, by the route and not the path', async (_what, options, name, placement, route) => {
    const sent = await send(options);
    expect(sent.status).toBe(201);
    const [row] = (await rows()).slice(-1);
    expect(row).toMatchObject({ name, placement_id: placement, route, error_name: null, error_stack: null });
  });

  it('B17, B19: NoAction and empty links are sampled at their rate (by request id); outside the sample nothing is kept', async () => {
    expect(CLIENT_LOG_SAMPLE_RATES.NoAction).toBe(0.1);
    expect(CLIENT_LOG_SAMPLE_RATES.link_navigation_empty_href).toBe(0.1);
    const before = await rowCount();
    for (const name of ['NoAction', 'link_navigation_empty_href']) {
      const sent = await send({ name, placed_experience_id: '1000421:510120', path: '/' }, { 'cf-ray': ray(false) });
      expect(sent.status).toBe(200);
      expect(sent.body.resource_response.data).toEqual({ stored: false });
    }
    expect(await rowCount()).toBe(before);
  });

  it.each([
    ['an unknown log name', { name: 'page_view', path: '/' }],
    ['a field the contract does not name (a user id)', { name: 'NoAction', path: '/', user_id: '1' }],
    ['an anonymous id inside a report', { name: 'error_boundary', path: '/', error: { ...REPORT, anonymous_id: 'x' } }],
    ['a path with a query string', { name: 'NoAction', path: '/search/?q=me' }],
    ['a full address as the path', { name: 'NoAction', path: 'https://pins.test/' }],
    ['an error report without its boundary', { name: 'error_boundary', path: '/', error: { name: 'E', message: 'm', stack: '' } }],
    ['a report type other than primary or secondary', { name: 'error_boundary', path: '/', error: { ...REPORT, type: 'tertiary' } }],
    ['a stack past its limit', { name: 'error_boundary', path: '/', error: { ...REPORT, stack: 's'.repeat(4001) } }],
    ['a malformed placed id', { name: 'NoAction', path: '/', placed_experience_id: 'hero' }],
  ])('B26: refuses %s with 400 and keeps nothing', async (_what, options) => {
    const before = await rowCount();
    const sent = await send(options);
    expect(sent.status).toBe(400);
    expect(sent.body.resource_response.error?.code).toBe('invalid');
    expect(await rowCount()).toBe(before);
  });

  it('B26: refuses a body over the size limit with 413 and keeps nothing', async () => {
    const before = await rowCount();
    const sent = await send({ name: 'error_boundary', path: '/', error: { ...REPORT, message: 'm'.repeat(CLIENT_LOG_BODY_LIMIT) } });
    expect(sent.status).toBe(413);
    expect(await rowCount()).toBe(before);
  });

  it('B26: caps each text in UTF-8 bytes, as D1 stores it: CJK text over the cap in bytes is refused with 400 and nothing kept, at the cap it is kept (security: rate limits: exact and per-location)', async () => {
    const before = await rowCount();
    // 1,334 three-byte characters are 4,002 bytes, over the stack's 4,000, though far under 4,000 characters.
    const over = await send({ name: 'error_boundary', path: '/', error: { ...REPORT, stack: '堆'.repeat(1334) } });
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body)).toContain('bytes as UTF-8');
    expect(await rowCount()).toBe(before);
    const at = await send({ name: 'error_boundary', path: '/', error: { ...REPORT, stack: '堆'.repeat(1333) } });
    expect(at.status).toBe(201);
    expect(await rowCount()).toBe(before + 1);
  });

  it('B26: a client is refused with 429 past its clientLog limit; another client is not', async () => {
    const address = nextIp();
    const log = { name: 'experience_dropped', placed_experience_id: '1000170:510070', path: '/' };
    for (let i = 0; i < RATE_LIMITS.clientLog.limit; i++) expect((await send(log, { 'cf-connecting-ip': address })).status).toBe(201);
    const refused = await send(log, { 'cf-connecting-ip': address });
    expect(refused.status).toBe(429);
    expect(refused.body.resource_response.error?.code).toBe('rate_limited');
    expect((await send(log)).status).toBe(201);
  });

  it('B26: bots send none (their requests are refused, nothing kept)', async () => {
    const before = await rowCount();
    const sent = await send({ name: 'NoAction', path: '/' }, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(sent.status).toBeGreaterThanOrEqual(400);
    expect(sent.status).toBeLessThan(500);
    expect(await rowCount()).toBe(before);
  });

  it(`B26: a write prunes rows older than ${CLIENT_LOG_RETENTION_DAYS} days and keeps younger ones`, async () => {
    const hour = CLIENT_LOG_TIME_GRAIN_MS;
    const now = Date.now() - (Date.now() % hour);
    const old = now - (CLIENT_LOG_RETENTION_DAYS * 24 + 1) * hour;
    const young = now - (CLIENT_LOG_RETENTION_DAYS * 24 - 1) * hour;
    for (const at of [old, young]) {
      await env.DB.prepare("INSERT INTO client_logs (name, route, os, browser, logged_hour) VALUES ('NoAction', '/', 0, 0, ?)").bind(at).run();
    }
    expect((await send({ name: 'experience_dropped', path: '/' })).status).toBe(201);
    const hours = (await rows()).map((r) => r.logged_hour);
    expect(hours).not.toContain(old);
    expect(hours).toContain(young);
  });
});
