// Carousel rules on the card (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#constants-spec-000-9): swipes, arrows and the scroll arrows.
import { CAROUSEL_SCROLL, SWIPE_MIN_DISTANCE_SQUARED } from '../constants.ts';

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: a left swipe advances unless at the last slot; a right swipe goes back above 0. */
export function swipe(index: number, slotCount: number, direction: 'left' | 'right'): number {
  if (direction === 'left') return index < slotCount - 1 ? index + 1 : index;
  return index > 0 ? index - 1 : index;
}

/** docs/rules/pin-card.md#constants-spec-000-9: a touch is a swipe only past 10 px (distance squared 100); its direction by dx. */
export function swipeDirection(dx: number, dy: number): 'left' | 'right' | null {
  if (dx * dx + dy * dy < SWIPE_MIN_DISTANCE_SQUARED || Math.abs(dx) < Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: the previous arrow shows when index > 0, the next when index < slots - 1. */
export const carouselArrows = (index: number, slotCount: number): { previous: boolean; next: boolean } => ({
  previous: index > 0,
  next: index < slotCount - 1,
});

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: scroll arrows past a 4 px threshold at either end. */
export function scrollArrows(scrollLeft: number, scrollWidth: number, clientWidth: number): { left: boolean; right: boolean } {
  return {
    left: scrollLeft > CAROUSEL_SCROLL.threshold,
    right: scrollWidth - clientWidth - scrollLeft > CAROUSEL_SCROLL.threshold,
  };
}

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: a scroll arrow moves by half of the visible width. */
export const scrollStep = (clientWidth: number, direction: 'left' | 'right'): number =>
  (direction === 'left' ? -1 : 1) * clientWidth * CAROUSEL_SCROLL.stepFraction;

/**
 * Where a scroll arrow takes the strip: a step on from where it is, and all the way to an end nearer than the
 * arrows' 4 px threshold, so no sliver is left that no arrow offers to scroll (a half step of an odd width,
 * rounded to whole pixels, would stop a pixel short of the start).
 */
export function scrollTarget(scrollLeft: number, scrollWidth: number, clientWidth: number, direction: 'left' | 'right'): number {
  const end = Math.max(0, scrollWidth - clientWidth);
  const to = scrollLeft + scrollStep(clientWidth, direction);
  if (to <= CAROUSEL_SCROLL.threshold) return 0;
  if (to >= end - CAROUSEL_SCROLL.threshold) return end;
  return to;
}
