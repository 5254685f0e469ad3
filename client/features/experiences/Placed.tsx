// One experience in its region: behind an error boundary (docs/rules/experiences.md#errors-spec-001-8), its component loaded on
// demand, and NoAction logged after 4 s at no-action placements (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4).

import { type ComponentType, Suspense, useEffect, useMemo } from 'react';
import { PlacedExperienceContext } from '#client/features/offsite/placedExperience.ts';
import { PLACEMENT } from '#shared/experiences/constants.ts';
import type { PlacedExperience } from '#shared/experiences/placed.ts';
import { noActionTimer } from '#shared/experiences/timers.ts';
import { ExperienceErrorBoundary } from './ExperienceErrorBoundary.tsx';
import { logExperienceEvent } from './log.ts';
import type { ExperienceProps } from './props.ts';

/** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: at a no-action placement, NoAction is logged after 4 s unless the experience is acted on. */
function NoAction({ e }: { e: PlacedExperience }) {
  useEffect(() => {
    const t = noActionTimer(() => logExperienceEvent('NoAction', { placed_experience_id: `${e.placement_id}:${e.experience_id}` }));
    return t.abort;
  }, [e.placement_id, e.experience_id]);
  return null;
}

export function Placed({ e, store, viewer, Component }: ExperienceProps & { Component: ComponentType<ExperienceProps> }) {
  // docs/rules/experiences.md#calls-spec-001-7: the experience's links log clickthroughs to its placement, timed from when it was shown.
  const placed = useMemo(() => ({ placed: `${e.placement_id}:${e.experience_id}`, shownAt: performance.now() }), [e.placement_id, e.experience_id]);
  return (
    <ExperienceErrorBoundary name={`experience:${e.kind}`} placedExperienceId={placed.placed}>
      <Suspense fallback={null}>
        <PlacedExperienceContext value={placed}>
          <Component e={e} store={store} viewer={viewer} />
        </PlacedExperienceContext>
      </Suspense>
      {PLACEMENT.noAction.includes(e.placement_id) && <NoAction e={e} />}
    </ExperienceErrorBoundary>
  );
}
