// Finding 5 (account enumeration): the email lookup of the sign-up form is limited per client,
// and sign-in does the same hashing work, with the same answer, whether or not the account
// exists (or has a password at all); a reset request answers alike either way.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '#shared/constants.ts';
import { signUp } from '../accountHelpers.ts';
import { request } from '../helpers.ts';
import { callFrom, freshIp, snapshotD1 } from './helpers.ts';

afterEach(() => vi.restoreAllMocks());

/** How many PBKDF2 derivations one sign-in attempt runs. */
async function derivationsOf(login: string, password: string): Promise<{ count: number; status: number; message: string | undefined }> {
  const derive = vi.spyOn(crypto.subtle, 'deriveBits');
  const r = await callFrom('UserSessionResource', 'create', { username_or_email: login, password });
  const count = derive.mock.calls.filter(([algorithm]) => (algorithm as { name?: string }).name === 'PBKDF2').length;
  derive.mockRestore();
  return { count, status: r.status, message: r.error?.message };
}

describe('sign-in takes the same work whether or not the account exists (security: Account enumeration)', () => {
  it('runs one PBKDF2 derivation with the full iterations and answers the same for every kind of wrong login', async () => {
    const account = await signUp('enum');
    await env.DB.prepare(
      "INSERT INTO users (username, email, full_name, created_at) VALUES ('nopassword_enum', 'nopassword_enum@example.com', 'No Password', 0)",
    ).run();
    const cases = [
      ['an existing username, wrong password', account.username, 'wrong-password'],
      ['an existing email, wrong password', `${account.username}@example.com`, 'wrong-password'],
      ['a username nobody has', 'no_such_user_enum', 'wrong-password'],
      ['an email nobody has', 'no-such-user@example.com', 'wrong-password'],
      ['an account without a password', 'nopassword_enum', 'wrong-password'],
    ] as const;
    const before = await snapshotD1();
    const answers = [];
    for (const [, login, password] of cases) answers.push(await derivationsOf(login, password));
    for (const answer of answers) expect(answer).toEqual({ count: 1, status: 401, message: answers[0].message });
    expect(await snapshotD1()).toEqual(before);
  });

  it('derives with the same iteration count for a missing account as for a real one', async () => {
    const account = await signUp('iters');
    const seen: number[] = [];
    const original = crypto.subtle.deriveBits.bind(crypto.subtle);
    vi.spyOn(crypto.subtle, 'deriveBits').mockImplementation((algorithm, key, length) => {
      seen.push((algorithm as Pbkdf2Params).iterations);
      return original(algorithm, key, length);
    });
    await callFrom('UserSessionResource', 'create', { username_or_email: account.username, password: 'wrong-password' });
    await callFrom('UserSessionResource', 'create', { username_or_email: 'missing_iters', password: 'wrong-password' });
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });
});

describe('the email lookup is limited per client (security: Account enumeration)', () => {
  it.each([
    ['one IPv4 address', () => '198.51.100.77'],
    [
      'ever new addresses of one IPv6 /64',
      (() => {
        let n = 0;
        return () => `2001:db8:feed:1::${(++n).toString(16)}`;
      })(),
    ],
  ])('answers 429 after the limit from %s, without saying whether the email exists', async (_what, address) => {
    for (let i = 0; i < RATE_LIMITS.emailLookup.limit; i++) {
      const ok = await request(`/v3/register/exists/?email=probe${i}%40example.com`, { headers: { 'cf-connecting-ip': address() } });
      expect(ok.status).toBe(200);
    }
    const refused = await request('/v3/register/exists/?email=demo%40example.com', { headers: { 'cf-connecting-ip': address() } });
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { resource_response: { data: unknown; error: { code: string } } };
    expect(body.resource_response.data).toBeNull();
    expect(body.resource_response.error.code).toBe('rate_limited');
  });
});

describe('a reset request answers alike for known and unknown emails (security: Account enumeration)', () => {
  it('answers the same body, writes a token only for the real account, and nothing else changes', async () => {
    const account = await signUp('resetenum');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const before = await snapshotD1();
    const unknown = await callFrom('PasswordResetResource', 'create', { email: 'nobody-resetenum@example.com' }, { ip: freshIp() });
    expect(await snapshotD1()).toEqual(before);
    const known = await callFrom('PasswordResetResource', 'create', { email: `${account.username}@example.com` }, { ip: freshIp() });
    expect([unknown.status, unknown.data]).toEqual([known.status, known.data]);
  });
});
