// The click event types docs/rules/pin-card.md#calls-spec-000-7 lists without their meanings, each given one
// action of a person (our choice): the one table the client logs from, the events batch accepts
// and creator analytics count.

/** The event type each click is logged as (docs/rules/pin-card.md#calls-spec-000-7, "Click event types"). */
export const CLICK_EVENTS = {
  /** An outbound link opened from a card or the closeup (a pin's outbound clicks). */
  clickthrough: 8948,
  /** A pin's outside link opened with a right-click, logged when the person comes back to the page. */
  rightClickClickthrough: 12,
  /** A pin's closeup shown (a pin's closeups). */
  closeupOpen: 13,
  /** A touch held on a card until its menu opened. */
  longPress: 5,
  /** A Save button pressed. */
  saveClick: 102,
  /** A pin's share (send) flyout opened. */
  shareOpen: 7762,
  /** A pin's more (ellipsis) menu opened. */
  moreMenuOpen: 27,
  /** A pin hidden from a feed. */
  hide: 26,
  /** A carousel moved to its next slot. */
  carouselNext: 601,
  /** A carousel moved to its previous slot. */
  carouselPrevious: 602,
  /** The ad explanation closed. */
  adExplanationClose: 7761,
} as const;

export type ClickAction = keyof typeof CLICK_EVENTS;
