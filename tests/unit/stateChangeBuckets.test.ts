// Rate limits (docs/security.md#rate-limits-exact-and-per-location): every verb that changes state declares the bucket it
// spends per member before it writes, except the few named below with the reason each needs none, so none is forgotten; and
// every verb a signed-out caller may call spends a bucket counted per person group too (an IPv6 /48), except those named.
import { describe, expect, it } from 'vitest';
import type { ResourceContract } from '#shared/api/define.ts';
import { API } from '#shared/api/index.ts';
import { RATE_LIMITS, type RateLimitRule } from '#shared/constants.ts';

/** State-changing verbs that spend no bucket of their own, each with why. */
const NO_BUCKET: Record<string, string> = {
  'UserSessionResource delete': 'signing out ends only the caller’s own session',
  'UserSettingsResource update': 'the caller’s own settings and consent (a person, signed in or not)',
  'UserStateResource create': 'one of the member’s own interface states, kept by name (one row each)',
  'EmailSubscriptionResource delete': 'a signed link’s own subscription left; the signature is the limit',
  'EmailSubscriptionResource update': 'the same subscription joined again',
  'RecentSearchResource delete': 'the member’s own recent searches forgotten',
  'InterestFollowResource create': 'a topic for the member’s own home feed; no count or page a visitor sees',
  'InterestFollowResource delete': 'the same topic dropped',
  'PinFeedbackResource delete': 'the member’s own feedback on a pin withdrawn',
};

/**
 * State-changing verbs a signed-out caller may call whose bucket is counted per client only, each with why it adds no row
 * for a signed-out visitor (so one /48, or no cookie, cannot make D1 grow through it).
 */
const PER_CLIENT_ONLY: Record<string, string> = {
  'UserSessionResource delete': 'signing out writes nothing',
  'PasswordResetResource update': 'a new password only with a valid reset token; a wrong token writes nothing',
  'UserSettingsResource update': 'a signed-out visitor’s choices are kept in their cookies, not in D1',
  'EmailSubscriptionResource delete': 'changes the one row of the member the signed link names',
  'EmailSubscriptionResource update': 'the same row',
};

const verbs = Object.entries(API as unknown as Record<string, ResourceContract>).flatMap(([name, contract]) =>
  Object.entries(contract).map(([verb, spec]) => ({
    door: `${name} ${verb}`,
    spec: spec as { changesState: boolean; rateLimit: keyof typeof RATE_LIMITS | null; access: string },
  })),
);
const signedOut = verbs.filter((v) => v.spec.changesState && (v.spec.access === 'visitor' || v.spec.access === 'person'));
const perPerson = (name: keyof typeof RATE_LIMITS | null) => name !== null && (RATE_LIMITS[name] as RateLimitRule).perPerson === true;

describe('security: Rate limits: every state-changing verb spends a bucket', () => {
  it.each(verbs.filter((v) => v.spec.changesState && !(v.door in NO_BUCKET)).map((v) => [v.door, v.spec] as const))(
    'security: Rate limits: %s declares a bucket',
    (_door, spec) => {
      expect(spec.rateLimit).toEqual(expect.any(String));
    },
  );

  it('security: Rate limits: every verb let off names a real state-changing verb with no bucket', () => {
    const bare = verbs.filter((v) => v.spec.changesState && v.spec.rateLimit === null).map((v) => v.door);
    expect(Object.keys(NO_BUCKET).sort()).toEqual(bare.sort());
  });
});

describe('security: Rate limits: a signed-out caller’s writes are counted per person group (security: rate limits: exact and per-location)', () => {
  it('security: Rate limits: the experience records and sign-up are among the verbs a signed-out caller may call (security: rate limits: exact and per-location)', () => {
    expect(signedOut.map((v) => v.door)).toEqual(
      expect.arrayContaining(['UserExperienceViewedResource update', 'UserExperienceCompletedResource update', 'UserExperienceResource delete']),
    );
  });

  it.each(signedOut.filter((v) => !(v.door in PER_CLIENT_ONLY)).map((v) => [v.door, v.spec.rateLimit] as const))(
    'security: Rate limits: %s spends a bucket counted per person group (security: rate limits: exact and per-location)',
    (_door, bucket) => {
      expect(perPerson(bucket)).toBe(true);
    },
  );

  it('security: Rate limits: every verb let off names a verb a signed-out caller may call with no per-person bucket (security: rate limits: exact and per-location)', () => {
    const bare = signedOut.filter((v) => !perPerson(v.spec.rateLimit)).map((v) => v.door);
    expect(Object.keys(PER_CLIENT_ONLY).sort()).toEqual(bare.sort());
  });
});
