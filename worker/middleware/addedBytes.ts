// The one byte budget of the log and visitor rows callers add to D1 (docs/security.md#rate-limits-exact-and-per-location):
// every such door spends the row's size in UTF-8 bytes from `addedBytes` first (exact; a signed-out caller per client and
// person group, a member by the account), and past it the write is refused (429) and nothing is written.

import type { Context } from 'hono';
import { ADDED_ROW_OVERHEAD_BYTES } from '#shared/constants.ts';
import { utf8Bytes } from '#shared/text/utf8.ts';
import type { AppEnv } from '#worker/env.ts';
import { spendRateLimits } from './rateLimit.ts';

/** A row's size as D1 holds it: its text values in UTF-8 bytes, 8 for any other value, and the row's overhead. */
const rowBytes = (values: readonly unknown[]): number =>
  values.reduce<number>((sum, value) => sum + (typeof value === 'string' ? utf8Bytes(value) : 8), ADDED_ROW_OVERHEAD_BYTES);

/** Spends `bytes` the caller is about to add to D1 (a member from the account's budget), or throws the 429 refusal. */
async function spendAddedBytes(c: Context<AppEnv>, bytes: number): Promise<void> {
  await spendRateLimits(c, 'addedBytes', [['addedBytes', bytes]]);
}

/** The bytes of rows, each its bound values. */
const rowsBytes = (rows: readonly (readonly unknown[])[]): number => rows.reduce((sum, row) => sum + rowBytes(row), 0);

/** Spends the bytes of the rows (each its bound values) the caller is about to write, or throws the 429 refusal. */
export const spendAddedRows = (c: Context<AppEnv>, rows: readonly (readonly unknown[])[]): Promise<void> => spendAddedBytes(c, rowsBytes(rows));

/**
 * Spends the bytes of experience rows (experience_states, experience_triggers) before they are written: a signed-out caller's,
 * whose viewer keys a script mints freely; a member's are one per member and experience (members' data, deleted with the
 * account), so a member spends nothing for them.
 */
export async function spendExperienceRows(c: Context<AppEnv>, rows: readonly (readonly unknown[])[], extraBytes = 0): Promise<void> {
  if (c.get('viewer')?.id) return;
  await spendAddedBytes(c, rowsBytes(rows) + extraBytes);
}
