// The client-side lifecycle rules of docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4 as pure functions: which experiences show,
// when completing counts, what completion removes and refreshes.
import { EXPERIENCE_TYPE, TIMING } from './constants.ts';
import type { PlacedExperience } from './placed.ts';

export interface EligibilityFilter {
  ids?: number[];
  types?: number[];
  predicate?: (e: PlacedExperience) => boolean;
}

/** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: eligible ids decide if given, else eligible types, else a predicate, else any. */
export function matchesFilter(e: PlacedExperience, f: EligibilityFilter): boolean {
  if (f.ids?.length) return f.ids.includes(e.experience_id);
  if (f.types?.length) return f.types.includes(e.type);
  if (f.predicate) return f.predicate(e);
  return true;
}

/** Completion kinds of docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4. */
export type CompletionKind = 0 | 1 | 2;

/** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: completing counts only for kind 1, or when removal is prevented, or for kind 2. */
export function completionCounts(kind: CompletionKind, preventRemoval: boolean): boolean {
  return kind === 1 || kind === 2 || preventRemoval;
}

/** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: completion removes the experience unless removal is prevented; dismissal always does. */
export function removedAfter(action: 'complete' | 'dismiss', preventRemoval: boolean): boolean {
  return action === 'dismiss' || !preventRemoval;
}

/** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: the completed-without-homefeed variant does not refresh the feed. */
export function refreshesFeed(variant: 'completed' | 'completedWithoutHomefeed'): boolean {
  return variant === 'completed';
}

/**
 * docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: a delayed experience is hidden until its delay has passed (ms since shown). An
 * education toast (type 10) whose data gives no delay waits TIMING.educationToastDelay (2 s).
 */
export function delayOf(e: PlacedExperience): number {
  const d = e.display_data;
  const fallback = e.type === EXPERIENCE_TYPE.toast ? TIMING.educationToastDelay : 0;
  const ms = typeof d.delay_in_millis === 'number' ? d.delay_in_millis : typeof d.delay === 'number' ? d.delay * 1000 : fallback;
  return Math.max(0, ms);
}
