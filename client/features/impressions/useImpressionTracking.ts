// The one hook a grid calls to have its pins' impressions and clicks tracked (contract: observes
// every [data-pin-id] inside the container, slot index from data-slot-index).
import { type RefObject, useEffect } from 'react';
import { type ConsentingViewer, mayTrack, strictlyNeeded } from '#shared/events/consent.ts';
import { ImpressionTracker } from './ImpressionTracker.ts';

/** Tracks impressions in `container` for `surface`; without analytics consent only what is strictly needed. */
export function useImpressionTracking(container: RefObject<HTMLElement | null>, surface: string, viewer?: ConsentingViewer): void {
  const detailed = viewer ? mayTrack(viewer) : true;
  const isBot = viewer?.isBot ?? false;
  useEffect(() => {
    const el = container.current;
    if (!el || isBot || typeof IntersectionObserver === 'undefined') return;
    const tracker = new ImpressionTracker(el, { surface, detailed, reduce: detailed ? (e) => e : strictlyNeeded });
    return () => tracker.stop();
  }, [container, surface, detailed, isBot]);
}
