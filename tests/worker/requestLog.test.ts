// The request log (docs/operations.md): every request is logged once as one structured line (route pattern,
// status, duration, bot or person, bot-page cache hit or miss, country, request id) and nothing
// that identifies the viewer; an unhandled error is logged with the request id its error page shows.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '#worker/app.ts';
import type { RequestLogLine } from '#worker/middleware/requestLog.ts';
import { firstId, GOOGLEBOT_UA, ORIGIN, request, sessionCookie } from './helpers.ts';

/** The request lines written while `act` runs. */
async function logged(act: () => Promise<unknown>): Promise<RequestLogLine[]> {
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  await act();
  // Each line is one preformatted JSON string (an object is inspected for every console listener; docs/performance.md).
  const lines = info.mock.calls
    .filter((call) => typeof call[0] === 'string' && call[0].startsWith('{'))
    .map((call) => JSON.parse(call[0] as string) as RequestLogLine)
    .filter((line) => line.message === 'request');
  info.mockRestore();
  return lines;
}

describe('request log (docs/operations.md: Watching the deployed site)', () => {
  it('logs a page once with its route pattern, status, duration, visitor kind, cache and country', async () => {
    const pinId = await firstId('SELECT id FROM pins ORDER BY id LIMIT 1');
    const lines = await logged(() => request(`/pin/${pinId}/`, { cf: { country: 'DE' } } as RequestInit));
    expect(lines).toEqual([
      {
        message: 'request',
        request_id: expect.stringMatching(/^[0-9a-f]{16}$/),
        method: 'GET',
        route: '/pin/:pinId',
        status: 200,
        duration_ms: expect.any(Number),
        visitor: 'person',
        bot_kind: null,
        cache: 'none',
        country: 'DE',
      },
    ]);
  });

  it('holds no url, query, user, session, address or user agent', async () => {
    const userId = await firstId("SELECT id FROM users WHERE email = 'demo@example.com'");
    const cookie = await sessionCookie(userId);
    const [line] = await logged(() => request('/demo/?q=my+private+search', { headers: { cookie, 'cf-connecting-ip': '203.0.113.9' } }));
    const text = JSON.stringify(line);
    for (const secret of ['demo', 'private', '203.0.113.9', 'Chrome', cookie.split('=')[1]]) expect(text).not.toContain(secret);
    expect(line.route).toBe('/:username');
  });

  it('logs a search bot page as a cache miss, then as a hit', async () => {
    const pinId = await firstId('SELECT id FROM pins ORDER BY id DESC LIMIT 1');
    const ask = () => request(`/pin/${pinId}/`, { headers: { 'user-agent': GOOGLEBOT_UA } });
    const [first] = await logged(ask);
    const [second] = await logged(ask);
    expect([first.visitor, first.bot_kind, first.cache]).toEqual(['bot', 'search', 'miss']);
    expect([second.visitor, second.route, second.cache]).toEqual(['bot', '/pin/:pinId', 'hit']);
  });

  it.each([
    [
      'a resource call by its resource and verb',
      '/resource/BoardsResource/get/?data=%7B%22options%22%3A%7B%22username%22%3A%22demo%22%7D%7D',
      '/resource/BoardsResource/get/',
    ],
    ['an unknown resource without its made-up name', '/resource/no-such-thing/get/', '/resource/unknown'],
    ['a registered route by its pattern', '/i/236x/0123456789abcdef.jpg', '/i/:size/:file'],
    ['the health check', '/healthz', '/healthz'],
    ['a path nothing answers as unmatched', '/robots.txt/extra/', 'unmatched'],
  ])('names %s', async (_, path, route) => {
    const [line] = await logged(() => request(path));
    expect(line.route).toBe(route);
  });

  it('uses the Cloudflare ray id as the request id when there is one', async () => {
    const [line] = await logged(() => request('/healthz', { headers: { 'cf-ray': '8c3f9a1b2c3d4e5f-AMS' } }));
    expect(line.request_id).toBe('8c3f9a1b2c3d4e5f-AMS');
  });

  it('logs an unhandled error with the request id that the error page shows and the log line carries', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Requests read through a D1 session (worker/middleware/d1Session.ts): the session is down too.
    const brokenDb = {
      prepare() {
        throw new Error('D1 is down');
      },
      withSession: () => brokenDb,
      getBookmark: () => null,
    };
    let response: Response | undefined;
    // An execution context, as the worker's fetch gives every request (a person's page keeps its work with waitUntil).
    const ctx = createExecutionContext();
    const [line] = await logged(async () => {
      response = await createApp().request(
        `${ORIGIN}/pin/1/?password=hunter2`,
        // A crawler's page is sent whole, so its status is the error's (decision 021); a person's page that fails after
        // its head ends as the outage page with 200 (tests/worker/faults/d1.test.ts).
        { headers: { accept: 'text/html', 'user-agent': GOOGLEBOT_UA } },
        { ...env, DB: brokenDb },
        ctx,
      );
      await waitOnExecutionContext(ctx);
    });
    expect(response!.status).toBe(500);
    const id = response!.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(await response!.text()).toContain(`quote request <code>${id}</code>`);
    expect(line).toMatchObject({ request_id: id, route: '/pin/:pinId', status: 500 });
    const [logged500] = error.mock.calls.map((call) => call[0]);
    expect(logged500).toMatchObject({ message: 'unhandled error', request_id: id, route: '/pin/:pinId', error: expect.stringContaining('D1 is down') });
    expect(JSON.stringify(logged500)).not.toContain('hunter2');
    error.mockRestore();
  });
});
