// What a held press on a card presses, and what it leaves alone (docs/rules/pin-card.md#constants-spec-000-9): shared by
// the always-loaded hook (useLongPress.ts) and the press code it loads (longPress.ts).

/** The card's ellipsis (or, signed out, its upsell), which a held press presses. */
export const MORE_BUTTON = '[data-test-id="pin-menu-button"], [data-test-id="pin-more-upsell"]';

/** A press on these is theirs, not the card's: its ellipsis, and the menu sheet or picker it opened (drawn inside the card). */
export const NOT_THE_CARD = `${MORE_BUTTON}, .top-layer`;
