// docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: board favourites, which the FAVORITED and FAVORITED_AND_CREATED_BY_ME view filters
// read. A member may favourite a board they may save to (own or collaborate on).
import * as api from '#shared/api/boards.ts';
import { type BoardId, formatId, type UserId } from '#shared/ids.ts';
import { implement } from '#worker/api/implement.ts';
import { saveableBoard } from './access.ts';

export const BoardFavoriteResource = implement(api.BoardFavoriteResource, {
  create: async (c, o, me) => {
    await saveableBoard(c, o.board_id);
    await c.env.DB.prepare('INSERT INTO board_favorites (user_id, board_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
      .bind(me, o.board_id, Date.now())
      .run();
    return { data: { board_id: formatId(o.board_id), favorited: true as const } };
  },
  delete: async (c, o, me) => {
    await saveableBoard(c, o.board_id);
    await c.env.DB.prepare('DELETE FROM board_favorites WHERE user_id = ? AND board_id = ?').bind(me, o.board_id).run();
    return { data: { board_id: formatId(o.board_id), favorited: false as const } };
  },
});

/** The ids among `boardIds` that `userId` favourited. */
export async function favoritedAmong(db: D1Database, userId: UserId, boardIds: BoardId[]): Promise<Set<BoardId>> {
  if (!boardIds.length) return new Set();
  const { results } = await db
    .prepare('SELECT board_id FROM board_favorites WHERE user_id = ? AND board_id IN (SELECT value FROM json_each(?))')
    .bind(userId, JSON.stringify(boardIds))
    .all<{ board_id: BoardId }>();
  return new Set(results.map((r) => r.board_id));
}
