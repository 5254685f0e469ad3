// Option schemas shared by the experience resources and the trigger route (docs/rules/experiences.md#calls-spec-001-7):
// extra_context (an object, or a JSON string of one), targeting and placed_experience_id.
import * as v from 'valibot';
import { PlacedExperienceId } from '../experiences/schema.ts';
import { utf8Bytes } from '../text/utf8.ts';

/** The longest extra_context kept, in bytes of its JSON text as UTF-8 (what D1 stores), whichever way it is sent. */
export const EXTRA_CONTEXT_MAX_BYTES = 4096;

const TOO_LONG = `extra_context is too long: at most ${EXTRA_CONTEXT_MAX_BYTES} bytes as UTF-8`;

/** Whether JSON text fits the cap once stored: counted in UTF-8 bytes, so 4,000 CJK characters (12,000 bytes) do not. */
const fits = (json: string): boolean => utf8Bytes(json) <= EXTRA_CONTEXT_MAX_BYTES;

const contextObject = v.pipe(
  v.record(v.string(), v.unknown()),
  v.check((value) => fits(JSON.stringify(value)), TOO_LONG),
);

/** extra_context: an object or a JSON string of one (docs/rules/experiences.md#calls-spec-001-7), at most 4 KB either way. */
export const ExtraContext = v.optional(
  v.union(
    [
      contextObject,
      v.pipe(
        v.string(),
        v.check(fits, TOO_LONG),
        v.rawTransform(({ dataset, addIssue, NEVER }) => {
          try {
            const value: unknown = JSON.parse(dataset.value);
            // What is stored is JSON.stringify of the value, so that text is held to the cap too.
            if (value && typeof value === 'object' && !Array.isArray(value) && fits(JSON.stringify(value))) return value as Record<string, unknown>;
          } catch {
            // reported below
          }
          addIssue({ message: 'extra_context must be a JSON object of at most 4096 bytes' });
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
