// Who may do what with a board, as the resources answer it: see (else 404), save to (else 403),
// edit (else 403). The rules themselves are worker/visibility.ts's (docs/rules/closeup-and-visitors.md#entities-spec-002-3).
import type { Context } from 'hono';
import type { BoardId, SectionId } from '#shared/ids.ts';
import type { BoardDetail } from '#shared/types.ts';
import { ApiError } from '#worker/api/errors.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import type { AppEnv } from '#worker/env.ts';
import { refuseIfBlockedIn } from '#worker/users/blocks.ts';
import { readBoard, readSection } from './boardData.ts';

/** The board if the viewer may see it, else 404 (a secret board does not exist for others). */
export async function visibleBoard(c: Context<AppEnv>, boardId: BoardId): Promise<BoardDetail> {
  const board = await readBoard(c.env.DB, boardId, viewerUserId(c.var.viewer));
  if (!board) throw new ApiError('not_found', 'This board does not exist.');
  return board;
}

/** The board if the viewer may save to it; 404 when they cannot see it, 403 when only viewing. */
export async function saveableBoard(c: Context<AppEnv>, boardId: BoardId): Promise<BoardDetail> {
  const board = await visibleBoard(c, boardId);
  if (!board.canSave) throw new ApiError('forbidden', 'You can only save to your own boards or boards you collaborate on.');
  const me = viewerUserId(c.var.viewer);
  if (me) await refuseIfBlockedIn(c.env.DB, me, { boards: [boardId] });
  return board;
}

/** The board if the viewer owns it; 404 when they cannot see it, 403 otherwise. */
export async function ownBoard(c: Context<AppEnv>, boardId: BoardId): Promise<BoardDetail> {
  const board = await visibleBoard(c, boardId);
  if (!board.isOwner) throw new ApiError('forbidden', 'Only the owner of this board can change it.');
  return board;
}

/** The section a save or move names, when it is on the target board; a 400 otherwise (null: none named). */
export async function sectionOnBoard(
  db: D1Database,
  sectionId: SectionId | null | undefined,
  boardId: BoardId,
): Promise<{ id: SectionId; name: string } | null> {
  if (!sectionId) return null;
  const section = await readSection(db, sectionId);
  if (!section || section.boardId !== boardId) throw new ApiError('invalid', 'That section is not on this board.');
  return { id: section.id, name: section.name };
}
