// The card's hover off-delay (docs/rules/pin-card.md#constants-spec-000-9): active at once on enter, inactive 120 ms after leaving.

import { CARD_TIMING } from '../constants.ts';

export interface HoverTimer {
  /** The pointer (or keyboard focus) enters: active at once, a pending leave forgotten. */
  enter: () => void;
  /** It leaves: inactive after the off-delay, unless it enters again first. */
  leave: () => void;
  /** Forgets a pending leave (the card goes away). */
  cancel: () => void;
}

/** A hover timer telling `set` when the card turns active or inactive. */
export function hoverTimer(set: (active: boolean) => void): HoverTimer {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    enter: () => {
      cancel();
      set(true);
    },
    leave: () => {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        set(false);
      }, CARD_TIMING.hoverOffDelay);
    },
    cancel,
  };
}
