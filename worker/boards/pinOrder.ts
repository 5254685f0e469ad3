// BoardPinOrderResource: the board owner puts one pin before another (or last), kept in D1 as each
// pin's board_position, higher first (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3).
// A move is one D1 batch that reads the places it needs inside the batch, so concurrent moves
// apply one after another and every place stays unique on the board.
import * as api from '#shared/api/boards.ts';
import { ApiError } from '#worker/api/errors.ts';
import { implement } from '#worker/api/implement.ts';
import { publicViewChanged } from '#worker/seo/botPageCache.ts';
import { ownBoard } from './access.ts';

const ON_BOARD = 'SELECT 1 AS x FROM pins WHERE id = ? AND board_id = ? AND deleted_at IS NULL';

/** Puts `pinId` right before `beforeId` in the board's order, or last (null); one batch. */
async function movePin(db: D1Database, boardId: number, pinId: number, beforeId: number | null): Promise<void> {
  if (beforeId === null) {
    await db
      .prepare('UPDATE pins SET board_position = (SELECT MIN(board_position) - 1 FROM pins WHERE board_id = ?1) WHERE id = ?2 AND board_id = ?1')
      .bind(boardId, pinId)
      .run();
    return;
  }
  // Everything above the target moves up one, then the pin takes the freed place right above it.
  const target = '(SELECT board_position FROM pins WHERE id = ?2 AND board_id = ?1)';
  await db.batch([
    db
      .prepare(`UPDATE pins SET board_position = board_position + 1 WHERE board_id = ?1 AND id <> ?3 AND board_position > ${target}`)
      .bind(boardId, beforeId, pinId),
    db.prepare(`UPDATE pins SET board_position = ${target} + 1 WHERE id = ?3 AND board_id = ?1`).bind(boardId, beforeId, pinId),
  ]);
}

export const BoardPinOrderResource = implement(api.BoardPinOrderResource, {
  update: async (c, o) => {
    const board = await ownBoard(c, o.board_id);
    const boardId = o.board_id;
    const named = o.before_pin_id === null ? [o.pin_id] : [o.pin_id, o.before_pin_id];
    const found = await c.env.DB.batch(named.map((pin) => c.env.DB.prepare(ON_BOARD).bind(pin, boardId)));
    if (found.some((r) => r.results.length === 0)) throw new ApiError('invalid', 'That pin is not on this board.');
    await movePin(c.env.DB, boardId, o.pin_id, o.before_pin_id);
    // The board's public page shows its pins in this order.
    await publicViewChanged(c, { page: board.url, boardPrivacy: [board.privacy, board.privacy] });
    return { data: { moved: true } };
  },
});
