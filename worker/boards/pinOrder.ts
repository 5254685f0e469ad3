// BoardPinOrderResource: the board owner puts one pin before another (or last), kept in D1 as each
// pin's board_position, higher first (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3).
// A move is one D1 statement that reads the places it needs itself, so concurrent moves
// apply one after another and every place stays unique on the board.
import * as api from '#shared/api/boards.ts';
import type { BoardId, PinId } from '#shared/ids.ts';
import { ApiError } from '#worker/api/errors.ts';
import { implement } from '#worker/api/implement.ts';
import { publicViewChanged } from '#worker/seo/botPageCache.ts';
import { ownBoard } from './access.ts';

const ON_BOARD = 'SELECT 1 AS x FROM pins WHERE id = ? AND board_id = ? AND deleted_at IS NULL';

/** Where the moved pin (?2 or ?3 below) stands on the board ?1. */
const PLACE = (pin: string) => `(SELECT board_position FROM pins WHERE id = ${pin} AND board_id = ?1)`;

/**
 * Puts `pinId` right before `beforeId` in the board's order, or last (null), in one statement; answers whether the order
 * changed. A pin already there (no live pin between it and its place) is not written, so the move changes no public page.
 */
async function movePin(db: D1Database, boardId: BoardId, pinId: PinId, beforeId: PinId | null): Promise<boolean> {
  if (beforeId === null) {
    const { results } = await db
      .prepare(
        `UPDATE pins SET board_position = (SELECT MIN(board_position) - 1 FROM pins WHERE board_id = ?1) WHERE id = ?2 AND board_id = ?1
            AND EXISTS (SELECT 1 FROM pins o WHERE o.board_id = ?1 AND o.id <> ?2 AND o.deleted_at IS NULL AND o.board_position <= ${PLACE('?2')})
          RETURNING id`,
      )
      .bind(boardId, pinId)
      .all();
    return results.length > 0;
  }
  // Everything above the target moves up one and the pin takes the freed place right above it; the target's place is read
  // once for the statement (it does not move), and so is whether the pin stands right above it already.
  const target = PLACE('?2');
  const already = `?2 = ?3 OR (${PLACE('?3')} > ${target} AND NOT EXISTS (SELECT 1 FROM pins o WHERE o.board_id = ?1 AND o.deleted_at IS NULL
      AND o.id NOT IN (?2, ?3) AND o.board_position > ${target} AND o.board_position < ${PLACE('?3')}))`;
  const { results } = await db
    .prepare(
      `UPDATE pins SET board_position = CASE WHEN id = ?3 THEN ${target} + 1 ELSE board_position + 1 END
        WHERE board_id = ?1 AND (id = ?3 OR board_position > ${target}) AND NOT (${already})
        RETURNING id`,
    )
    .bind(boardId, beforeId, pinId)
    .all();
  return results.length > 0;
}

export const BoardPinOrderResource = implement(api.BoardPinOrderResource, {
  update: async (c, o) => {
    const board = await ownBoard(c, o.board_id);
    const boardId = o.board_id;
    const named = o.before_pin_id === null ? [o.pin_id] : [o.pin_id, o.before_pin_id];
    const found = await c.env.DB.batch(named.map((pin) => c.env.DB.prepare(ON_BOARD).bind(pin, boardId)));
    if (found.some((r) => r.results.length === 0)) throw new ApiError('invalid', 'That pin is not on this board.');
    const changed = await movePin(c.env.DB, boardId, o.pin_id, o.before_pin_id);
    // The board's public page shows its pins in this order.
    await publicViewChanged(c, { page: board.url, boardPrivacy: [board.privacy, board.privacy], changed });
    return { data: { moved: true } };
  },
});
