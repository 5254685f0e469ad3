// Each card is one or two Tab stops, its link and its Save (or its select button in bulk edit): the rest of its
// controls (the board button, the source, More options, topic chips, the footer's links) are reached with the
// arrow keys once focus is in the card, so tabbing through a grid takes two presses a pin, not eight. One rule for
// every control of every card, whichever part renders it; popovers opened from a card keep their own keys.
// Not in the first download: ./cardTabStopsArm.ts starts it once the first card has hydrated.

const CARD = '.pin-card';
/** A card's Tab stops. */
const STOPS = 'a.pin-card__image, [data-test-id="save-button"], .pin-card__select';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, [tabindex]';
/** Where the arrow keys belong to what has focus: a popover or dialog opened from the card, a menu, a field. */
const OWN_KEYS = '[popover], [role="dialog"], [role="menu"], input, select, textarea, video';
const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** A card's controls in document order (outside its popovers), the shown ones only when `shownOnly`. */
function controlsOf(card: Element, shownOnly: boolean): HTMLElement[] {
  return [...card.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[popover]') && (!shownOnly || (el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')),
  );
}

/** Takes a card's controls other than its Tab stops out of the Tab order. */
function cutStops(card: Element): void {
  for (const control of controlsOf(card, false)) if (!control.matches(STOPS) && control.tabIndex >= 0) control.tabIndex = -1;
}

/** Moves focus to the card's next or previous shown control with the arrow keys. */
function onKeyDown(event: KeyboardEvent): void {
  const from = event.target as HTMLElement;
  const step = STEP[event.key];
  const card = from.closest?.(CARD);
  if (!step || !card || event.altKey || event.ctrlKey || event.metaKey || from.closest(OWN_KEYS)) return;
  const controls = controlsOf(card, true);
  const at = controls.indexOf(from);
  const to = controls[at + step];
  if (at < 0 || !to) return;
  event.preventDefault();
  to.focus();
}

let started = false;

/** Applies the rule to every card on the page, and to every card or control added later (the grid pages on, a card's overlay arrives). */
export function startCardTabStops(): void {
  if (started) return;
  started = true;
  for (const card of document.querySelectorAll(CARD)) cutStops(card);
  new MutationObserver((records) => {
    const cards = new Set<Element>();
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : null;
      const inside = target?.closest(CARD);
      if (inside) cards.add(inside);
      else for (const node of record.addedNodes) if (node instanceof Element) for (const card of node.querySelectorAll(CARD)) cards.add(card);
    }
    for (const card of cards) cutStops(card);
  }).observe(document.body, { childList: true, subtree: true });
  document.addEventListener('keydown', onKeyDown);
}
