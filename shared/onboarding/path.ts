// Where a new member goes after sign-up (docs/rules/closeup-and-visitors.md#constants-spec-002-9 onboarding), kept apart from the steps so the
// sign-up forms carry nothing else of onboarding.

export const ONBOARDING_PATH = '/onboarding/';

/** Onboarding, then `next`. */
export function onboardingUrl(next: string): string {
  return next === '/' || next.startsWith(ONBOARDING_PATH) ? ONBOARDING_PATH : `${ONBOARDING_PATH}?next=${encodeURIComponent(next)}`;
}
