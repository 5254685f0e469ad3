// Onboarding after sign-up (docs/rules/closeup-and-visitors.md#constants-spec-002-9 "Onboarding"): the steps in order, the gender values, the
// defaults and the loading time. Each step may be skipped; progress is kept server-side.

export const ONBOARDING_STEPS = ['Gender', 'InterestPicker', 'UseCase', 'PinPicker', 'LoadingStep', 'AppInstall'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const GENDERS = ['female', 'male', 'unspecified'] as const;
export type Gender = (typeof GENDERS)[number];

export const ONBOARDING_DEFAULTS = { locale: 'en-US', country: 'US' } as const;
/** docs/rules/closeup-and-visitors.md#constants-spec-002-9: how long the LoadingStep shows, in ms. */
export const ONBOARDING_LOADING_MS = 5000;

/** The use cases a new member may pick (what they came for). */
export const USE_CASES = ['Find ideas', 'Save what I love', 'Plan a project', 'Shop'] as const;

/** Interests picked at most, and pins picked at most. */
export const ONBOARDING_LIMITS = { interests: 10, pins: 10, minInterestsForFeed: 1 } as const;

/** The step after `step`, or null after the last. */
export function nextStep(step: OnboardingStep): OnboardingStep | null {
  const i = ONBOARDING_STEPS.indexOf(step);
  return ONBOARDING_STEPS[i + 1] ?? null;
}

/** The step to resume at: the stored one when it is a step, else the first. */
export function resumeStep(stored: string | null): OnboardingStep {
  return (ONBOARDING_STEPS as readonly string[]).includes(stored ?? '') ? (stored as OnboardingStep) : ONBOARDING_STEPS[0];
}

/** An interest the InterestPicker offers (the site's interests table). */
export interface OnboardingInterest {
  id: string;
  name: string;
  imageUrl: string | null;
}

/** What the server keeps of a member's onboarding, to resume after a reload. */
export interface OnboardingState {
  step: OnboardingStep;
  gender: Gender;
  useCase: string | null;
  interestIds: string[];
  pinIds: string[];
  completed: boolean;
  locale: string;
  country: string;
}
