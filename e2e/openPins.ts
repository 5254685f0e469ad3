// Pins a test picks from its site's D1 by the product's own rule of who may see a pin (worker/visibility.ts): earlier
// files on the same site save, hide and block, so a pick by id alone can land on a pin of a secret board (a 404).
import { pinVisibleTo } from '../worker/visibility.ts';
import { sql } from './localState.ts';

/** A member's id, for the rule (which takes literal ids only). */
function userId(username: string): string {
  const [user] = sql<{ id: number }>(`SELECT id FROM users WHERE username = '${username}'`);
  if (!user) throw new Error(`no demo user ${username}`);
  return String(user.id);
}

/**
 * An image pin of someone else's that everyone may open, `username` too (no secret board, no block either way),
 * original and not an ad, that `username` never saved (a save removed since included): its closeup offers Save.
 * `where`: more conditions on the pin `p`; `newest`: the newest such pin, else the oldest.
 * @example const pinId = unsavedPin('demo', { newest: true });
 */
export function unsavedPin(username: string, options: { where?: string; newest?: boolean } = {}): string {
  const id = userId(username);
  const [pin] = sql<{ id: number }>(
    `SELECT p.id FROM pins p LEFT JOIN boards b ON b.id = p.board_id
      WHERE p.kind = 'image' AND p.origin_pin_id IS NULL AND p.is_promoted = 0 AND p.promoter_id IS NULL AND p.pinner_id <> ${id}
        AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: null })} AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: id })}
        AND p.id NOT IN (SELECT origin_pin_id FROM pins WHERE pinner_id = ${id} AND origin_pin_id IS NOT NULL)
        ${options.where ? `AND ${options.where}` : ''}
      ORDER BY p.id ${options.newest ? 'DESC' : 'ASC'} LIMIT 1`,
  );
  if (!pin) throw new Error(`no image pin left that everyone may open and ${username} never saved`);
  return String(pin.id);
}

/**
 * Of the card pin ids a page shows, those whose pin (by its root, as a save counts it: worker/save/saveData.ts)
 * `username` has on none of their boards: a card may look unsaved while its root is saved through another copy.
 */
export function notSavedBy(username: string, cardIds: string[]): string[] {
  const ids = cardIds.filter((id) => /^\d+$/.test(id));
  if (!ids.length) return [];
  const saved = new Set(
    sql<{ id: number }>(
      `SELECT c.id FROM pins c JOIN pins s ON COALESCE(s.origin_pin_id, s.id) = COALESCE(c.origin_pin_id, c.id)
        JOIN boards b ON b.id = s.board_id
        WHERE c.id IN (${ids.join(',')}) AND s.deleted_at IS NULL AND b.owner_id = ${userId(username)}`,
    ).map((r) => String(r.id)),
  );
  return ids.filter((id) => !saved.has(id));
}
