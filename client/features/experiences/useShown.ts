// Spec 001 §4: an experience stays hidden until its delay has passed, then is viewed (unless
// auto-view is disabled). Answers whether it is visible now. One without a delay is visible from
// the first render, so the server renders it and hydration keeps it (no shift when it arrives).
import { useEffect, useState } from 'react';
import { delayOf } from '#shared/experiences/lifecycle.ts';
import type { PlacedExperience } from '#shared/experiences/placed.ts';
import { after } from '#shared/experiences/timers.ts';
import type { ExperienceActions } from './props.ts';

export function useShown(e: PlacedExperience, store: ExperienceActions, options: { autoView?: boolean; enabled?: boolean } = {}): boolean {
  const { autoView = true, enabled = true } = options;
  const [shown, setShown] = useState(() => enabled && delayOf(e) === 0);
  useEffect(() => {
    if (!enabled || shown) return;
    const t = after(delayOf(e), () => setShown(true));
    return t.cancel;
  }, [e.experience_id, e.placement_id, enabled]);
  useEffect(() => {
    if (shown && autoView) void store.view(e).catch(() => undefined);
  }, [shown, autoView]);
  return shown;
}
