// What a card's save button says after a save (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4 "Saved text on a card", §9 limits).
import { CARD_TIMING, SAVE_TIMING, TEXT_LIMITS } from '#shared/constants.ts';

/** The board a pin was saved to, as the save answer names it. */
export interface SavedBoard {
  name: string;
  layout: 'default' | 'quick_saves';
}

/** Cuts a name to the overlay limit (22 characters), ending in an ellipsis when cut. */
export function overlayName(name: string, limit: number = TEXT_LIMITS.overlayName): string {
  const chars = [...name.trim()];
  return chars.length <= limit
    ? chars.join('')
    : `${chars
        .slice(0, limit - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * The saved label `elapsedMs` after a save: "Saved!" first, then after 950 ms the board name
 * (or "Saved to Profile" for a boardless or quick save). Where a board button beside Save already names the board
 * (`namedBeside`, a desktop card's inline control) Save settles on "Saved": the card says the name once.
 */
export function savedLabel(board: SavedBoard | null, elapsedMs: number, namedBeside = false): string {
  if (elapsedMs < SAVE_TIMING.savedNameDelay) return 'Saved!';
  if (namedBeside) return 'Saved';
  if (!board || board.layout === 'quick_saves') return 'Saved to Profile';
  return overlayName(board.name);
}

/** A pin shows as newly saved only if it was not saved when the card first rendered. */
export function showsNewlySaved(savedAtFirstRender: boolean, savedNow: boolean): boolean {
  return savedNow && !savedAtFirstRender;
}

/** docs/rules/pin-card.md#constants-spec-000-9: the saved animation runs 1 s for a new save, 0.12 s when the pin was already on that board. */
export function savedAnimationMs(createdNow: boolean): number {
  return createdNow ? CARD_TIMING.savedAnimation : CARD_TIMING.savedAnimationShort;
}
