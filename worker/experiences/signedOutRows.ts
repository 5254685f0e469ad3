// Signed-out visitors' experience rows expire (docs/security.md#rate-limits-exact-and-per-location): the scheduled handler
// deletes experience_states and experience_triggers rows of `anon:` viewer keys older than SIGNED_OUT_EXPERIENCE_ROWS.maxAgeMs.
import { SIGNED_OUT_EXPERIENCE_ROWS as ROWS } from '#shared/constants.ts';

/** The `anon:` viewer keys as a range of the primary key and index (viewerKey in ./states.ts), so no other row is read. */
const ANON = `viewer_key >= 'anon:' AND viewer_key < 'anon;'`;

/** A state row's last record: the latest of its times (a view keeps its first time, so a state lasts maxAgeMs from it). */
const LAST = 'max(coalesce(viewed_at, 0), coalesce(completed_at, 0), coalesce(dismissed_at, 0), coalesce(triggered_at, 0))';

const STATES = `DELETE FROM experience_states WHERE (viewer_key, placement_id, experience_id) IN (
  SELECT viewer_key, placement_id, experience_id FROM experience_states WHERE ${ANON} AND ${LAST} < ?1 LIMIT ?2)`;

const TRIGGERS = `DELETE FROM experience_triggers WHERE id IN (
  SELECT id FROM experience_triggers WHERE ${ANON} AND created_at < ?1 LIMIT ?2)`;

/**
 * Deletes the signed-out visitors' experience rows older than the stated age, `ROWS.batch` of each table per D1 batch, until
 * none is left or `ROWS.batches` batches are spent (the rest go in the next run); answers how many rows it deleted.
 */
export async function expireSignedOutRows(db: D1Database, now: number): Promise<number> {
  const before = now - ROWS.maxAgeMs;
  let deleted = 0;
  for (let round = 0; round < ROWS.batches; round++) {
    const [states, triggers] = await db.batch([db.prepare(STATES).bind(before, ROWS.batch), db.prepare(TRIGGERS).bind(before, ROWS.batch)]);
    deleted += states.meta.changes + triggers.meta.changes;
    if (states.meta.changes < ROWS.batch && triggers.meta.changes < ROWS.batch) break;
  }
  return deleted;
}
