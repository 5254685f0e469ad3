// The saved overlay after a save (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): "Saved to {board}" linking to the board,
// or "Saved to Profile" linking to /me/ after a quick save (no board or the quick-saves board). Its board name is
// the saved title under the card's image (our reading of the spec's "lego-style saved title"): cut at 20.
// A protected board is named but never linked (docs/rules/pin-card.md#display-rules-spec-000-5, ./toast.ts savedToHref).
import { TEXT_LIMITS } from '#shared/constants.ts';
import { boardDisplayName } from '#shared/pinCard/board.ts';
import type { BoardSummary, SavedToBoard, SaveResult } from '#shared/types.ts';
import { overlayName } from './savedText.ts';
import { savedToHref } from './toast.ts';

/** The board of a save answer, from the board saved to (the worker's answer and a save known at first render). */
export const savedToBoard = (board: Pick<BoardSummary, 'entityId' | 'url' | 'name' | 'layout' | 'privacy'>): SavedToBoard => ({
  id: board.entityId,
  url: board.url,
  name: board.name,
  layout: board.layout,
  privacy: board.privacy,
});

export function savedToLink(result: Pick<SaveResult, 'board'>): { text: string; href: string | null } {
  const text = result.board.layout === 'quick_saves' ? boardDisplayName(result.board) : overlayName(result.board.name, TEXT_LIMITS.legoSavedTitle);
  return { text, href: savedToHref(result.board) };
}
