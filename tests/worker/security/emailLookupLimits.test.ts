import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#shared/constants.ts';
import { signUp } from '../accountHelpers.ts';
import { request } from '../helpers.ts';
import { freshIp } from './helpers.ts';

describe('GET /v3/register/exists/: limited per email too (closeup-and-visitors: Calls)', () => {
  it('refuses lookups of one email from rotating addresses once its limit is spent, any spelling', async () => {
    const account = await signUp('probe');
    const email = `${account.username}@example.com`;
    const lookup = (e: string) => request(`/v3/register/exists/?email=${encodeURIComponent(e)}`, { headers: { 'cf-connecting-ip': freshIp() } });
    // The sign-up naming the email spent one of its lookups.
    for (let i = 1; i < RATE_LIMITS.emailLookupAccount.limit; i++) expect((await lookup(email)).status).toBe(200);
    expect((await lookup(` ${email.toUpperCase()}`)).status).toBe(429);
  });
});
