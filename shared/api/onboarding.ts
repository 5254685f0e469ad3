// Onboarding after sign-up (docs/rules/closeup-and-visitors.md#constants-spec-002-9): the member's progress and choices, kept server-side so a
// reload resumes at the same step. Each update completes (or skips) one step.
import * as v from 'valibot';
import { GENDERS, ONBOARDING_LIMITS, ONBOARDING_STEPS, type OnboardingState, USE_CASES } from '../onboarding/steps.ts';
import type { Pin } from '../types.ts';
import { resource, returns } from './define.ts';
import { id } from './options.ts';

export const OnboardingResource = resource('OnboardingResource', {
  get: { options: v.object({}), access: 'member', result: returns<{ state: OnboardingState; pins: Pin[] }>() },
  update: {
    options: v.object({
      step: v.picklist(ONBOARDING_STEPS, 'step must be an onboarding step'),
      skip: v.optional(v.boolean('skip must be a boolean'), false),
      gender: v.optional(v.picklist(GENDERS, 'gender must be female, male or unspecified')),
      use_case: v.optional(v.picklist(USE_CASES, 'use_case is not one of the use cases')),
      interest_ids: v.optional(v.pipe(v.array(id('interest', 'interest_ids')), v.maxLength(ONBOARDING_LIMITS.interests, 'too many interest_ids'))),
      pin_ids: v.optional(v.pipe(v.array(id('pin', 'pin_ids')), v.maxLength(ONBOARDING_LIMITS.pins, 'too many pin_ids'))),
    }),
    access: 'member',
    rateLimit: 'socialWrite',
    signInPrompt: 'Log in to continue',
    result: returns<{ state: OnboardingState; pins: Pin[] }>(),
  },
});
