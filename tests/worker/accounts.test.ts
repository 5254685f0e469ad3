// Accounts: sign-up, sign-in (session rotation, cookie attributes), sign-out (server-side
// revocation), /v3/register/exists/, /v3/users/me/, UserResource, password reset.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '#worker/users/password.ts';
import { call, count, sessionFrom, signUp } from './accountHelpers.ts';
import { request, sessionCookie } from './helpers.ts';
import { openMailbox } from './mailbox.ts';

describe('sign up (UserRegisterResource)', () => {
  it('C14: creates an account, signs in with an __Host- cookie, and the viewer reflects it', async () => {
    const r = await call<{ id: string }>('UserRegisterResource', 'create', {
      email: 'new.person@example.com',
      password: 'a long new password vqzk',
      username: 'new_person',
    });
    expect(r.status).toBe(201);
    const setCookie = r.response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/__Host-pb_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    const me = await request('/v3/users/me/', { headers: { cookie: sessionFrom(r.response)! } });
    const body = (await me.json()) as { resource_response: { data: { username: string; email: string; isPartner: boolean } } };
    expect(body.resource_response.data.username).toBe('new_person');
    expect(body.resource_response.data.isPartner).toBe(false);
  });

  it.each([
    ['a weak password', { email: 'w@example.com', password: 'short', username: 'weak_one' }, 400, 'Your password needs at least 8 characters.'],
    [
      'a common password',
      { email: 'w@example.com', password: 'password', username: 'weak_one' },
      400,
      'That password is on lists of passwords leaked in data breaches (or is one with a few letters swapped or added), so it is among the first ones tried. Please pick another.',
    ],
    ['a bad email', { email: 'nope', password: 'a long new password vqzk', username: 'weak_one' }, 400, 'Please enter a valid email address.'],
    [
      'a reserved username',
      { email: 'w@example.com', password: 'a long new password vqzk', username: 'settings' },
      400,
      'That username is reserved. Please pick another.',
    ],
    [
      'a taken email',
      { email: 'DEMO@example.com', password: 'a long new password vqzk', username: 'other_one' },
      409,
      'An account with this email already exists. Try logging in.',
    ],
    [
      'a taken username',
      { email: 'w@example.com', password: 'a long new password vqzk', username: 'Demo' },
      409,
      'That username is taken. Please pick another.',
    ],
    ['missing fields', { email: 'w@example.com' }, 400, null],
  ])('C22: refuses %s with a clear message and creates nothing', async (_what, options, status, message) => {
    const before = await count('SELECT COUNT(*) AS n FROM users');
    const r = await call('UserRegisterResource', 'create', options);
    expect(r.status).toBe(status);
    if (message) expect(r.error?.message).toBe(message);
    else expect(r.error?.message).toMatch(/password/);
    expect(await count('SELECT COUNT(*) AS n FROM users')).toBe(before);
    expect(r.response.headers.get('set-cookie') ?? '').not.toContain('__Host-pb_session');
  });

  it('C52: answers whether an email is registered (GET /v3/register/exists/)', async () => {
    const yes = (await (await request('/v3/register/exists/?email=demo%40example.com')).json()) as { resource_response: { data: { exists: boolean } } };
    const no = (await (await request('/v3/register/exists/?email=nobody%40example.com')).json()) as { resource_response: { data: { exists: boolean } } };
    expect(yes.resource_response.data.exists).toBe(true);
    expect(no.resource_response.data.exists).toBe(false);
    expect((await request('/v3/register/exists/?email=bad')).status).toBe(400);
  });
});

describe('sign in and out (UserSessionResource)', () => {
  async function withDemoPassword() {
    const h = await hashPassword('demo-password');
    await env.DB.prepare('UPDATE users SET password_hash = ?, password_salt = ?, password_iterations = ? WHERE id = 1')
      .bind(h.hash, h.salt, h.iterations)
      .run();
  }

  it('C14: signs in by username or email, rotating the session the browser held', async () => {
    await withDemoPassword();
    const old = await sessionCookie(1);
    const r = await call('UserSessionResource', 'create', { username_or_email: 'demo@example.com', password: 'demo-password' }, old);
    expect(r.status).toBe(200);
    const fresh = sessionFrom(r.response)!;
    expect(fresh).not.toBe(old);
    expect((await request('/v3/users/me/', { headers: { cookie: old } })).status).toBe(401);
    expect((await request('/v3/users/me/', { headers: { cookie: fresh } })).status).toBe(200);
    const byName = await call('UserSessionResource', 'create', { username_or_email: 'demo', password: 'demo-password' });
    expect(byName.status).toBe(200);
  });

  it.each([
    ['a wrong password', { username_or_email: 'demo', password: 'wrong-password' }],
    ['an unknown user', { username_or_email: 'nobody_here', password: 'demo-password' }],
  ])('refuses %s with 401 and no cookie', async (_what, options) => {
    await withDemoPassword();
    const r = await call('UserSessionResource', 'create', options);
    expect(r.status).toBe(401);
    expect(r.error?.message).toBe('The email or username and password do not match. Please try again.');
    expect(sessionFrom(r.response)).toBeNull();
  });

  it('signs out by revoking the session on the server', async () => {
    const cookie = await sessionCookie(1);
    const r = await call('UserSessionResource', 'delete', {}, cookie);
    expect(r.status).toBe(200);
    expect(await count('SELECT COUNT(*) AS n FROM sessions WHERE revoked_at IS NOT NULL AND user_id = 1')).toBeGreaterThan(0);
    expect((await request('/v3/users/me/', { headers: { cookie } })).status).toBe(401);
  });

  it('refuses a cross-site sign-in (CSRF)', async () => {
    const response = await request('/resource/UserSessionResource/create/', {
      method: 'POST',
      headers: { origin: 'https://evil.test', 'content-type': 'application/json' },
      body: JSON.stringify({ options: { username_or_email: 'demo', password: 'demo-password' } }),
    });
    expect(response.status).toBe(403);
  });
});

describe('the viewer and users (pin-card: Pins, boards and viewers; closeup-and-visitors: Entities, Calls)', () => {
  it.each([
    [2, 'isPartner'],
    [3, 'isEmployee'],
    [4, 'isVerifiedMerchant'],
    [5, 'isLimitedLogin'],
  ])('C32, C52: user %i has %s on the viewer and /v3/users/me/', async (id, role) => {
    const me = (await (await request('/v3/users/me/', { headers: { cookie: await sessionCookie(id) } })).json()) as {
      resource_response: { data: Record<string, unknown> };
    };
    expect(me.resource_response.data[role]).toBe(true);
    const html = await (await request('/', { headers: { cookie: await sessionCookie(id) } })).text();
    expect(html).toContain(`"${role}":true`);
  });

  it('answers /v3/users/me/ with 401 when signed out', async () => {
    expect((await request('/v3/users/me/')).status).toBe(401);
  });

  it('C32: answers UserResource with the quicksave and save_behavior field sets', async () => {
    const cookie = await sessionCookie(1);
    const quick = await call<{ has_quicksave_board: boolean }>('UserResource', 'get', { field_set_key: 'quicksave', user_id: '1' }, cookie);
    expect(quick.data.has_quicksave_board).toBe(true);
    const behavior = await call<{ save_behavior: number }>('UserResource', 'get', { field_set_key: 'save_behavior' }, cookie);
    expect([0, 1]).toContain(behavior.data.save_behavior);
    expect((await call('UserResource', 'get', { field_set_key: 'save_behavior', user_id: '2' }, cookie)).status).toBe(403);
    expect((await call('UserResource', 'get', { field_set_key: 'nope' }, cookie)).status).toBe(400);
    expect((await call('UserResource', 'get', { user_id: '999999' })).status).toBe(404);
    expect((await call('UserResource', 'get', {})).status).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and revokes old sessions', async () => {
    const account = await signUp('reset');
    const mailbox = openMailbox();
    const asked = await call('PasswordResetResource', 'create', { email: `${account.username}@example.com` });
    expect(asked.status).toBe(200);
    const token = mailbox.resetToken(`${account.username}@example.com`);
    mailbox.restore();
    const used = await call('PasswordResetResource', 'update', { token, password: 'my brand new password vqzk' });
    expect(used.status).toBe(200);
    expect((await request('/v3/users/me/', { headers: { cookie: account.cookie } })).status).toBe(401);
    const again = await call('PasswordResetResource', 'update', { token, password: 'another new password vqzk' });
    expect(again.status).toBe(400);
    expect(again.error?.message).toBe('This reset link has expired or was already used. Please ask for a new one.');
    const login = await call('UserSessionResource', 'create', { username_or_email: account.username, password: 'my brand new password vqzk' });
    expect(login.status).toBe(200);
  });

  it('refuses an expired token and a weak password, changing nothing', async () => {
    const account = await signUp('expired');
    const mailbox = openMailbox();
    await call('PasswordResetResource', 'create', { email: `${account.username}@example.com` });
    const token = mailbox.resetToken(`${account.username}@example.com`);
    mailbox.restore();
    expect((await call('PasswordResetResource', 'update', { token, password: 'short' })).status).toBe(400);
    await env.DB.prepare('UPDATE password_resets SET expires_at = 0 WHERE user_id = ?').bind(Number(account.id)).run();
    expect((await call('PasswordResetResource', 'update', { token, password: 'a fine new password vqzk' })).status).toBe(400);
    expect((await request('/v3/users/me/', { headers: { cookie: account.cookie } })).status).toBe(200);
  });

  it('C14: answers the same for an unknown email, and serves the reset page', async () => {
    expect((await call('PasswordResetResource', 'create', { email: 'nobody@example.com' })).status).toBe(200);
    expect((await request('/password/reset/')).status).toBe(200);
    expect((await request('/login/')).status).toBe(200);
    expect((await request('/signup/')).status).toBe(200);
  });
});

describe('limited login (closeup-and-visitors: Roles)', () => {
  it('is lifted by a full sign-in with the password', async () => {
    const account = await signUp('limited');
    await env.DB.prepare('UPDATE users SET is_limited_login = 1 WHERE id = ?').bind(Number(account.id)).run();
    const before = await (await request('/', { headers: { cookie: account.cookie } })).text();
    expect(before).toContain('"isLimitedLogin":true');
    const r = await call('UserSessionResource', 'create', { username_or_email: account.username, password: 'correct horse battery vqzk' });
    const after = await (await request('/', { headers: { cookie: sessionFrom(r.response)! } })).text();
    expect(after).toContain('"isLimitedLogin":false');
  });
});
