// Each card is one or two Tab stops, its link and its Save (or its select button in bulk edit): the rest of its
// controls (the board button, the source, More options, topic chips, the footer's links) are reached with the
// arrow keys once focus is in the card, so tabbing through a grid takes two presses a pin, not eight. One rule for
// every control a card holds, whichever part renders it; popovers opened from the card keep their own keys.
import { type RefObject, useEffect } from 'react';

/** The card's Tab stops. */
const STOPS = 'a.pin-card__image, [data-test-id="save-button"], .pin-card__select';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, [tabindex]';
/** Where the arrow keys belong to what has focus: a popover or dialog opened from the card, a menu, a field. */
const OWN_KEYS = '[popover], [role="dialog"], [role="menu"], input, select, textarea, video';
const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp']);

/** The card's controls in document order (outside its popovers), the shown ones only when `shownOnly`. */
function controlsOf(card: HTMLElement, shownOnly: boolean): HTMLElement[] {
  return [...card.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[popover]') && (!shownOnly || (el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')),
  );
}

/**
 * Keeps a card's controls other than its Tab stops out of the Tab order, and moves focus through them with the arrow
 * keys. `shown`: changes whenever the card's root element is another one (a hidden card's note, then the card again).
 */
export function useCardTabStops(card: RefObject<HTMLElement | null>, shown: unknown): void {
  useEffect(() => {
    const el = card.current;
    if (!el) return;
    const apply = () => {
      for (const control of controlsOf(el, false)) if (!control.matches(STOPS) && control.tabIndex >= 0) control.tabIndex = -1;
    };
    apply();
    // The hover overlay, the menu button and the chips arrive after the card (on focus or hover).
    const observer = new MutationObserver(apply);
    observer.observe(el, { childList: true, subtree: true });
    const onKeyDown = (event: KeyboardEvent) => {
      const from = event.target as HTMLElement;
      if ((!NEXT.has(event.key) && !PREVIOUS.has(event.key)) || event.altKey || event.ctrlKey || event.metaKey || from.closest(OWN_KEYS)) return;
      const controls = controlsOf(el, true);
      const at = controls.indexOf(from);
      const to = controls[at + (NEXT.has(event.key) ? 1 : -1)];
      if (at < 0 || !to) return;
      event.preventDefault();
      to.focus();
    };
    el.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      el.removeEventListener('keydown', onKeyDown);
    };
  }, [card, shown]);
}
