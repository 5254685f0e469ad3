import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#shared/constants.ts';
import { signUp } from '../accountHelpers.ts';
import { callFrom, freshIp } from './helpers.ts';

describe('sign-in: limits per account across spellings that never lock the owner out (closeup-and-visitors: Roles)', () => {
  const signIn = (login: string, password: string, ip = freshIp()) => callFrom('UserSessionResource', 'create', { username_or_email: login, password }, { ip });

  it('refuses attempts once the account limit is spent whichever spelling they use (docs/security.md#classes-of-attack-and-where-they-are-stopped)', async () => {
    const account = await signUp('slowed');
    const spellings = [account.username, `${account.username}@example.com`, account.username.toUpperCase()];
    for (let i = 0; i < RATE_LIMITS.signInAccount.limit; i++) expect((await signIn(spellings[i % 3], `wrong-guess-${i}`)).status).toBe(401);
    expect((await signIn(spellings[1], 'wrong-guess-x')).status).toBe(429);
    // Guessers cannot lock the owner out for good: on a known device or by a reset link they get in (security/signInGuessing).
  });

  it('refuses one address guessing one account under any spelling, but not the owner elsewhere', async () => {
    const account = await signUp('perclient');
    const guesser = freshIp();
    const spellings = [account.username, `${account.username}@EXAMPLE.com`];
    for (let i = 0; i < RATE_LIMITS.signInAccountClient.limit; i++) {
      expect((await signIn(spellings[i % 2], `wrong-guess-${i}`, guesser)).status).toBe(401);
    }
    const refused = await signIn(account.username, 'correct horse battery vqzk', guesser);
    expect(refused.status).toBe(429);
    expect((await signIn(`${account.username}@example.com`, 'correct horse battery vqzk')).status).toBe(200);
  });
});
