// Passwords people guess (docs/security.md#classes-of-attack-and-where-they-are-stopped): one rule on every path that sets
// a password (sign-up, a reset link, the settings), against the breached list the build ships in the
// static assets, with the same "not your email or username" check; a refusal changes nothing and a
// reset token survives it. Seeded demo accounts keep their demo-password (set directly, not by a path).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '#worker/users/password.ts';
import { signUp } from '../accountHelpers.ts';
import { openMailbox } from '../mailbox.ts';
import { callFrom, snapshotD1 } from './helpers.ts';

const WEAK = 'That password is too easy to guess. Please pick a stronger one.';
const MINE = 'Your password cannot be your email or username.';
const DISGUISES = ['q1w2e3r4', '1q2w3e4r5t', 'zaq12wsx', 'passwordpassword', 'drowssap', 'demo-password', 'Dem0-P@ssword', 'monkeymonkey', 'yeknom99'];

describe('passwords people guess: one rule on every path', () => {
  it.each(DISGUISES)('sign-up refuses %s and creates nothing', async (password) => {
    const username = `rule_${Math.floor(Math.random() * 1e9)}`;
    const before = await snapshotD1();
    const r = await callFrom('UserRegisterResource', 'create', { email: `${username}@example.com`, password, username });
    expect(r.status).toBe(400);
    expect(r.error?.message).toBe(WEAK);
    expect(await snapshotD1()).toEqual(before);
  });

  it("a reset link refuses the same disguises and the account's own email or username, keeps the token, then takes a good password", async () => {
    const account = await signUp('rulereset');
    const email = `${account.username}@example.com`;
    const mailbox = openMailbox();
    expect((await callFrom('PasswordResetResource', 'create', { email })).status).toBe(200);
    const token = mailbox.resetToken(email);
    mailbox.restore();
    const before = await snapshotD1();
    for (const password of DISGUISES) {
      const r = await callFrom('PasswordResetResource', 'update', { token, password });
      expect(r.status).toBe(400);
      expect(r.error?.message).toBe(WEAK);
    }
    for (const password of [account.username, `${account.username}!1`, email, [...account.username].reverse().join('')]) {
      const r = await callFrom('PasswordResetResource', 'update', { token, password });
      expect(r.status).toBe(400);
      expect(r.error?.message).toBe(MINE);
    }
    expect(await snapshotD1()).toEqual(before);
    expect((await callFrom('PasswordResetResource', 'update', { token, password: 'a sturdy new passphrase' })).status).toBe(200);
  });

  it('the settings refuse the same disguises and the new email as the password', async () => {
    const account = await signUp('rulesettings');
    const before = await snapshotD1();
    for (const new_password of DISGUISES) {
      const r = await callFrom('UserAccountResource', 'update', { current_password: 'correct horse battery', new_password }, { cookie: account.cookie });
      expect(r.status).toBe(400);
      expect(r.error?.message).toBe(WEAK);
    }
    const r = await callFrom(
      'UserAccountResource',
      'update',
      { current_password: 'correct horse battery', email: 'fresh.address@example.com', new_password: 'fresh.address@example.com' },
      { cookie: account.cookie },
    );
    expect(r.status).toBe(400);
    expect(r.error?.message).toBe(MINE);
    expect(await snapshotD1()).toEqual(before);
  });

  it('a seeded demo account still signs in with demo-password: the rule is for new passwords, not sign-in', async () => {
    const h = await hashPassword('demo-password');
    await env.DB.prepare("UPDATE users SET password_hash = ?, password_salt = ?, password_iterations = ? WHERE username = 'demo'")
      .bind(h.hash, h.salt, h.iterations)
      .run();
    expect((await callFrom('UserSessionResource', 'create', { username_or_email: 'demo@example.com', password: 'demo-password' })).status).toBe(200);
  });
});
