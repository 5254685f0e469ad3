// What one person (an IPv4 address, an IPv6 /48) or one account can hold in D1 through the doors of the byte budget, computed
// from the constants themselves (docs/security.md#rate-limits-exact-and-per-location): the byte bucket over the longest age a row it pays for lives,
// plus the reset requests, which their own exact bucket bounds; and what the accounts one person makes hold, which
// `accountsMade` bounds.

import { ADDED_ROW_OVERHEAD_BYTES, RATE_LIMITS, SIGNED_OUT_EXPERIENCE_ROWS, SIGNED_OUT_LOG_ROWS } from './constants.ts';
import { CLIENT_LOG_RETENTION_DAYS } from './experiences/clientLog.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long each table whose rows spend `addedBytes` keeps a row (ms): the scheduled run's ages, client_logs' retention. */
const SIGNED_OUT_ROW_AGES_MS = {
  offsite_clickthroughs: SIGNED_OUT_LOG_ROWS.offsite_clickthroughs,
  experience_clickthroughs: SIGNED_OUT_LOG_ROWS.experience_clickthroughs,
  share_opens: SIGNED_OUT_LOG_ROWS.share_opens,
  experience_rows: SIGNED_OUT_EXPERIENCE_ROWS.maxAgeMs,
  client_logs: CLIENT_LOG_RETENTION_DAYS * DAY_MS,
} as const;

/** A reset request's row: its hashed token (64 hex characters), the member, two times, and the row's overhead. */
const RESET_ROW_BYTES = ADDED_ROW_OVERHEAD_BYTES + 64 + 3 * 8;

/** The most one budget (a person's, or an account's) holds in logged rows: the byte bucket over the longest row age. */
function loggedBytesHeld(): number {
  const bytes = RATE_LIMITS.addedBytes;
  const longest = Math.max(...Object.values(SIGNED_OUT_ROW_AGES_MS));
  return bytes.limit * (Math.ceil(longest / (bytes.windowSeconds * 1000)) + 1);
}

/**
 * The most one person holds at once: every live row was written within the longest age, which fixed windows of the byte bucket
 * cover at most age / window + 1 times; a reset request (no `addedBytes`: a member's way back in is never refused for logs)
 * adds its row at most `passwordReset` times a window over its age.
 */
export function addedBytesHeld(): number {
  const resets = RATE_LIMITS.passwordReset;
  const resetRows = resets.limit * (Math.ceil(SIGNED_OUT_LOG_ROWS.password_resets / (resets.windowSeconds * 1000)) + 1);
  return loggedBytesHeld() + resetRows * RESET_ROW_BYTES;
}

/**
 * The most the accounts one person makes over `days` days hold at once: fixed windows of `accountsMade` cover that span at
 * most days / window + 1 times, and each account has the byte bucket of its own (`memberByAccount`).
 */
export function accountsBytesHeld(days: number): number {
  const made = RATE_LIMITS.accountsMade;
  const accounts = made.limit * (Math.ceil((days * DAY_MS) / (made.windowSeconds * 1000)) + 1);
  return accounts * loggedBytesHeld();
}
