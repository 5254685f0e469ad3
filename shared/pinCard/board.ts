// Board rules the card needs (docs/rules/pin-card.md#display-rules-spec-000-5, docs/rules/pin-card.md#roles-spec-000-6): group boards, collaborators, board links.
import type { BoardSummary, Viewer } from '../types.ts';

/** docs/rules/pin-card.md#display-rules-spec-000-5: a group-board pin has collaborators or a collaborative board. */
export const isGroupBoardPin = (board: Pick<BoardSummary, 'collaboratorCount' | 'isCollaborative'>): boolean =>
  board.collaboratorCount > 0 || board.isCollaborative;

/** docs/rules/pin-card.md#roles-spec-000-6: a collaborator collaborates on the board, or owns a group board. */
export function isCollaborator(board: BoardSummary, viewer: Viewer): boolean {
  if (!viewer.isAuth) return false;
  return Boolean(board.collaboratedByMe) || (board.owner.entityId === viewer.id && isGroupBoardPin(board));
}

/** docs/rules/pin-card.md#display-rules-spec-000-5: protected boards never get a board link on the card. */
export const boardLink = (board: Pick<BoardSummary, 'privacy' | 'url'> | null): string | null => (board && board.privacy !== 'protected' ? board.url : null);

/** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: the quick-saves board is displayed as Profile. */
export const boardDisplayName = (board: Pick<BoardSummary, 'layout' | 'name'>): string => (board.layout === 'quick_saves' ? 'Profile' : board.name);
