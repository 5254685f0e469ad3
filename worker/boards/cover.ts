// docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 board action "cover image update": the owner picks one of the board's live pins as
// its cover (kept while that pin stays on the board), or null to go back to the newest pin.
import type { BoardId, PinId } from '#shared/ids.ts';
import { invalid } from '#worker/api/errors.ts';
import { recountBoard } from './boardData.ts';

/** Sets (or clears) a board's chosen cover, answering whether it changed; 400 when the pin is not a live pin of this board. */
export async function chooseCover(db: D1Database, boardId: BoardId, pinId: PinId | null): Promise<boolean> {
  if (pinId !== null) {
    const pin = await db.prepare('SELECT 1 AS ok FROM pins WHERE id = ? AND board_id = ? AND deleted_at IS NULL').bind(pinId, boardId).first();
    if (!pin) throw invalid('The cover must be a Pin on this board.');
  }
  const [chosen] = await db.batch([
    db.prepare('UPDATE boards SET cover_chosen_pin_id = ?1 WHERE id = ?2 AND cover_chosen_pin_id IS NOT ?1 RETURNING id').bind(pinId, boardId),
    recountBoard(db, boardId),
  ]);
  return chosen.results.length > 0;
}
