// Pins a viewer hid (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): SQL for hiding and unhiding, in one place.
import type { PinId, UserId } from '#shared/ids.ts';
import { pinVisibleTo } from '#worker/visibility.ts';

const VISIBLE_PIN = `SELECT p.id FROM pins p LEFT JOIN boards b ON b.id = p.board_id WHERE p.id = ?2 AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: '?1' })}`;

/** Hides a pin for a user; false when the pin is removed or not theirs to see. Hiding twice is one hide. */
export async function hidePinForUser(db: D1Database, userId: UserId, pinId: PinId, now: number): Promise<boolean> {
  const result = await db
    .prepare(`INSERT INTO pin_hides (user_id, pin_id, created_at)
              SELECT ?1, id, ?3 FROM (${VISIBLE_PIN}) WHERE true
              ON CONFLICT (user_id, pin_id) DO NOTHING`)
    .bind(userId, pinId, now)
    .run();
  if (result.meta.changes > 0) return true;
  return (await db.prepare(VISIBLE_PIN).bind(userId, pinId).first()) !== null;
}

/** Undoes a hide; unhiding a pin that was not hidden changes nothing. */
export async function unhidePinForUser(db: D1Database, userId: UserId, pinId: PinId): Promise<void> {
  await db.prepare('DELETE FROM pin_hides WHERE user_id = ? AND pin_id = ?').bind(userId, pinId).run();
}
