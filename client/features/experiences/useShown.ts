// Spec 001 §4: an experience stays hidden until its delay has passed, then is viewed (unless
// auto-view is disabled). Answers whether it is visible now.
import { useEffect, useState } from 'react';
import { delayOf } from '#shared/experiences/lifecycle.ts';
import type { PlacedExperience } from '#shared/experiences/placed.ts';
import { after } from '#shared/experiences/timers.ts';
import type { ExperienceStore } from './store.ts';

export function useShown(e: PlacedExperience, store: ExperienceStore, options: { autoView?: boolean; enabled?: boolean } = {}): boolean {
  const { autoView = true, enabled = true } = options;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const t = after(delayOf(e), () => setShown(true));
    return t.cancel;
  }, [e.experience_id, e.placement_id, enabled]);
  useEffect(() => {
    if (shown && autoView) void store.view(e).catch(() => undefined);
  }, [shown, autoView]);
  return shown;
}
