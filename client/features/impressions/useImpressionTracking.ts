// The one hook a grid calls to have its pins' impressions and clicks tracked (contract: observes
// every [data-pin-id] inside the container, slot index from data-slot-index). The tracker is
// downloaded after hydration, so a first visit does not wait for it; the observer then reports
// every pin already in view.
import { type RefObject, useEffect } from 'react';
import { type ConsentingViewer, mayTrack, strictlyNeeded } from '#shared/events/consent.ts';

/** Tracks impressions in `container` for `surface`; without analytics consent only what is strictly needed. */
export function useImpressionTracking(container: RefObject<HTMLElement | null>, surface: string, viewer?: ConsentingViewer): void {
  const detailed = viewer ? mayTrack(viewer) : true;
  const isBot = viewer?.isBot ?? false;
  useEffect(() => {
    const el = container.current;
    if (!el || isBot || typeof IntersectionObserver === 'undefined') return;
    let tracker: { stop(): void } | null = null;
    let stopped = false;
    void import('./ImpressionTracker.ts').then(({ ImpressionTracker }) => {
      if (!stopped) tracker = new ImpressionTracker(el, { surface, detailed, reduce: detailed ? (e) => e : strictlyNeeded });
    });
    return () => {
      stopped = true;
      tracker?.stop();
    };
  }, [container, surface, detailed, isBot]);
}
