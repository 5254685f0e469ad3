// docs/rules/pin-card.md#constants-spec-000-9: a card's touches may be long presses. Whether the finger is still down is
// followed here from the touch's first event (a finger that moves to scroll ends in pointercancel); what a held press does
// (longPress.ts) loads on the first touch. On a slow phone it may come after the finger has lifted: a finished tap is then
// never taken for a press, and a finished press (held its 500 ms, not moved a swipe's 10 px) is never lost — its ending
// click is not the card's, and the menu opens when the code comes.
import { type RefObject, useEffect } from 'react';
import { isLongPress } from '#shared/pinCard/longPress.ts';
import { NOT_THE_CARD } from './cardPressTargets.ts';

/** How long the click ending a finished press may take to come, before a later tap is the card's again. */
const ENDING_CLICK_MS = 800;

/** `shown`: whether the card (not its hidden note) is rendered, so the listener follows the element. */
export function useLongPress(root: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onDown = (down: PointerEvent) => {
      if (down.pointerType !== 'touch' || !down.isPrimary || (down.target as Element).closest(NOT_THE_CARD)) return;
      let held = true;
      let pressed = false;
      let arrived = false;
      let moved = 0;
      const move = (e: PointerEvent) => {
        if (e.pointerId === down.pointerId) moved = Math.max(moved, (e.clientX - down.clientX) ** 2 + (e.clientY - down.clientY) ** 2);
      };
      const swallow = (e: Event) => {
        e.preventDefault();
        e.stopPropagation();
        el.removeEventListener('click', swallow, true);
      };
      const lift = (e: PointerEvent) => {
        if (e.pointerId !== down.pointerId) return;
        held = false;
        removeEventListener('pointermove', move, true);
        removeEventListener('pointerup', lift, true);
        removeEventListener('pointercancel', lift, true);
        if (arrived || e.type !== 'pointerup' || !isLongPress(e.timeStamp - down.timeStamp, moved)) return;
        pressed = true;
        el.addEventListener('click', swallow, true);
        setTimeout(() => el.removeEventListener('click', swallow, true), ENDING_CLICK_MS);
      };
      addEventListener('pointermove', move, true);
      addEventListener('pointerup', lift, true);
      addEventListener('pointercancel', lift, true);
      void import('./longPress.ts').then((m) => {
        arrived = true;
        m.followPress(
          el,
          down,
          () => held,
          () => pressed,
        );
      });
    };
    el.addEventListener('pointerdown', onDown);
    return () => el.removeEventListener('pointerdown', onDown);
  }, [root, shown]);
}
