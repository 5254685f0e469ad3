// Where a new member goes after sign-up (docs/rules/closeup-and-visitors.md#constants-spec-002-9 onboarding), kept apart from the steps so the
// sign-up forms carry nothing else of onboarding; and where a login goes instead (never onboarding).

export const ONBOARDING_PATH = '/onboarding/';

/** Onboarding, then `next`. */
export function onboardingUrl(next: string): string {
  return next === '/' || next.startsWith(ONBOARDING_PATH) ? ONBOARDING_PATH : `${ONBOARDING_PATH}?next=${encodeURIComponent(next)}`;
}

/**
 * Where a login goes: `next`, except onboarding, which is for new members only: then where onboarding would have
 * gone on to (its own `next`), else home. A login reached from a sign-up ("Try logging in") so never lands in onboarding.
 */
export function loginNext(next: string | null | undefined): string {
  if (!next) return '/';
  const url = new URL(next, 'https://site.invalid');
  if (!url.pathname.startsWith(ONBOARDING_PATH)) return next;
  return loginNext(url.searchParams.get('next'));
}
