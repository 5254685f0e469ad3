// The experience resources of docs/rules/experiences.md#calls-spec-001-7: all experiences, experiences by placement, viewed,
// completed and dismissed. Bots get none and cannot change any.
import * as v from 'valibot';
import type { MultiPlacedExperiences, PlacedExperiences } from '../experiences/placed.ts';
import { resource, returns } from './define.ts';
import { ExtraContext, PlacedCall, PlacementIds, Targeting } from './experienceOptions.ts';

/** All experiences by placement: every one when multiExperiencePlatform, else the first of each. */
export type ExperiencesAnswer = MultiPlacedExperiences | PlacedExperiences;

/** The answer of a view, completion or dismissal. */
export interface ExperienceChange {
  placed_experience_id: string;
  status: 'viewed' | 'completed' | 'dismissed';
  changed?: boolean;
  /** Viewing the refresh-all placement answers every experience again. */
  refreshed?: PlacedExperiences | null;
}

export const UserExperiencePlatformResource = resource('UserExperiencePlatformResource', {
  get: {
    options: v.object({ extra_context: ExtraContext, targeting: Targeting, multiExperiencePlatform: v.optional(v.boolean(), false) }),
    access: 'visitor',
    result: returns<ExperiencesAnswer>(),
  },
});

export const UserExperienceResource = resource('UserExperienceResource', {
  get: {
    options: v.object({
      placement_ids: PlacementIds,
      extra_context: ExtraContext,
      targeting: Targeting,
      multiExperiencePlatform: v.optional(v.boolean(), false),
    }),
    access: 'visitor',
    result: returns<ExperiencesAnswer>(),
  },
  delete: { options: PlacedCall, access: 'person', rateLimit: 'experienceRecord', result: returns<ExperienceChange>() },
});

export const UserExperienceViewedResource = resource('UserExperienceViewedResource', {
  update: { options: PlacedCall, access: 'person', rateLimit: 'experienceRecord', result: returns<ExperienceChange>() },
});

export const UserExperienceCompletedResource = resource('UserExperienceCompletedResource', {
  update: { options: PlacedCall, access: 'person', rateLimit: 'experienceRecord', result: returns<ExperienceChange>() },
});
