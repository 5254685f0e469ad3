// Share links and their opens (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2 utm_pai): every SQL statement reading or writing
// share_links and share_opens (migration 0017).
import { SIGNED_OUT_LOG_ROWS } from '#shared/constants.ts';
import type { PinId, UserId } from '#shared/ids.ts';
import { toHex } from '#worker/lib/hex.ts';

/** The sharer's link id for a pin: the existing one, else a new random one (the pair is unique, so a race keeps one). */
export async function ensureShareLink(db: D1Database, sharer: UserId, pinId: PinId, now = Date.now()): Promise<string> {
  const id = toHex(crypto.getRandomValues(new Uint8Array(8)));
  const [, existing] = await db.batch<{ id: string }>([
    db.prepare('INSERT OR IGNORE INTO share_links (id, sharer_id, pin_id, created_at) VALUES (?, ?, ?, ?)').bind(id, sharer, pinId, now),
    db.prepare('SELECT id FROM share_links WHERE sharer_id = ? AND pin_id = ?').bind(sharer, pinId),
  ]);
  return existing.results[0].id;
}

/** The sharer of a share link, or null for an unknown id. */
export async function shareSharer(db: D1Database, shareId: string): Promise<UserId | null> {
  const row = await db.prepare('SELECT sharer_id FROM share_links WHERE id = ?').bind(shareId).first<{ sharer_id: UserId }>();
  return row ? row.sharer_id : null;
}

/** Records that `visitor` opened the share link; true when it is their first open of it (one statement, so atomic). */
export async function recordShareOpen(db: D1Database, shareId: string, visitor: string, now = Date.now()): Promise<boolean> {
  const result = await db.prepare('INSERT OR IGNORE INTO share_opens (share_id, visitor, opened_at) VALUES (?, ?, ?)').bind(shareId, visitor, now).run();
  return result.meta.changes === 1;
}

/**
 * How many different people opened any pin the member shared, in the last SIGNED_OUT_LOG_ROWS.share_opens (the scheduled run
 * deletes older opens: docs/security.md#rate-limits-exact-and-per-location).
 */
export async function sharePeople(db: D1Database, sharer: UserId, now = Date.now()): Promise<number> {
  const row = await db
    .prepare(
      'SELECT COUNT(DISTINCT so.visitor) AS n FROM share_links sl JOIN share_opens so ON so.share_id = sl.id WHERE sl.sharer_id = ? AND so.opened_at >= ?',
    )
    .bind(sharer, now - SIGNED_OUT_LOG_ROWS.share_opens)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
