// docs/rules/experiences.md#calls-spec-001-7: an experience's clickthrough to its off-site link, logged to its placement with the
// time to offsite and the duration (shared/offsite/clickthrough.ts says which are counted).
import * as v from 'valibot';
import { PlacedExperienceId } from '../experiences/schema.ts';
import { resource, returns } from './define.ts';

/** An hour, in ns and ms: longer figures are refused as not measured on one page. */
const HOUR_MS = 60 * 60 * 1000;

export const ExperienceClickthroughResource = resource('ExperienceClickthroughResource', {
  create: {
    options: v.object({
      placed_experience_id: PlacedExperienceId,
      time_to_offsite_ns: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(HOUR_MS * 1_000_000)),
      duration_ms: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24 * HOUR_MS)),
    }),
    access: 'person',
    rateLimit: 'clickthroughLog',
    result: returns<{ counted: boolean }>(),
  },
});
