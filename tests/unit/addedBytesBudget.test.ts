// What one signed-out person (or one account) can hold in D1, computed from the constants themselves (docs/security.md, rate limits: exact and
// per-location): the byte bucket, its window, the ages of the rows it pays for and the reset requests' bucket; and what the
// accounts one person makes in a span hold (`accountsMade`).
import { describe, expect, it } from 'vitest';
import { accountsBytesHeld, addedBytesHeld } from '#shared/addedBytesBudget.ts';
import { ADDED_BYTES_PERSON_BUDGET, RATE_LIMITS, type RateLimitRule, SIGNED_OUT_LOG_ROWS } from '#shared/constants.ts';
import { CLIENT_LOG_RETENTION_DAYS } from '#shared/experiences/clientLog.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('one signed-out person holds a bounded number of bytes (security: rate limits: exact and per-location)', () => {
  it('the byte bucket over the longest row age, plus reset requests, stays within the stated budget per person (security: rate limits: exact and per-location)', () => {
    const held = addedBytesHeld();
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThanOrEqual(ADDED_BYTES_PERSON_BUDGET);
    // docs/security.md states the budget as 100 MB per person.
    expect(ADDED_BYTES_PERSON_BUDGET).toBe(100 * 1000 ** 2);
  });

  it('the bound follows the constants: a longer age or a bigger bucket counts, whichever table it is (security: rate limits: exact and per-location)', () => {
    const bytes = RATE_LIMITS.addedBytes;
    const longest = Math.max(SIGNED_OUT_LOG_ROWS.share_opens, SIGNED_OUT_LOG_ROWS.offsite_clickthroughs, CLIENT_LOG_RETENTION_DAYS * DAY_MS);
    expect(addedBytesHeld()).toBeGreaterThanOrEqual(bytes.limit * (longest / (bytes.windowSeconds * 1000) + 1));
  });

  it('the byte bucket is exact across locations, counts each person group, and a member by the account (security: rate limits: exact and per-location)', () => {
    const rule: RateLimitRule = RATE_LIMITS.addedBytes;
    // An edge bucket would count per data centre, multiplying the bound by the locations a client reaches.
    expect(rule.edge).toBeUndefined();
    expect(rule.perPerson).toBe(true);
    // The rows are the same whoever writes them: a member pays too, from the account's own budget.
    expect(rule.signedOutOnly).toBeUndefined();
    expect(rule.memberByAccount).toBe(true);
  });

  it('the accounts one /48 makes in 30 days hold at most 4 GB, and what a quarter of sign-ups adds grows by months, not days (security: rate limits: exact and per-location)', () => {
    const made: RateLimitRule = RATE_LIMITS.accountsMade;
    // Exact across locations, per client and person group whether or not the caller is signed in, and shut when unreachable.
    expect(made.edge).toBeUndefined();
    expect(made.perPerson).toBe(true);
    expect(made.asVisitor).toBe(true);
    expect(made.failClosed).toBe(true);
    expect(made.windowSeconds).toBe(30 * 86_400);
    // docs/security.md: 20 accounts a month; two windows meet in 30 days, so 40 accounts of 91 MB each.
    expect(accountsBytesHeld(30)).toBe(40 * 91 * 1000 ** 2);
    expect(accountsBytesHeld(30)).toBeLessThanOrEqual(4 * 1000 ** 3);
    // Ninety days of sign-ups (as long as a row lives): 80 accounts, under D1's 10 GB.
    expect(accountsBytesHeld(90)).toBeLessThan(10 * 1000 ** 3);
  });
});
