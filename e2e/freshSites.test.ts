// Every run's sites start from the seeded demo as it was loaded (e2e/seededDemo.ts): no member, session or
// message, board or pin an earlier run made is there, whatever ran before on this machine; only what this run's files made.
import { expect, inject, it } from 'vitest';
import { d1Query } from '../scripts/lib/localD1.ts';
import { SEEDED_STATE, sql } from './localState.ts';

/** Tables the e2e files write to (sign-ups, sign-ins, messages, boards and pins), each with its key. */
const ROWS = [
  ['users', 'username'],
  ['sessions', 'id'],
  ['conversation_messages', 'id'],
  ['boards', 'id'],
  ['pins', 'id'],
] as const;

it('starts from the seeded demo: every row the seed does not have was made by this run', () => {
  const copiedAt = inject('sitesCopiedAt');
  for (const [table, key] of ROWS) {
    const seeded = new Set(d1Query<{ key: string }>(SEEDED_STATE, `SELECT ${key} AS key FROM ${table}`).map((r) => r.key));
    const older = sql<{ key: string; created_at: number }>(`SELECT ${key} AS key, created_at FROM ${table} WHERE created_at < ${copiedAt}`).filter(
      (r) => !seeded.has(r.key),
    );
    expect(older, `${table} rows from before this run`).toEqual([]);
  }
});
