// Rows signed-out calls add expire (docs/security.md#rate-limits-exact-and-per-location): the scheduled handler deletes
// experience_states and experience_triggers rows of `anon:` viewer keys older than SIGNED_OUT_EXPERIENCE_ROWS.maxAgeMs, and
// every row of the log tables (offsite_clickthroughs, experience_clickthroughs, share_opens, password_resets) older than
// SIGNED_OUT_LOG_ROWS; and every `sessions` row expired or revoked ENDED_SESSION_ROWS_MS ago (docs/security.md#deleted-means-deleted).
import { ENDED_SESSION_ROWS_MS, SIGNED_OUT_LOG_ROWS as LOGS, SIGNED_OUT_EXPERIENCE_ROWS as ROWS } from '#shared/constants.ts';

/** The `anon:` viewer keys as a range of the primary key and index (viewerKey in ./states.ts), so no other row is read. */
const ANON = `viewer_key >= 'anon:' AND viewer_key < 'anon;'`;

/** A state row's last record: the latest of its times (a view keeps its first time, so a state lasts maxAgeMs from it). */
const LAST = 'max(coalesce(viewed_at, 0), coalesce(completed_at, 0), coalesce(dismissed_at, 0), coalesce(triggered_at, 0))';

/** Each statement deletes at most ?2 rows older than ?1, with its age: the oldest first, by an index on its time. */
const EXPIRING: readonly { sql: string; maxAgeMs: number }[] = [
  {
    sql: `DELETE FROM experience_states WHERE (viewer_key, placement_id, experience_id) IN (
  SELECT viewer_key, placement_id, experience_id FROM experience_states WHERE ${ANON} AND ${LAST} < ?1 LIMIT ?2)`,
    maxAgeMs: ROWS.maxAgeMs,
  },
  {
    sql: `DELETE FROM experience_triggers WHERE id IN (SELECT id FROM experience_triggers WHERE ${ANON} AND created_at < ?1 LIMIT ?2)`,
    maxAgeMs: ROWS.maxAgeMs,
  },
  {
    sql: 'DELETE FROM offsite_clickthroughs WHERE id IN (SELECT id FROM offsite_clickthroughs WHERE created_at < ?1 ORDER BY created_at LIMIT ?2)',
    maxAgeMs: LOGS.offsite_clickthroughs,
  },
  {
    sql: 'DELETE FROM experience_clickthroughs WHERE id IN (SELECT id FROM experience_clickthroughs WHERE created_at < ?1 ORDER BY created_at LIMIT ?2)',
    maxAgeMs: LOGS.experience_clickthroughs,
  },
  {
    sql: `DELETE FROM share_opens WHERE (share_id, visitor) IN (
  SELECT share_id, visitor FROM share_opens WHERE opened_at < ?1 ORDER BY opened_at LIMIT ?2)`,
    maxAgeMs: LOGS.share_opens,
  },
  {
    sql: 'DELETE FROM password_resets WHERE id IN (SELECT id FROM password_resets WHERE created_at < ?1 ORDER BY created_at LIMIT ?2)',
    maxAgeMs: LOGS.password_resets,
  },
  {
    sql: 'DELETE FROM sessions WHERE id IN (SELECT id FROM sessions WHERE expires_at < ?1 ORDER BY expires_at LIMIT ?2)',
    maxAgeMs: ENDED_SESSION_ROWS_MS,
  },
  {
    sql: 'DELETE FROM sessions WHERE id IN (SELECT id FROM sessions WHERE revoked_at < ?1 ORDER BY revoked_at LIMIT ?2)',
    maxAgeMs: ENDED_SESSION_ROWS_MS,
  },
];

/**
 * Deletes the signed-out visitors' rows older than their stated age, `ROWS.batch` of each table per D1 batch, until none is
 * left or `ROWS.batches` batches are spent (the rest go in the next run); answers how many rows it deleted.
 */
export async function expireSignedOutRows(db: D1Database, now: number): Promise<number> {
  let deleted = 0;
  for (let round = 0; round < ROWS.batches; round++) {
    const results = await db.batch(EXPIRING.map(({ sql, maxAgeMs }) => db.prepare(sql).bind(now - maxAgeMs, ROWS.batch)));
    deleted += results.reduce((sum, result) => sum + result.meta.changes, 0);
    if (results.every((result) => result.meta.changes < ROWS.batch)) break;
  }
  return deleted;
}
