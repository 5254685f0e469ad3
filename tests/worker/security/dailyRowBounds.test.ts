// Rate limits (docs/security.md#rate-limits-exact-and-per-location): every door that changes state (each resource verb, and
// each PUT, POST, DELETE or PATCH route of the app) spends a bucket with a daily bound, exact (RATE_LIMITS `perDay`, counted in
// the RateLimiter object, or a stored window of a day or more), or is named below with why it adds no row a member keeps
// beyond a fixed bound, so no door adds rows bounded only per minute or not at all.
import { describe, expect, it } from 'vitest';
import type { RateLimitName, ResourceContract } from '#shared/api/define.ts';
import { API } from '#shared/api/index.ts';
import { RATE_LIMITS, type RateLimitRule } from '#shared/constants.ts';
import { createApp } from '#worker/app.ts';

/** Doors whose rows spend the daily byte budget `addedBytes` in the handler (worker/middleware/addedBytes.ts), by their size. */
const DAILY_BYTES: Record<string, string> = {
  'ExperienceClickthroughResource create': 'experience_clickthroughs rows, by their bytes (spendAddedRows)',
  'ClientLogResource create': 'client_logs rows, by their bytes',
  'ShareOpenResource create': 'share_opens rows, by their bytes',
  'POST /v3/offsite/': 'offsite_clickthroughs rows, by their bytes',
  'PUT /v3/experiences/:placed/trigger/': 'a signed-out viewer’s trigger and state rows, by their bytes; a member’s are one per experience',
  'UserExperienceViewedResource update': 'a signed-out viewer’s state row, by its bytes; a member’s is one per experience',
  'UserExperienceCompletedResource update': 'the same',
  'UserExperienceResource delete': 'the same (a dismissal)',
};

/** Doors whose bucket (or none) has no daily bound, each with why it adds no row a member keeps beyond a fixed bound. */
const NO_ADDED_ROWS: Record<string, string> = {
  'UserRegisterResource create': 'an account: the unit every daily bound is per, itself bounded per person group by signUp and accountsMade (20 in 30 days)',
  'UserSessionResource create': 'a sessions row, bounded per account by signInAccount and signInKnownDevices (20 each per 15 minutes)',
  'UserSessionResource delete': 'signing out adds nothing',
  'PasswordResetResource create': 'a password_resets row, 5 an hour per email and person group, deleted after 30 days (SIGNED_OUT_LOG_ROWS)',
  'PasswordResetResource update': 'the account’s password changed, with a valid reset token',
  'SecurityPanicResource create': 'sessions revoked and one reset link (passwordCheck: 10 in 15 minutes), deleted after 30 days',
  'UserAccountResource update': 'the member’s own account row changed',
  'UserSettingsResource update': 'the member’s own settings row changed',
  'UserStateResource create': 'one row per member and state name, a fixed list (UserStateName)',
  'EmailSubscriptionResource delete': 'the signed link’s member’s settings row changed',
  'EmailSubscriptionResource update': 'the same row',
  'RecentSearchResource delete': 'removes the member’s recent searches',
  'InterestFollowResource create': 'one row per member and topic, a fixed list the site keeps',
  'InterestFollowResource delete': 'removes that row',
  'PinFeedbackResource delete': 'removes the member’s feedback on a pin',
  'POST /v3/events/': 'events are counted in capped per-viewer counters (Durable Objects), never as D1 rows',
  'POST /v3/users/me/': 'answers like GET and changes nothing',
  'POST /v3/uploads/:uploadId{[0-9]+}/': 'the file of an upload VIPResource create registered (upload: 300 a day), taken once',
};

const verbDoors = Object.entries(API as unknown as Record<string, ResourceContract>).flatMap(([name, contract]) =>
  Object.entries(contract).flatMap(([verb, spec]) =>
    typeof spec === 'object' && spec.changesState ? [{ door: `${name} ${verb}`, buckets: spec.rateLimit ? [spec.rateLimit] : [] }] : [],
  ),
);
const WRITES = new Set(['PUT', 'POST', 'DELETE', 'PATCH']);
const routes = createApp().routes.filter((r) => WRITES.has(r.method) && !r.path.startsWith('/resource'));
const routeDoors = [...new Set(routes.map((r) => `${r.method} ${r.path}`))].map((door) => ({
  door,
  buckets: routes
    .filter((r) => `${r.method} ${r.path}` === door && 'bucket' in r.handler)
    .map((r) => (r.handler as unknown as { bucket: RateLimitName }).bucket),
}));
const doors = [...verbDoors, ...routeDoors];

/** Whether a bucket bounds a day exactly: a daily bound of its own, or a window of a day or more counted in the RateLimiter object. */
const daily = (name: RateLimitName): boolean => {
  const rule: RateLimitRule = RATE_LIMITS[name];
  return rule.perDay !== undefined || (rule.edge === undefined && rule.windowSeconds >= 86_400);
};
const bounded = (d: { buckets: RateLimitName[] }) => d.buckets.some(daily);

describe('security: Rate limits: every door that adds rows has a daily bound (security: rate limits: exact and per-location)', () => {
  it('security: Rate limits: the doors are found: verbs and routes, the hides and the survey among them (security: rate limits: exact and per-location)', () => {
    expect(doors.map((d) => d.door)).toEqual(
      expect.arrayContaining([
        'UserSurveyResource create',
        'CommentsResource create',
        'PUT /v3/search/:pin/:action{hide|unhide}/',
        'PUT /v3/p2p/:pin/:action{hide|unhide}/',
        'PUT /v3/news_hub/:news/pin/:pin/:action{hide|undo}/',
      ]),
    );
  });

  it.each(doors.filter((d) => !(d.door in NO_ADDED_ROWS) && !(d.door in DAILY_BYTES)).map((d) => [d.door, d.buckets] as const))(
    'security: Rate limits: %s spends a bucket with a daily bound (security: rate limits: exact and per-location)',
    (door, buckets) => {
      expect(buckets.some(daily), `${door} spends ${buckets.join(', ') || 'no bucket'}: give it a bucket with perDay`).toBe(true);
    },
  );

  it('security: Rate limits: every door let off is a real state-changing door with no daily bound (security: rate limits: exact and per-location)', () => {
    const bare = doors.filter((d) => !bounded(d)).map((d) => d.door);
    expect([...Object.keys(NO_ADDED_ROWS), ...Object.keys(DAILY_BYTES)].sort()).toEqual(bare.sort());
  });

  it('security: Rate limits: every daily bound is exact and above its window (security: rate limits: exact and per-location)', () => {
    for (const [name, rule] of Object.entries(RATE_LIMITS) as [RateLimitName, RateLimitRule][]) {
      if (rule.perDay === undefined) continue;
      expect(rule.perDay, name).toBeGreaterThan(rule.limit);
      expect(rule.perDay, name).toBeLessThan((rule.limit * 86_400) / rule.windowSeconds);
    }
  });
});
