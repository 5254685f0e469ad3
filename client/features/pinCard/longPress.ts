// docs/rules/pin-card.md#constants-spec-000-9: a touch held 500 ms on a card (without moving a swipe's 10 px) opens the card's
// menu, or signed out its upsell, by pressing the card's own ellipsis button. The click that ends
// the press and the browser's own long-press menu are then swallowed, so the card's link is not
// followed and the menu stays open. Loaded on a card's first touch (useLongPress), so pages without
// touches never download it; useLongPress says whether the finger is still down, which on a slow phone
// it may no longer be when this arrives, and whether the press was already whole by then (it then opens the menu).

import { logClick } from '#client/features/events/logClick.ts';
import { CARD_TIMING } from '#shared/constants.ts';
import { isLongPress } from '#shared/pinCard/longPress.ts';
import { MORE_BUTTON, NOT_THE_CARD } from './cardPressTargets.ts';

/** Presses the card's ellipsis, as a held press does, and logs it. */
function openMenu(el: HTMLElement): boolean {
  const button = el.querySelector<HTMLButtonElement>(MORE_BUTTON);
  if (!button) return false;
  button.click();
  if (el.dataset.pinId) logClick('longPress', el.dataset.pinId);
  return true;
}

/**
 * Follows one touch press that began with `down` on the card `el`; `stillDown`: whether its finger is still down;
 * `finished`: whether it was already a whole press before this code came (useLongPress swallowed its ending click).
 */
export function followPress(el: HTMLElement, down: PointerEvent, stillDown: () => boolean, finished: () => boolean): void {
  if ((down.target as Element).closest(NOT_THE_CARD)) return;
  if (!stillDown()) {
    if (finished()) openMenu(el);
    return;
  }
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
      if (!stillDown() || !openMenu(el)) return stop();
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
