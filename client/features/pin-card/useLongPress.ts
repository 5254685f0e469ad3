// Spec 000 §9: a touch held 500 ms on a card (without moving a swipe's 10 px) opens the card's
// menu, or signed out its upsell, by pressing the card's own ellipsis button. The click that ends
// the press and the browser's own long-press menu are then swallowed, so the card's link is not
// followed and the menu stays open.
import { type RefObject, useEffect } from 'react';
import { CARD_TIMING } from '#shared/constants.ts';
import { isLongPress } from '#shared/pinCard/menu.ts';

const MORE_BUTTON = '[data-test-id="pin-menu-button"], [data-test-id="pin-more-upsell"]';

/** `shown`: whether the card (not its hidden note) is rendered, so the listeners follow the element. */
export function useLongPress(root: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let start: { x: number; y: number; t: number } | null = null;
    let fired = false;
    const cancel = () => {
      clearTimeout(timer);
      start = null;
    };
    const onDown = (e: PointerEvent) => {
      if (e.pointerType !== 'touch' || (e.target as Element).closest(MORE_BUTTON)) return;
      fired = false;
      start = { x: e.clientX, y: e.clientY, t: e.timeStamp };
      timer = setTimeout(() => {
        const button = el.querySelector<HTMLButtonElement>(MORE_BUTTON);
        if (!button) return;
        button.click();
        fired = true; // after the button's own click, so only the click ending the press is swallowed
      }, CARD_TIMING.longPress);
    };
    const onMove = (e: PointerEvent) => {
      if (!start) return;
      const moved = (e.clientX - start.x) ** 2 + (e.clientY - start.y) ** 2;
      if (!isLongPress(CARD_TIMING.longPress, moved)) cancel();
    };
    const swallow = (e: Event) => {
      // The browser's own long-press menu never opens over a card being pressed by touch.
      if (e.type === 'contextmenu' && start) return e.preventDefault();
      if (!fired) return;
      e.preventDefault();
      e.stopPropagation();
      if (e.type === 'click') fired = false;
    };
    el.addEventListener('pointerdown', onDown);
    el.addEventListener('pointermove', onMove);
    el.addEventListener('pointerup', cancel);
    el.addEventListener('pointercancel', cancel);
    el.addEventListener('click', swallow, true);
    el.addEventListener('contextmenu', swallow, true);
    return () => {
      cancel();
      el.removeEventListener('pointerdown', onDown);
      el.removeEventListener('pointermove', onMove);
      el.removeEventListener('pointerup', cancel);
      el.removeEventListener('pointercancel', cancel);
      el.removeEventListener('click', swallow, true);
      el.removeEventListener('contextmenu', swallow, true);
    };
  }, [root, shown]);
}
