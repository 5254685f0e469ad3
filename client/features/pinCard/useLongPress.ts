// docs/rules/pin-card.md#constants-spec-000-9: a card's touches may be long presses. Whether the finger is still down where it
// started is followed here from the touch's first event; what a held press does (longPress.ts) loads on the
// first touch, so on a slow phone, where it comes after the finger has lifted, a finished tap is never taken for a press.
import { type RefObject, useEffect } from 'react';
import { SWIPE_MIN_DISTANCE_SQUARED } from '#shared/constants.ts';

const ENDS = ['pointermove', 'pointerup', 'pointercancel'] as const;

/** From `down` on: whether its finger is still down and has not moved a swipe's distance (10 px). */
function followFinger(down: PointerEvent): () => boolean {
  let held = true;
  const end = (e: PointerEvent) => {
    if (e.pointerId !== down.pointerId) return;
    if (e.type === 'pointermove' && (e.clientX - down.clientX) ** 2 + (e.clientY - down.clientY) ** 2 < SWIPE_MIN_DISTANCE_SQUARED) return;
    held = false;
    for (const type of ENDS) window.removeEventListener(type, end, true);
  };
  for (const type of ENDS) window.addEventListener(type, end, true);
  return () => held;
}

/** `shown`: whether the card (not its hidden note) is rendered, so the listener follows the element. */
export function useLongPress(root: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onDown = (e: PointerEvent) => {
      if (e.pointerType !== 'touch' || !e.isPrimary) return;
      const held = followFinger(e);
      void import('./longPress.ts').then((m) => m.followPress(el, e, held));
    };
    el.addEventListener('pointerdown', onDown);
    return () => el.removeEventListener('pointerdown', onDown);
  }, [root, shown]);
}
