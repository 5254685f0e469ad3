// docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: the pin-page loading experiment decides how a closeup loads its data. Groups that
// turn the new loading on stream "More to explore" in after the pin; control and the
// impression-fix-only group wait for the related pins and send the page at once. Logged-out
// visitors are always on.
import { inGroup } from '../experiments.ts';
import type { Viewer } from '../types.ts';

/** The groups that keep the old loading: the whole closeup, related pins included, at once. */
const WAITING_GROUPS = ['control', 'only_impression_fix'] as const;

/** Whether the closeup streams its related pins after the first paint (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4). */
export function streamsRelatedPins(viewer: Pick<Viewer, 'isAuth' | 'experiments'>): boolean {
  if (!viewer.isAuth) return true;
  return !WAITING_GROUPS.some((group) => inGroup(viewer.experiments, 'pin_page_loading', group));
}
