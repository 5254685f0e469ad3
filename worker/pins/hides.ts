// Pins a viewer hid (spec 000 §4): SQL for hiding and unhiding, in one place.

/** Hides a pin for a user; false when the pin does not exist or is removed. Hiding twice is one hide. */
export async function hidePinForUser(db: D1Database, userId: string, pinId: number, now: number): Promise<boolean> {
  const result = await db
    .prepare(`INSERT INTO pin_hides (user_id, pin_id, created_at)
              SELECT ?1, id, ?3 FROM pins WHERE id = ?2 AND deleted_at IS NULL
              ON CONFLICT (user_id, pin_id) DO NOTHING`)
    .bind(Number(userId), pinId, now)
    .run();
  if (result.meta.changes > 0) return true;
  return (await db.prepare('SELECT 1 AS found FROM pins WHERE id = ? AND deleted_at IS NULL').bind(pinId).first()) !== null;
}

/** Undoes a hide; unhiding a pin that was not hidden changes nothing. */
export async function unhidePinForUser(db: D1Database, userId: string, pinId: number): Promise<void> {
  await db.prepare('DELETE FROM pin_hides WHERE user_id = ? AND pin_id = ?').bind(Number(userId), pinId).run();
}
