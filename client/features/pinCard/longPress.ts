// docs/rules/pin-card.md#constants-spec-000-9: a touch held 500 ms on a card (without moving a swipe's 10 px) opens the card's
// menu, or signed out its upsell, by pressing the card's own ellipsis button. The click that ends
// the press and the browser's own long-press menu are then swallowed, so the card's link is not
// followed and the menu stays open. Loaded on a card's first touch (useLongPress), so pages without
// touches never download it; useLongPress says whether the finger is still down, which on a slow phone
// it may no longer be when this arrives.

import { logClick } from '#client/features/events/logClick.ts';
import { CARD_TIMING } from '#shared/constants.ts';
import { isLongPress } from '#shared/pinCard/longPress.ts';

const MORE_BUTTON = '[data-test-id="pin-menu-button"], [data-test-id="pin-more-upsell"]';

/** A press on these is theirs, not the card's: its ellipsis, and the menu sheet or picker it opened (drawn inside the card). */
const NOT_THE_CARD = `${MORE_BUTTON}, .top-layer`;

/** Follows one touch press that began with `down` on the card `el`; `stillDown`: whether its finger is still down. */
export function followPress(el: HTMLElement, down: PointerEvent, stillDown: () => boolean): void {
  if (!stillDown() || (down.target as Element).closest(NOT_THE_CARD)) return;
  let fired = false;
  const start = { x: down.clientX, y: down.clientY };
  const held = performance.now() - down.timeStamp;
  const stop = () => {
    clearTimeout(timer);
    el.removeEventListener('pointermove', onMove);
    el.removeEventListener('pointerup', stop);
    el.removeEventListener('pointercancel', stop);
    // The click ending a fired press comes at once; never swallow a later tap.
    if (fired) setTimeout(done, 800);
    else done();
  };
  const done = () => {
    el.removeEventListener('click', swallow, true);
    el.removeEventListener('contextmenu', swallow, true);
  };
  const onMove = (e: PointerEvent) => {
    if (!isLongPress(CARD_TIMING.longPress, (e.clientX - start.x) ** 2 + (e.clientY - start.y) ** 2)) stop();
  };
  const swallow = (e: Event) => {
    if (e.type === 'contextmenu') e.preventDefault();
    if (!fired) return;
    e.preventDefault();
    e.stopPropagation();
    if (e.type === 'click') done();
  };
  const timer = setTimeout(
    () => {
      const button = el.querySelector<HTMLButtonElement>(MORE_BUTTON);
      if (!button || !stillDown()) return stop();
      button.click();
      if (el.dataset.pinId) logClick('longPress', el.dataset.pinId);
      fired = true; // after the button's own click, so only the click ending the press is swallowed
    },
    Math.max(0, CARD_TIMING.longPress - held),
  );
  el.addEventListener('pointermove', onMove);
  el.addEventListener('pointerup', stop);
  el.addEventListener('pointercancel', stop);
  el.addEventListener('click', swallow, true);
  el.addEventListener('contextmenu', swallow, true);
}
