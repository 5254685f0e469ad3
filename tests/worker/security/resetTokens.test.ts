// Finding 8 (reset tokens outlive a password change): any password change — by a reset link or in
// the settings — and an email change end every reset token issued before it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signUp } from '../accountHelpers.ts';
import { openMailbox } from '../mailbox.ts';
import { callFrom, snapshotD1 } from './helpers.ts';

afterEach(() => vi.restoreAllMocks());

/** Asks for a reset link for an account and answers the token the mail to it carries. */
async function resetToken(email: string): Promise<string> {
  const mailbox = openMailbox();
  const r = await callFrom('PasswordResetResource', 'create', { email });
  expect(r.status).toBe(200);
  const token = mailbox.resetToken(email);
  mailbox.restore();
  return token;
}

const redeem = (token: string, password = 'another good password vqzk') => callFrom('PasswordResetResource', 'update', { token, password });

/** Asserts a stale token is refused with the expired message and changes nothing. */
async function expectRefused(token: string) {
  const before = await snapshotD1();
  const r = await redeem(token, 'an attacker password vqzk');
  expect(r.status).toBe(400);
  expect(r.error?.message).toBe('This reset link has expired or was already used. Please ask for a new one.');
  expect(r.response.headers.get('set-cookie') ?? '').not.toContain('__Host-pb_session=');
  expect(await snapshotD1()).toEqual(before);
}

describe('a password change ends every outstanding reset token (security: Sessions)', () => {
  it('refuses the other tokens once one token is used', async () => {
    const account = await signUp('tokens');
    const email = `${account.username}@example.com`;
    const [first, second, third] = [await resetToken(email), await resetToken(email), await resetToken(email)];
    expect((await redeem(second)).status).toBe(200);
    await expectRefused(first);
    await expectRefused(third);
    await expectRefused(second);
  });

  it('refuses tokens issued before the password was changed in the settings', async () => {
    const account = await signUp('settingsreset');
    const email = `${account.username}@example.com`;
    const stale = await resetToken(email);
    const change = await callFrom(
      'UserAccountResource',
      'update',
      { current_password: 'correct horse battery vqzk', new_password: 'a brand new password vqzk' },
      { cookie: account.cookie },
    );
    expect(change.status).toBe(200);
    await expectRefused(stale);
  });

  it('refuses tokens mailed to the old address once the email is changed', async () => {
    const account = await signUp('emailreset');
    const stale = await resetToken(`${account.username}@example.com`);
    const change = await callFrom(
      'UserAccountResource',
      'update',
      { current_password: 'correct horse battery vqzk', email: `${account.username}.new@example.com` },
      { cookie: account.cookie },
    );
    expect(change.status).toBe(200);
    await expectRefused(stale);
  });

  it('still honours a token issued after the change', async () => {
    const account = await signUp('freshreset');
    const email = `${account.username}@example.com`;
    expect((await redeem(await resetToken(email))).status).toBe(200);
    expect((await redeem(await resetToken(email), 'yet another password vqzk')).status).toBe(200);
  });
});
