// The top region's message (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4): the viewer's first top-region experience, from the
// page's experiences until the store is there, then from the store; none under a phone's app bar (one upsell above the pins). Its own chunk, rendered by
// ExperienceHost only for a viewer with experiences, who loads it (and the message's component)
// before rendering on both sides. Its message keeps its props when the store arrives (the same
// experience object, the actions that wait for the store), so it is never rendered afresh.
import type { Signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { memo } from 'react';
import type { EligibilityFilter } from '#shared/experiences/lifecycle.ts';
import type { MultiPlacedExperiences } from '#shared/experiences/placed.ts';
import type { Viewer } from '#shared/types.ts';
import { Placed } from './Placed.tsx';
import type { ExperienceActions } from './props.ts';
import { eligibleIn, inRegion } from './regions.ts';
import type { ExperienceStore } from './store.ts';
import { TopMessage } from './topMessages.tsx';

export { preloadTopRegion } from './topMessages.tsx';

/** Re-renders only when its experience changes (the store starts from the page's experience objects). */
const PlacedMessage = memo(Placed);

export interface TopRegionProps {
  /** The experiences' store once it has downloaded (ExperienceHost), else null. */
  store: Signal<ExperienceStore | null>;
  initial: MultiPlacedExperiences;
  /** The store's actions, run once it is there (the message's, throughout). */
  actions: ExperienceActions;
  viewer: Viewer;
  eligible: EligibilityFilter;
}

export function TopRegion({ store, initial, actions, viewer, eligible }: TopRegionProps) {
  useSignals();
  // A phone's first screen holds one upsell above the pins: the app bar, when the visitor is shown it, takes that place.
  if (viewer.appUpsell) return null;
  const live = store.value;
  const [e] = inRegion(live ? live.eligible(eligible) : eligibleIn(initial, eligible), 'top');
  return e ? <PlacedMessage key={`${e.placement_id}:${e.experience_id}`} e={e} store={actions} viewer={viewer} Component={TopMessage} /> : null;
}
