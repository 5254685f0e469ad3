// docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 board actions "dismiss sensitivity screen" (a member's dismissal, one row, kept) and
// "disable more-ideas badge" (the owner's, on the board). A signed-out visitor's dismissals are the
// session cookie of shared/boards/sensitivity.ts, applied to the board as loaded here.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import * as api from '#shared/api/boards.ts';
import { dismissedBoards, SENSITIVITY_COOKIE } from '#shared/boards/sensitivity.ts';
import type { BoardDetail } from '#shared/types.ts';
import { implement } from '#worker/api/implement.ts';
import type { AppEnv } from '#worker/env.ts';
import { ownBoard, visibleBoard } from './access.ts';

export const BoardSensitivityScreenResource = implement(api.BoardSensitivityScreenResource, {
  create: async (c, o, me) => {
    const board = await visibleBoard(c, o.board_id);
    await c.env.DB.prepare('INSERT INTO board_sensitivity_dismissals (user_id, board_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
      .bind(me, o.board_id, Date.now())
      .run();
    return { data: { board_id: board.entityId, dismissed: true as const } };
  },
});

export const BoardMoreIdeasBadgeResource = implement(api.BoardMoreIdeasBadgeResource, {
  delete: async (c, o) => {
    const board = await ownBoard(c, o.board_id);
    await c.env.DB.prepare('UPDATE boards SET more_ideas_badge = 0 WHERE id = ?').bind(o.board_id).run();
    return { data: { board_id: board.entityId, moreIdeasBadge: false as const } };
  },
});

/** The board as a signed-out visitor sees it: without the screen when their session dismissed it. */
export function withVisitorDismissals(c: Context<AppEnv>, board: BoardDetail): BoardDetail {
  if (!board.sensitivityScreen || c.var.viewer.id !== null) return board;
  return dismissedBoards(getCookie(c, SENSITIVITY_COOKIE)).includes(board.entityId) ? { ...board, sensitivityScreen: false } : board;
}
