// Rate limits (docs/security.md#rate-limits-exact-and-per-location) outside the resource contract: every route of the app that
// changes state (PUT, POST, DELETE, PATCH) spends a bucket, or is named below with why it needs none, so none is forgotten; and
// a route a signed-out visitor may write through spends a bucket counted per person group (an IPv6 /48) too.
import { describe, expect, it } from 'vitest';
import type { RateLimitName } from '#shared/api/define.ts';
import { RATE_LIMITS, type RateLimitRule } from '#shared/constants.ts';
import { createApp } from '#worker/app.ts';
import { ORIGIN, request } from './helpers.ts';

/** State-changing routes whose bucket (or none) is not counted per person group, each with why no signed-out visitor writes rows through it. */
const MEMBERS_ONLY: Record<string, string> = {
  'PUT /v3/p2p/:pin/:action{hide|unhide}/': 'a member’s own hide',
  'PUT /v3/search/:pin/:action{hide|unhide}/': 'a member’s own hide',
  'PUT /v3/news_hub/:news/pin/:pin/:action{hide|undo}/': 'a member’s own hide',
  'PUT /v3/boards/:boardId/follow/': 'a member’s follow',
  'DELETE /v3/boards/:boardId/follow/': 'a member’s unfollow',
  'POST /v3/uploads/:uploadId{[0-9]+}/': 'a member’s upload',
};

/** Routes a signed-out visitor may call with no per-person bucket, each with why it adds no row. */
const NO_ROWS: Record<string, string> = {
  'POST /v3/events/': 'events are counted in capped per-viewer counters (Durable Objects), never as D1 rows',
  'POST /v3/users/me/': 'answers like GET and changes nothing',
};

/** A path of the route with every parameter filled. */
const pathOf = (route: string) =>
  route
    .split(' ')[1]
    .replace(/:action\{[^}]*\}/, 'hide')
    .replace(/:uploadId\{[^}]*\}/, '1')
    .replace(':news', 'save-1')
    .replace(/:[a-zA-Z]+/g, '1');

/** State-changing routes outside /resource/ with no rate-limit middleware, each with why. */
const NO_BUCKET: Record<string, string> = {
  'POST /v3/events/': 'spends eventIngest and eventVolume (by the batch’s size) in its handler, in one call',
  'POST /v3/uploads/:uploadId{[0-9]+}/': 'the file of an upload VIPResource create registered (which spends upload), taken once',
  'POST /v3/users/me/': 'answers the member like GET and changes nothing',
};

const WRITES = new Set(['PUT', 'POST', 'DELETE', 'PATCH']);
const routes = createApp().routes;
const doors = [...new Set(routes.filter((r) => WRITES.has(r.method) && !r.path.startsWith('/resource')).map((r) => `${r.method} ${r.path}`))];
const buckets = (door: string) =>
  routes.filter((r) => `${r.method} ${r.path}` === door && 'bucket' in r.handler).map((r) => (r.handler as unknown as { bucket: string }).bucket);

describe('security: Rate limits: every state-changing route outside the resource contract spends a bucket', () => {
  it('security: Rate limits: the routes are found (the experience trigger and the board follow among them)', () => {
    expect(doors).toEqual(expect.arrayContaining(['PUT /v3/experiences/:placed/trigger/', 'PUT /v3/boards/:boardId/follow/', 'POST /v3/offsite/']));
  });

  it.each(doors.filter((d) => !(d in NO_BUCKET)))('security: Rate limits: %s declares a bucket', (door) => {
    expect(buckets(door)).toEqual([expect.any(String)]);
  });

  it('security: Rate limits: every route let off is a real state-changing route with no bucket', () => {
    const bare = doors.filter((d) => buckets(d).length === 0);
    expect(Object.keys(NO_BUCKET).sort()).toEqual(bare.sort());
  });
});

const perPerson = (door: string) => buckets(door).some((name) => (RATE_LIMITS[name as RateLimitName] as RateLimitRule).perPerson === true);

describe('security: Rate limits: a route a signed-out visitor writes through counts the person group (security: rate limits: exact and per-location)', () => {
  it('security: Rate limits: the experience trigger and the clickthrough log count the person group (security: rate limits: exact and per-location)', () => {
    expect(doors.filter(perPerson)).toEqual(expect.arrayContaining(['PUT /v3/experiences/:placed/trigger/', 'POST /v3/offsite/']));
  });

  it.each(doors.filter((d) => !perPerson(d) && !(d in NO_ROWS)))(
    'security: Rate limits: %s, counted per client only, refuses a signed-out visitor (security: rate limits: exact and per-location)',
    async (door) => {
      expect(door in MEMBERS_ONLY, `${door} is open to signed-out visitors: give it a perPerson bucket`).toBe(true);
      const response = await request(pathOf(door), {
        method: door.split(' ')[0],
        headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': '2001:db8:4860:1::1' },
        body: '{}',
      });
      await response.body?.cancel();
      expect(response.status, door).toBe(401);
    },
  );

  it('security: Rate limits: every route let off names a real route with no per-person bucket (security: rate limits: exact and per-location)', () => {
    const bare = doors.filter((d) => !perPerson(d));
    expect([...Object.keys(MEMBERS_ONLY), ...Object.keys(NO_ROWS)].sort()).toEqual(bare.sort());
  });
});
