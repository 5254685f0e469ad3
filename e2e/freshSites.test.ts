// Every run's sites start from the seeded demo as it was loaded (e2e/seededDemo.ts): no member, session or
// message, board or pin an earlier run made is there, whatever ran before on this machine; only what this run's files made.
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, inject, it } from 'vitest';
import { localD1File } from '../scripts/demo/sqliteDirect.ts';
import { SEEDED_STATE, sql } from './localState.ts';

/** Rows of the seeded demo, read from its SQLite file: no site serves it, so nothing writes it meanwhile. */
function seededRows<T>(query: string): T[] {
  const db = new DatabaseSync(localD1File(join(SEEDED_STATE, 'v3')), { readOnly: true });
  try {
    return db
      .prepare(query)
      .all()
      .map((row) => ({ ...row }) as T);
  } finally {
    db.close();
  }
}

/** Tables the e2e files write to (sign-ups, sign-ins, messages, boards and pins), each with its key. */
const ROWS = [
  ['users', 'username'],
  ['sessions', 'id'],
  ['conversation_messages', 'id'],
  ['boards', 'id'],
  ['pins', 'id'],
] as const;

/**
 * A member made by this run whom a test dated back to make established (joined long ago: the phone tab bar's height,
 * e2e/experiences.test.ts and others) keeps every session of theirs from this run: an older run's member would have
 * older sessions, or none.
 */
const DATED_BACK = (copiedAt: number) =>
  `EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = users.id) AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = users.id AND s.created_at < ${copiedAt})`;

/**
 * A message made by this run that a test dated back (e2e/inboxChat.test.ts: "2 h", "Yesterday") names the moment it
 * was written in its text (its tag's Date.now()): an older run's message would name an older moment.
 */
const writtenThisRun = (text: unknown, copiedAt: number) => [...String(text ?? '').matchAll(/\b(\d{13})\b/g)].some((m) => Number(m[1]) >= copiedAt);

it('starts from the seeded demo: every row the seed does not have was made by this run (docs/performance.md: Test suite)', () => {
  const copiedAt = inject('sitesCopiedAt');
  for (const [table, key] of ROWS) {
    const seeded = new Set(seededRows<{ key: string }>(`SELECT ${key} AS key FROM ${table}`).map((r) => r.key));
    const madeNow = table === 'users' ? ` AND NOT (${DATED_BACK(copiedAt)})` : '';
    const text = table === 'conversation_messages' ? ', text' : '';
    const older = sql<{ key: string; created_at: number; text?: string }>(
      `SELECT ${key} AS key, created_at${text} FROM ${table} WHERE created_at < ${copiedAt}${madeNow}`,
    ).filter((r) => !seeded.has(r.key) && !(text && writtenThisRun(r.text, copiedAt)));
    expect(older, `${table} rows from before this run`).toEqual([]);
  }
});
