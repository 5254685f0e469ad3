// Option schemas shared by the experience resources and the trigger route (docs/rules/experiences.md#calls-spec-001-7):
// extra_context (an object, or a JSON string of one), targeting and placed_experience_id.
import * as v from 'valibot';
import { PlacedExperienceId } from '../experiences/schema.ts';

/** The longest extra_context kept, as JSON text, whichever way it is sent. */
const EXTRA_CONTEXT_MAX = 4096;

const contextObject = v.pipe(
  v.record(v.string(), v.unknown()),
  v.check((value) => JSON.stringify(value).length <= EXTRA_CONTEXT_MAX, 'extra_context is too long'),
);

/** extra_context: an object or a JSON string of one (docs/rules/experiences.md#calls-spec-001-7), at most 4 KB either way. */
export const ExtraContext = v.optional(
  v.union(
    [
      contextObject,
      v.pipe(
        v.string(),
        v.maxLength(EXTRA_CONTEXT_MAX, 'extra_context is too long'),
        v.rawTransform(({ dataset, addIssue, NEVER }) => {
          try {
            const value: unknown = JSON.parse(dataset.value);
            if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
          } catch {
            // reported below
          }
          addIssue({ message: 'extra_context must be a JSON object' });
          return NEVER;
        }),
      ),
    ],
    'extra_context must be an object or a JSON string of one',
  ),
  {},
);

/** targeting: advertiser placements pass an advertiserId (docs/rules/experiences.md#roles-spec-001-6). */
export const Targeting = v.optional(
  v.object({ advertiserId: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d{1,20}$/, 'advertiserId must be digits'))) }),
  {},
);

/** placement_ids: a list of numbers or a comma-separated string of them, 1 to 50. */
export const PlacementIds = v.pipe(
  v.union([v.array(v.union([v.number(), v.string()])), v.string()], 'placement_ids must be a list of placement ids'),
  v.transform((value) => (Array.isArray(value) ? value : value.split(',')).map((p) => Number(String(p).trim()))),
  v.check((ids) => ids.length >= 1 && ids.length <= 50, 'placement_ids must hold 1 to 50 ids'),
  v.check((ids) => ids.every((id) => Number.isInteger(id) && id > 0), 'placement_ids must be positive integers'),
);

export const PlacedCall = v.object({ placed_experience_id: PlacedExperienceId, extra_context: ExtraContext, targeting: Targeting });
