// Placed experiences on the wire (docs/rules/experiences.md#experience-data-spec-001-3, docs/rules/experiences.md#calls-spec-001-7) and who is eligible for which definition
// (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#roles-spec-001-6): the rule the resources apply per viewer before anything is answered.

import { isResurrected, resurrectionDate } from '../users/memberLifecycle.ts';
import { SPECIAL_EXPERIENCE } from './constants.ts';
import { type ExperienceKind, experienceKind } from './displayData.ts';
import type { ExperienceDefinition } from './schema.ts';

export type ExperienceStatus = 'not_viewed' | 'viewed' | 'completed' | 'dismissed';

/** An experience as the client receives it for one placement. */
export interface PlacedExperience {
  experience_id: number;
  placement_id: number;
  type: number;
  kind: ExperienceKind;
  status: ExperienceStatus;
  priority: number;
  display_data: Record<string, unknown>;
  triggerable_placed_exps: string[];
  /** Metadata of this experiment, merged with the trigger's extra_context when triggered. */
  metadata: Record<string, unknown>;
  extraContext: Record<string, unknown>;
}

/** Experiences by placement id: one per placement, or a list with multiExperiencePlatform. */
export type PlacedExperiences = Record<string, PlacedExperience>;
export type MultiPlacedExperiences = Record<string, PlacedExperience[]>;

/** One viewer's state for one experience (D1 experience_states). */
export interface ViewerExperienceState {
  viewed_at: number | null;
  completed_at: number | null;
  dismissed_at: number | null;
  triggered_at: number | null;
  trigger_context: string | null;
}

export interface EligibilityViewer {
  isBot: boolean;
  isAuth: boolean;
  isPartner: boolean;
  country: string | null;
  /** docs/rules/experiences.md#experience-data-spec-001-3: set when a signed-in member last came back after 28 days or more away. */
  resurrectionInfo?: { resurrectionDate: string } | null;
  /** A member in their first 28 days (shared/users/memberLifecycle.ts isNewUser, decided at the edge). */
  newMember?: boolean;
}

/** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#roles-spec-001-6: whether a viewer may be shown a definition right now (`now` in ms). */
export function isEligible(
  d: ExperienceDefinition,
  state: ViewerExperienceState | undefined,
  viewer: EligibilityViewer,
  advertiserId?: string,
  now = Date.now(),
): boolean {
  if (viewer.isBot) return false;
  if (state?.completed_at || state?.dismissed_at) return false;
  const t = d.targeting;
  if (t.audience === 'auth' && !viewer.isAuth) return false;
  if (t.audience === 'unauth' && viewer.isAuth) return false;
  if (t.audience === 'personal' && (!viewer.isAuth || viewer.isPartner)) return false;
  // Our rule: the business upgrade waits until a member has settled in, never during onboarding or on a new member's first feeds.
  if (d.experience_id === SPECIAL_EXPERIENCE.upgradeToBusiness && viewer.newMember) return false;
  if (t.countries.length && (!viewer.country || !t.countries.includes(viewer.country))) return false;
  if (t.advertiser_ids.length && (!advertiserId || !t.advertiser_ids.includes(advertiserId))) return false;
  if (t.requires_trigger && !state?.triggered_at) return false;
  if (t.lifecycle === 'resurrected' && !(viewer.isAuth && isResurrected(resurrectionDate(viewer), now))) return false;
  return true;
}

/** The wire form of a definition for a viewer, with its status and the merged metadata. */
export function toPlaced(d: ExperienceDefinition, state: ViewerExperienceState | undefined, extraContext: Record<string, unknown>): PlacedExperience {
  let triggered: Record<string, unknown> = {};
  try {
    triggered = state?.trigger_context ? (JSON.parse(state.trigger_context) as Record<string, unknown>) : {};
  } catch {
    triggered = {};
  }
  return {
    experience_id: d.experience_id,
    placement_id: d.placement_id,
    type: d.type,
    kind: experienceKind(d)!,
    status: state?.viewed_at ? 'viewed' : 'not_viewed',
    priority: d.priority,
    display_data: d.display_data,
    triggerable_placed_exps: d.triggerable_placed_exps,
    metadata: { ...(d.metadata[String(d.experience_id)] ?? {}), ...triggered },
    extraContext,
  };
}

/** Groups eligible experiences by placement, highest priority first (then lowest experience id). */
export function groupByPlacement(list: PlacedExperience[]): MultiPlacedExperiences {
  const sorted = [...list].sort((a, b) => b.priority - a.priority || a.experience_id - b.experience_id);
  const out: MultiPlacedExperiences = {};
  for (const e of sorted) (out[String(e.placement_id)] ??= []).push(e);
  return out;
}

/** One experience per placement: the first of each group. */
export function firstPerPlacement(groups: MultiPlacedExperiences): PlacedExperiences {
  return Object.fromEntries(Object.entries(groups).map(([p, list]) => [p, list[0]]));
}

/** Experiences by placement as lists, whichever variant answered (multi: lists; single: one each). */
export function asMulti(answer: Record<string, PlacedExperience | PlacedExperience[]>): MultiPlacedExperiences {
  return Object.fromEntries(Object.entries(answer).map(([placement, found]) => [placement, Array.isArray(found) ? found : [found]]));
}
