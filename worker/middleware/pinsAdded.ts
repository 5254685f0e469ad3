// The one daily bound of the pin rows a member adds (docs/security.md#rate-limits-exact-and-per-location): every door that
// inserts pins (a pin made, a save, a bulk or select-all copy, onboarding picks) spends the rows it may add from
// `pinsAdded` first, exact and by the account, and past it the write is refused (429) and nothing is written.
import type { Context } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { spendRateLimits } from './rateLimit.ts';

/** Spends `rows` pin rows the member is about to add, or throws the 429 refusal. */
export async function spendPinsAdded(c: Context<AppEnv>, rows: number): Promise<void> {
  if (rows > 0) await spendRateLimits(c, 'pinsAdded', [['pinsAdded', rows]]);
}
