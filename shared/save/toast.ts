// The save toast (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4 "Save flow", docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 "Save toast"): its text, its buttons'
// link, how long it stays and when it may appear.

import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { SAVE_TIMING } from '#shared/constants.ts';
import { ME_PATH } from '#shared/paths.ts';
import { boardLink } from '#shared/pinCard/board.ts';
import type { SavedToBoard } from '#shared/types.ts';
import { alreadyThereText } from './alreadyThere.ts';
import type { SavedBoard } from './savedText.ts';

export interface SaveToastInput {
  board: SavedBoard | null;
  section?: { name: string } | null;
  /** False when the Pin was already there: the save changed nothing, and the toast says so (./alreadyThere.ts). */
  created?: boolean;
}

/** "Saved to {board}", "Saved to {section} in {board}" or "Saved to Profile"; "This Pin is already on …" when it was. */
export function saveToastText({ board, section, created = true }: SaveToastInput): string {
  if (!created) return alreadyThereText(1, { board, section });
  if (!board || board.layout === 'quick_saves') return 'Saved to Profile';
  return section ? `Saved to ${section.name} in ${board.name}` : `Saved to ${board.name}`;
}

/**
 * Where a "saved to" link leads (the saved overlay's, the repin editor's): /me/ after a quick save, else the board
 * unless it may not be linked (null). Here, not in ./savedTo.ts, so the repin editor does not split the save button's chunk.
 */
export const savedToHref = (board: Pick<SavedToBoard, 'layout' | 'privacy' | 'url'>): string | null =>
  board.layout === 'quick_saves' ? ME_PATH : boardLink(board);

/** Where the toast's Change and Organize buttons lead: the repin editor of the new pin. */
export function saveToastEditUrl(newPinId: string, boardId: string, originalPinId: string): string {
  const q = new URLSearchParams({ isEditingPin: 'true', pinBoardId: boardId, isFromToast: 'true', originalPinId });
  return `/pin/${encodeURIComponent(newPinId)}/repin/?${q}`;
}

/**
 * How long a toast stays before it starts its 200 ms fade: the card's saved toast 5000 ms (docs/rules/pin-card.md
 * §4), any other toast the default 2000 ms (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, docs/rules/closeup-and-visitors.md#constants-spec-002-9).
 */
export function toastDuration(kind: 'saved' | 'message'): number {
  return kind === 'saved' ? SAVE_TIMING.saveToast : SAVE_TIMING.toastDefault;
}

/**
 * docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: the saved toast's icon animates (700 ms after it appears) except for a repin to an
 * existing board; a quick save to the profile or a save to a board with no pins before (one just
 * created in the picker) animates.
 */
export function toastAnimatesIcon(board: { pinCount?: number } | null): boolean {
  return board === null || board.pinCount === 0;
}

/** The confirmation waits 2500 ms while the repin animation runs, else appears at once. */
export function toastDelay(repinAnimationRunning: boolean): number {
  return repinAnimationRunning ? SAVE_TIMING.repinConfirmationDelay : 0;
}

/** The save error texts of docs/rules/pin-card.md#errors-and-messages-spec-000-8. */
export const SAVE_ERRORS = {
  generic: SERVER_ERROR_MESSAGE,
  delete: 'Sorry! There was an error deleting your Pin.',
  deleted: 'Pin deleted!',
} as const;

/** The toast text of a failed save: the server's message, else the generic one (docs/rules/pin-card.md#errors-and-messages-spec-000-8). */
export function saveErrorText(message: string | null | undefined): string {
  return message?.trim() ? message.trim() : SAVE_ERRORS.generic;
}
