// The one schema of an experience definition (docs/rules/experiences.md#experience-data-spec-001-3, docs/rules/experiences.md#validation-spec-001-5): the operator CLI checks it before
// a definition is written to KV and the worker checks it again on every read, so a definition
// with an unknown type or unusable display_data is never shown.
import * as v from 'valibot';
import { EXPERIENCE_TYPES } from './constants.ts';
import { displayDataIssue } from './displayData.ts';

/** `placement:experience`, the id of a placed experience on the wire (docs/rules/experiences.md#calls-spec-001-7). */
export const PlacedExperienceId = v.pipe(
  v.string('placed_experience_id must be a string like "1000162:502597"'),
  v.regex(/^\d{1,12}:\d{1,12}$/, 'placed_experience_id must look like "placement:experience", e.g. "1000162:502597"'),
);

const Id = v.pipe(v.number('must be a number'), v.integer('must be an integer'), v.minValue(1, 'must be positive'));

/** Who may see an experience (docs/rules/experiences.md#roles-spec-001-6). `personal` is a signed-in member who is not a partner. */
export const TargetingSchema = v.object({
  audience: v.optional(v.picklist(['all', 'auth', 'unauth', 'personal']), 'all'),
  /** Advertiser placements: shown only when the request targets one of these advertisers. */
  advertiser_ids: v.optional(v.array(v.pipe(v.string(), v.regex(/^\d{1,20}$/))), []),
  /** ISO countries; empty means everywhere. */
  countries: v.optional(v.array(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))), []),
  /** Shown only after PUT /v3/experiences/{placement:experience}/trigger/ for this viewer. */
  requires_trigger: v.optional(v.boolean(), false),
  /** docs/rules/experiences.md#experience-data-spec-001-3: `resurrected` shows only to a member back after 28 days away, inside the resurrection window. */
  lifecycle: v.optional(v.picklist(['any', 'resurrected']), 'any'),
});

const BaseSchema = v.object({
  experience_id: Id,
  placement_id: Id,
  type: v.picklist(EXPERIENCE_TYPES, `type must be one of ${EXPERIENCE_TYPES.join(', ')}`),
  /** Higher first when several experiences compete for one placement. */
  priority: v.optional(v.pipe(v.number(), v.integer()), 0),
  display_data: v.record(v.string(), v.unknown(), 'display_data must be an object'),
  targeting: v.optional(TargetingSchema, {}),
  triggerable_placed_exps: v.optional(v.array(PlacedExperienceId), []),
  /** Per-experiment metadata keyed by experience id, merged into a trigger's answer. */
  metadata: v.optional(v.record(v.pipe(v.string(), v.regex(/^\d+$/)), v.record(v.string(), v.unknown())), {}),
});

/** The experience definition schema: the base fields, then the per-kind display_data rules. */
export const ExperienceDefinitionSchema = v.pipe(
  BaseSchema,
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const issue = displayDataIssue(dataset.value);
    if (issue) addIssue({ message: issue });
  }),
);

export type ExperienceDefinition = v.InferOutput<typeof ExperienceDefinitionSchema>;
export type ExperienceDefinitionInput = v.InferInput<typeof ExperienceDefinitionSchema>;

export type ParseResult = { ok: true; definition: ExperienceDefinition } | { ok: false; reason: string };

/** Checks one definition; the reason names the field that failed. */
export function parseExperienceDefinition(raw: unknown): ParseResult {
  const parsed = v.safeParse(ExperienceDefinitionSchema, raw);
  if (parsed.success) return { ok: true, definition: parsed.output };
  const reason = parsed.issues
    .slice(0, 3)
    .map((i) => {
      const path = i.path?.map((p) => String(p.key)).join('.');
      return path ? `${path}: ${i.message}` : i.message;
    })
    .join('; ');
  return { ok: false, reason };
}

/** Splits `placement:experience` into numbers. */
export function splitPlacedId(id: string): { placementId: number; experienceId: number } {
  const [p, e] = id.split(':');
  return { placementId: Number(p), experienceId: Number(e) };
}
