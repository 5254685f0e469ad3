// The short-window ceilings counted by Rate Limiting bindings (RATE_LIMITS entries with `edge`,
// docs/security.md#rate-limits-exact-and-per-location): each refuses the request past its limit in a
// window with the same 429 and Retry-After the RateLimiter object answered, counts in its binding and
// never in the object, and another client is unaffected.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#shared/constants.ts';
import type { ResourceResponse } from '#shared/types.ts';
import { addressKey } from '#worker/middleware/clientAddress.ts';
import type { EdgeBucket } from '#worker/middleware/rateLimit.ts';
import { withinOneEdgeWindow } from './edgeWindow.ts';
import { ORIGIN, request } from './helpers.ts';

let serial = 0;
/** A client address no other test uses (100.64.0.0/10, shared address space). */
const freshAddress = () => `100.64.${Math.floor(++serial / 250) % 250}.${(serial % 250) + 1}`;

const post = (path: string, ip: string, body: string) =>
  request(path, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': ip }, body });
const resource = (name: string, ip: string, options: unknown) => post(`/resource/${name}/create/`, ip, JSON.stringify({ options }));

/** One request of each bucket's route from a client address, and what it answers within the limit. */
const ROUTES: Record<EdgeBucket, { ask: (ip: string) => Promise<Response>; answers: number; page?: true }> = {
  linkCheck: { ask: (ip) => request('/v3/offsite/?check_only=true&url=https://a.example/', { headers: { 'cf-connecting-ip': ip } }), answers: 200 },
  clickthroughLog: {
    ask: (ip) => post('/v3/offsite/', ip, JSON.stringify({ pin_id: '1', url: 'https://a.example/', aux_data: '{"clickthrough_type":"rightClick"}' })),
    answers: 200,
  },
  offsiteVisit: { ask: (ip) => request('/offsite/?url=https://a.example/', { headers: { 'cf-connecting-ip': ip } }), answers: 200, page: true },
  // A signed-out person is counted before being asked to sign in, as a member would be before sending.
  messageSend: { ask: (ip) => resource('ConversationMessagesResource', ip, { conversation_id: '999999999', text: 'hi' }), answers: 401 },
  eventIngest: { ask: (ip) => post('/v3/events/', ip, 'not json'), answers: 400 },
  pinWrite: { ask: (ip) => resource('PinResource', ip, { board_id: '1', image_url: 'https://a.example/a.jpg' }), answers: 401 },
  shareOpen: { ask: (ip) => resource('ShareOpenResource', ip, { utm_pai: 'not-a-share' }), answers: 400 },
  healthCheck: { ask: (ip) => request('/healthz', { headers: { 'cf-connecting-ip': ip } }), answers: 200 },
};

const EDGE = Object.keys(ROUTES) as EdgeBucket[];

describe('rate limits counted at the edge (security: Rate limits: exact and per-location)', () => {
  it('covers every RATE_LIMITS bucket with a Rate Limiting binding, and no credential bucket is one', () => {
    const edge = Object.entries(RATE_LIMITS).filter(([, rule]) => 'edge' in rule);
    expect(edge.map(([name]) => name).sort()).toEqual([...EDGE].sort());
    for (const [, rule] of edge) expect(rule).not.toHaveProperty('failClosed');
  });

  it.each(EDGE.filter((name) => name !== 'healthCheck'))(
    '%s: the request past the limit in a window is refused (429, Retry-After the window), counted by its binding alone',
    async (name) => {
      const { limit, windowSeconds, edge } = RATE_LIMITS[name];
      const { ask, answers, page } = ROUTES[name];
      const ip = freshAddress();
      await withinOneEdgeWindow(windowSeconds, limit + 2);
      for (let i = 0; i < limit; i++) {
        const response = await ask(ip);
        expect(response.status).toBe(answers);
        await response.arrayBuffer();
      }
      const refused = await ask(ip);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(windowSeconds));
      expect(refused.headers.get('ratelimit-limit')).toBe(String(limit));
      expect(refused.headers.get('ratelimit-remaining')).toBe('0');
      const message = `try again in ${windowSeconds} seconds`;
      if (page) expect(await refused.text()).toContain(message);
      else {
        const body = (await refused.json()) as ResourceResponse<null>;
        expect(body.resource_response.error).toMatchObject({ code: 'rate_limited', message: `Too many requests. Please ${message}.` });
      }
      // Another client is another bucket.
      expect((await ask(freshAddress())).status).toBe(answers);
      // Counted by the binding (spent for this client) and never in the RateLimiter object.
      const key = `ip:${addressKey(ip)}`;
      expect(await env[edge].limit({ key })).toEqual({ success: false });
      const stored = await env.RATE_LIMITER.getByName(`${name}:${key}`).hit(limit, windowSeconds * 1000, Date.now(), 0);
      expect(stored.remaining).toBe(limit);
    },
    60_000,
  );
});
