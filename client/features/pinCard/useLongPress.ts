// docs/rules/pin-card.md#constants-spec-000-9: a card's touches may be long presses. Whether the finger is still down is
// followed here from the touch's first event (a finger that moves to scroll ends in pointercancel); what a held press does
// (longPress.ts) loads on the first touch, so on a slow phone, where it comes after the finger has lifted, a finished tap
// is never taken for a press.
import { type RefObject, useEffect } from 'react';

/** `shown`: whether the card (not its hidden note) is rendered, so the listener follows the element. */
export function useLongPress(root: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onDown = (down: PointerEvent) => {
      if (down.pointerType !== 'touch' || !down.isPrimary) return;
      let held = true;
      const lift = (e: PointerEvent) => {
        if (e.pointerId !== down.pointerId) return;
        held = false;
        removeEventListener('pointerup', lift, true);
        removeEventListener('pointercancel', lift, true);
      };
      addEventListener('pointerup', lift, true);
      addEventListener('pointercancel', lift, true);
      void import('./longPress.ts').then((m) => m.followPress(el, down, () => held));
    };
    el.addEventListener('pointerdown', onDown);
    return () => el.removeEventListener('pointerdown', onDown);
  }, [root, shown]);
}
