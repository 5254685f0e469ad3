// Secrets in logs (docs/security.md#what-logs-and-traces-hold): every flow that handles a secret (sign-up,
// sign-in, a reset link asked for and used, the panic reset, a password or email change, invite codes
// and share links, by the client's JSON calls and by page forms, right and wrong) runs with every
// console method captured, and no line, error or refusal carries the secret. A reset token leaves
// the worker only in the mail to the account (worker/mail/send.ts), in the link's fragment.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFrom, signUp } from '../accountHelpers.ts';
import { firstId, ORIGIN, request } from '../helpers.ts';
import { openMailbox } from '../mailbox.ts';
import { callFrom, freshIp } from './helpers.ts';

const METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;

/** Everything written to the console from now on, as text (objects as JSON, errors with their stack). */
function captureConsole() {
  const spies = METHODS.map((method) => vi.spyOn(console, method).mockImplementation(() => {}));
  const text = (value: unknown): string => {
    if (value instanceof Error) return `${value.message} ${value.stack ?? ''}`;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  };
  return () => spies.flatMap((spy) => spy.mock.calls.map((args) => args.map(text).join(' ')));
}

let logged: () => string[];
const secrets: string[] = [];
beforeEach(() => {
  logged = captureConsole();
  secrets.length = 0;
});
afterEach(() => vi.restoreAllMocks());

/** Remembers a secret of the flow and answers it. */
const secret = <T extends string>(value: T): T => {
  secrets.push(value);
  return value;
};

/** Fails when any console line carries any secret of the flow (or its url-encoded form). */
function expectNoSecretLogged() {
  const lines = logged();
  // Whatever the flow's secrets, no line holds a link with a token in it.
  expect(lines.filter((line) => /[?#&]token=[A-Za-z0-9_-]{20,}/.test(line))).toEqual([]);
  for (const value of secrets) {
    for (const form of new Set([value, encodeURIComponent(value)])) {
      expect(lines.filter((line) => line.includes(form))).toEqual([]);
    }
  }
}

/** A refusal's message and details never quote the secret either. */
const expectNoSecretIn = (value: unknown) => {
  const text = JSON.stringify(value) ?? '';
  for (const s of secrets) expect(text).not.toContain(s);
};

/** A url-encoded page form, posted as a browser posts it, from `page`. */
const postForm = (path: string, fields: Record<string, string>, page: string, cookie = '') =>
  request(path, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      referer: `${ORIGIN}${page}`,
      'content-type': 'application/x-www-form-urlencoded',
      'cf-connecting-ip': freshIp(),
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });

describe('secrets in logs: no console line or refusal carries a secret (security: What logs and traces hold)', () => {
  it('sign-up by call and by form: the password is in no line', async () => {
    const password = secret('a sign-up secret passphrase vqzk');
    const username = `logsignup_${Math.floor(Math.random() * 1e6)}`;
    const r = await callFrom('UserRegisterResource', 'create', { email: `${username}@example.com`, password, username });
    expect(r.status).toBe(201);
    const weak = await callFrom('UserRegisterResource', 'create', { email: `w${username}@example.com`, password: secret('short'), username: `w${username}` });
    expect(weak.status).toBe(400);
    expectNoSecretIn(weak.error);
    const form = await postForm(
      '/resource/UserRegisterResource/create/',
      { email: `f${username}@example.com`, password, username: `f${username}`, next: '/' },
      '/signup/',
    );
    expect(form.status).toBe(303);
    expectNoSecretLogged();
  });

  it('sign-in right and wrong, by call and by form: neither password nor the session cookie is in a line', async () => {
    const account = await signUp('logsignin');
    secret('correct horse battery vqzk');
    const wrong = secret('a wrong guess of a password');
    const right = await callFrom('UserSessionResource', 'create', { username_or_email: account.username, password: 'correct horse battery vqzk' });
    expect(right.status).toBe(200);
    secret(/__Host-pb_session=([^;]+)/.exec(right.response.headers.get('set-cookie') ?? '')![1]);
    const refused = await callFrom('UserSessionResource', 'create', { username_or_email: account.username, password: wrong });
    expect(refused.status).toBe(401);
    expectNoSecretIn(refused.error);
    // A password typed into the login field by mistake is a secret too.
    const typo = secret('my-password-in-the-login-field');
    expect((await callFrom('UserSessionResource', 'create', { username_or_email: typo, password: wrong })).status).toBe(401);
    const form = await postForm('/resource/UserSessionResource/create/', { username_or_email: account.username, password: wrong, next: '/' }, '/login/');
    expect(form.status).toBe(303);
    expectNoSecretLogged();
  });

  it('a reset link asked for, mailed and used (by call and by form): the token goes only into the mail, in the fragment', async () => {
    const account = await signUp('logreset');
    const email = `${account.username}@example.com`;
    const mailbox = openMailbox();
    expect((await callFrom('PasswordResetResource', 'create', { email })).status).toBe(200);
    const token = secret(mailbox.resetToken(email));
    const [mail] = mailbox.to(email);
    expect(mail?.text).toContain(`/password/reset/#token=${token}`);
    expect(mail?.text).not.toContain('?token=');
    // Asked for again by form: a second token.
    expect((await postForm('/resource/PasswordResetResource/create/', { email }, '/password/reset/')).status).toBe(303);
    const second = secret(mailbox.resetToken(email));
    expect(second).not.toBe(token);
    // The page the link opens: its token is in no request, and one put in the query by hand is not read.
    const page = await request(`/password/reset/?token=${token}`);
    expect(await page.text()).not.toContain(token);
    const used = await callFrom('PasswordResetResource', 'update', { token, password: secret('a fresh reset passphrase vqzk') });
    expect(used.status).toBe(200);
    const reused = await callFrom('PasswordResetResource', 'update', { token, password: secret('another fresh passphrase vqzk') });
    expect(reused.status).toBe(400);
    expectNoSecretIn(reused.error);
    const form = await postForm(
      '/resource/PasswordResetResource/update/',
      { token: second, password: 'yet another passphrase vqzk', next: '/' },
      '/password/reset/',
    );
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).not.toContain(second);
    mailbox.restore();
    expectNoSecretLogged();
  });

  it('the panic reset and a password and email change: the current and new passwords and the mailed token are in no line', async () => {
    const account = await signUp('logpanic');
    const current = secret('correct horse battery vqzk');
    const wrong = await callFrom(
      'UserAccountResource',
      'update',
      { current_password: secret('not the current one'), email: 'x@example.com' },
      { cookie: account.cookie },
    );
    expect(wrong.status).toBe(403);
    expectNoSecretIn(wrong.error);
    const changed = await callFrom(
      'UserAccountResource',
      'update',
      { current_password: current, new_password: secret('a changed secret passphrase vqzk') },
      { cookie: account.cookie },
    );
    expect(changed.status).toBe(200);
    // A password change ends every session: sign in again with the new one.
    const again = await callFrom('UserSessionResource', 'create', { username_or_email: account.username, password: 'a changed secret passphrase vqzk' });
    const cookie = sessionFrom(again.response)!;
    const mailbox = openMailbox();
    const panicWrong = await callFrom('SecurityPanicResource', 'create', { current_password: 'not the current one' }, { cookie });
    expect(panicWrong.status).toBe(403);
    const panic = await postForm('/resource/SecurityPanicResource/create/', { current_password: 'a changed secret passphrase vqzk' }, '/secure/panic/', cookie);
    expect(panic.status).toBe(303);
    secret(mailbox.resetToken(`${account.username}@example.com`));
    mailbox.restore();
    expectNoSecretLogged();
  });

  it('invite codes and share links, made and opened: the codes are in no line', async () => {
    const sender = await signUp('loginviter');
    const friend = await signUp('loginvitee');
    const pinId = await firstId("SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL LIMIT 1");
    const invite = await callFrom<{ invite_code: string; url: string }>(
      'InviteCodeMetadataResource',
      'create',
      { pin_id: String(pinId) },
      { cookie: sender.cookie },
    );
    expect(invite.status).toBe(201);
    const code = secret(invite.data.invite_code);
    expect((await request(`/pin/${pinId}/?invite_code=${code}`)).status).toBe(200);
    expect((await callFrom('InviteCodeMetadataResource', 'get', { invite_code: code })).status).toBe(200);
    const share = await callFrom<{ utm_pai: string; url: string }>('ShareLinkResource', 'create', { pin_id: String(pinId) }, { cookie: sender.cookie });
    expect(share.status).toBe(201);
    const shareId = secret(share.data.utm_pai);
    expect((await request(`/pin/${pinId}/?utm_pai=${shareId}`)).status).toBe(200);
    expect((await callFrom('ShareOpenResource', 'create', { utm_pai: shareId })).status).toBe(201);
    const board = await callFrom<{ entityId: string }>('BoardResource', 'create', { name: 'Invite log board' }, { cookie: sender.cookie });
    const collab = await callFrom<{ inviteUrl: string }>(
      'BoardCollaboratorResource',
      'create',
      { board_id: board.data.entityId, username: friend.username },
      { cookie: sender.cookie },
    );
    expect(collab.status).toBe(201);
    const boardCode = secret(new URL(collab.data.inviteUrl, ORIGIN).searchParams.get('invite_code')!);
    expect((await callFrom('BoardInviteResource', 'update', { invite_code: boardCode }, { cookie: friend.cookie })).status).toBe(200);
    expectNoSecretLogged();
  });

  it('secrets put in a page url by hand (a token, a password, an invite) are in no line, on a page, a refusal or a missing page', async () => {
    const token = secret('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const password = secret('a password in a query string');
    for (const path of [
      `/password/reset/?token=${token}`,
      `/login/?password=${encodeURIComponent(password)}&current_password=${encodeURIComponent(password)}`,
      `/no/such/page/?token=${token}&password=${encodeURIComponent(password)}`,
      `/resource/UserSessionResource/get/?token=${token}`,
      `/offsite/?token=${token}&url=${encodeURIComponent('https://example.com/')}&pin=1`,
    ]) {
      const r = await request(path, { headers: { 'cf-connecting-ip': freshIp() } });
      expect(r.status).toBeLessThan(500);
    }
    expectNoSecretLogged();
  });
});
