// Rate limits (docs/security.md#rate-limits-exact-and-per-location): every verb that changes state declares the bucket it
// spends per member before it writes, except the few named below with the reason each needs none, so none is forgotten.
import { describe, expect, it } from 'vitest';
import type { ResourceContract } from '#shared/api/define.ts';
import { API } from '#shared/api/index.ts';

/** State-changing verbs that spend no bucket of their own, each with why. */
const NO_BUCKET: Record<string, string> = {
  'BoardSensitivityScreenResource create': 'the member’s own dismissal of a screen, kept once; nobody else sees it',
  'BoardFavoriteResource create': 'the member’s own favourite mark on a board, shown only in their own view filter',
  'BoardFavoriteResource delete': 'the same mark removed',
  'UserSessionResource delete': 'signing out ends only the caller’s own session',
  'UserSettingsResource update': 'the caller’s own settings and consent (a person, signed in or not)',
  'UserExperienceResource delete': 'the caller’s own dismissal of an experience',
  'UserExperienceViewedResource update': 'the caller’s own record of an experience seen',
  'UserExperienceCompletedResource update': 'the caller’s own record of an experience completed',
  'UserStateResource create': 'one of the member’s own interface states, kept by name (one row each)',
  'EmailSubscriptionResource delete': 'a signed link’s own subscription left; the signature is the limit',
  'EmailSubscriptionResource update': 'the same subscription joined again',
  'RecentSearchResource delete': 'the member’s own recent searches forgotten',
  'InterestFollowResource create': 'a topic for the member’s own home feed; no count or page a visitor sees',
  'InterestFollowResource delete': 'the same topic dropped',
  'PinFeedbackResource delete': 'the member’s own feedback on a pin withdrawn',
};

const verbs = Object.entries(API as unknown as Record<string, ResourceContract>).flatMap(([name, contract]) =>
  Object.entries(contract).map(([verb, spec]) => ({ door: `${name} ${verb}`, spec: spec as { changesState: boolean; rateLimit: string | null } })),
);

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
