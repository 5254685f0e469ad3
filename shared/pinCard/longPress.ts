// docs/rules/pin-card.md#constants-spec-000-9: a touch held 500 ms without moving a swipe's distance (10 px) is a long press; on a
// card it opens the card's menu (or, signed out, its upsell).
import { CARD_TIMING, SWIPE_MIN_DISTANCE_SQUARED } from '../constants.ts';

export function isLongPress(heldMs: number, movedSquared: number): boolean {
  return heldMs >= CARD_TIMING.longPress && movedSquared < SWIPE_MIN_DISTANCE_SQUARED;
}
