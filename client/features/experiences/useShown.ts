// docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: an experience stays hidden until its delay has passed, then is viewed (unless
// auto-view is disabled). Answers whether it is visible now. One without a delay is visible from
// the first render, so the server renders it and hydration keeps it (no shift when it arrives).
import { useEffect, useState } from 'react';
import { delayOf } from '#shared/experiences/lifecycle.ts';
import type { PlacedExperience } from '#shared/experiences/placed.ts';
import { after } from '#shared/experiences/timers.ts';
import type { ExperienceActions } from './props.ts';

/** `delayed: false` when the component applies the delay itself (the survey's show modes). */
export function useShown(e: PlacedExperience, store: ExperienceActions, options: { autoView?: boolean; enabled?: boolean; delayed?: boolean } = {}): boolean {
  const { autoView = true, enabled = true, delayed = true } = options;
  const delay = delayed ? delayOf(e) : 0;
  const [shown, setShown] = useState(() => enabled && delay === 0);
  useEffect(() => {
    if (!enabled || shown) return;
    const t = after(delay, () => setShown(true));
    return t.cancel;
  }, [e.experience_id, e.placement_id, enabled]);
  useEffect(() => {
    if (shown && autoView) void store.view(e).catch(() => undefined);
  }, [shown, autoView]);
  return shown;
}
