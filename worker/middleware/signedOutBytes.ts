// The one byte budget of what signed-out calls add to D1 (docs/security.md#rate-limits-exact-and-per-location): every door
// that writes a row for a signed-out caller spends the row's size in UTF-8 bytes from `signedOutBytes` first (exact, per
// client and person group), and past it the write is refused (429) and nothing is written.

import type { Context } from 'hono';
import { SIGNED_OUT_ROW_OVERHEAD_BYTES } from '#shared/constants.ts';
import { utf8Bytes } from '#shared/text/utf8.ts';
import type { AppEnv } from '#worker/env.ts';
import { spendRateLimits } from './rateLimit.ts';

/** A row's size as D1 holds it: its text values in UTF-8 bytes, 8 for any other value, and the row's overhead. */
export const rowBytes = (values: readonly unknown[]): number =>
  values.reduce<number>((sum, value) => sum + (typeof value === 'string' ? utf8Bytes(value) : 8), SIGNED_OUT_ROW_OVERHEAD_BYTES);

/** Spends `bytes` a signed-out caller is about to add to D1 (a member spends nothing), or throws the 429 refusal. */
export async function spendSignedOutBytes(c: Context<AppEnv>, bytes: number): Promise<void> {
  await spendRateLimits(c, 'signedOutBytes', [['signedOutBytes', bytes]]);
}

/** Spends the bytes of the rows (each its bound values) a signed-out caller is about to write, or throws the 429 refusal. */
export const spendSignedOutRows = (c: Context<AppEnv>, rows: readonly (readonly unknown[])[]): Promise<void> =>
  spendSignedOutBytes(
    c,
    rows.reduce((sum, row) => sum + rowBytes(row), 0),
  );
