// The one hook a grid calls to have its pins' impressions and clicks tracked (contract: observes
// every [data-pin-id] inside the container, slot index from data-slot-index). The tracker is
// downloaded after hydration, so a first visit does not wait for it; the observer then reports
// every pin already in view.
import { type RefObject, useEffect } from 'react';
import { type ConsentingViewer, mayTrack, strictlyNeeded } from '#shared/events/eventConsent.ts';
import type { VisitorEventContext } from '#shared/visitor/record.ts';

/** None: a member's events carry no visitor record. */
const NO_CONTEXT = (): null => null;

/**
 * Tracks impressions in `container` for `surface`; without analytics consent only what is strictly
 * needed. A signed-out visitor's detailed events also carry what their local record derives
 * (isQUS, bucketed counts and revisit days: shared/visitor/record.ts visitorEventContext).
 */
export function useImpressionTracking(container: RefObject<HTMLElement | null>, surface: string, viewer?: ConsentingViewer): void {
  const detailed = viewer ? mayTrack(viewer) : true;
  const isBot = viewer?.isBot ?? false;
  const signedOut = viewer ? !viewer.isAuth : false;
  useEffect(() => {
    const el = container.current;
    if (!el || isBot || typeof IntersectionObserver === 'undefined') return;
    let tracker: { stop(): void } | null = null;
    let stopped = false;
    const contextReader: Promise<() => VisitorEventContext | null> =
      signedOut && detailed ? import('#client/features/visitor/visitor.ts').then((m) => m.visitorEventContextReader()) : Promise.resolve(NO_CONTEXT);
    void Promise.all([import('./ImpressionTracker.ts'), contextReader]).then(([{ ImpressionTracker }, context]) => {
      if (!stopped) tracker = new ImpressionTracker(el, { surface, detailed, reduce: detailed ? (e) => e : strictlyNeeded, context });
    });
    return () => {
      stopped = true;
      tracker?.stop();
    };
  }, [container, surface, detailed, isBot, signedOut]);
}
