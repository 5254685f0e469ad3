// Registers a view attribution source when a promoted pin is first seen (docs/rules/experiences.md#calls-spec-001-7: "for Pin and
// pinImpressions views"): once per card, when half of it is on screen, with marketing consent.
import { type RefObject, useEffect } from 'react';
import { mayTrackMarketing } from '#shared/consent.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import type { Viewer } from '#shared/types.ts';
import { registerAttributionSource } from './registerSource.ts';

/** Half visible counts as seen, like the impression thresholds' middle step. */
const SEEN_RATIO = 0.5;

/** Watches `target` and registers one view source for a promoted pin the viewer may be measured on. */
export function usePromotedViewSource(target: RefObject<HTMLElement | null>, pin: CardPin, viewer: Viewer): void {
  const eligible = Boolean(pin.isPromoted) && mayTrackMarketing(viewer);
  useEffect(() => {
    const el = target.current;
    if (!eligible || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting && e.intersectionRatio >= SEEN_RATIO)) return;
        observer.disconnect();
        registerAttributionSource(pin, 'view');
      },
      { threshold: SEEN_RATIO },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [target, pin, eligible]);
}
