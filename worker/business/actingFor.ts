// Calls made on behalf of a business account (`orbac_subject_id`, docs/rules/closeup-and-visitors.md#calls-spec-002-7):
// the account the call acts as, the member themself when none is named; a 403 when they may not act for it.
import type { Context } from 'hono';
import type { UserId } from '#shared/ids.ts';
import { ApiError } from '#worker/api/errors.ts';
import type { AppEnv } from '#worker/env.ts';
import { accountActedFor } from './adAccounts.ts';

/**
 * Who a call acts as: `me`, or the named subject when the member is its admin and neither blocks the other
 * (`accountActedFor`); otherwise 403 and nothing is done.
 */
export async function actingAs(c: Context<AppEnv>, me: UserId, subjectId: UserId | undefined): Promise<{ id: UserId; username: string | null }> {
  if (subjectId === undefined || subjectId === me) return { id: me, username: c.var.viewer.username };
  const account = await accountActedFor(c.env.DB, me, subjectId);
  if (!account) throw new ApiError('forbidden', 'You can only act for a business account you manage as its admin.');
  return account;
}
