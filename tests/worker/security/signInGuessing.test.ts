// Sign-in guessing (docs/security.md#classes-of-attack-and-where-they-are-stopped): the guesses at one account are bounded per
// window however they arrive (many addresses, in parallel, any spelling of the login), counted
// atomically; past the bound every attempt is refused, the right password too, except from a known
// device of the account (its signed cookie from an earlier sign-in), and a reset link by email
// still signs the owner in.
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#shared/constants.ts';
import { DEVICE_COOKIE } from '#worker/auth/knownDevice.ts';
import { sessionFrom, signUp } from '../accountHelpers.ts';
import { openMailbox } from '../mailbox.ts';
import { callFrom, freshIp, snapshotD1 } from './helpers.ts';

const signIn = (login: string, password: string, init: { ip?: string; cookie?: string } = {}) =>
  callFrom('UserSessionResource', 'create', { username_or_email: login, password }, { ip: init.ip ?? freshIp(), cookie: init.cookie });

/** The known-device cookie a response sets, as a Cookie header pair. */
const deviceFrom = (response: Response) => {
  const m = new RegExp(`${DEVICE_COOKIE}=([^;]+)`).exec(response.headers.get('set-cookie') ?? '');
  return m ? `${DEVICE_COOKIE}=${m[1]}` : null;
};

const LIMIT = RATE_LIMITS.signInAccount.limit;

describe('sign-in guessing: guesses per account are bounded however they arrive (security: Sign-in guessing)', () => {
  it('parallel guesses from as many addresses as guesses: only the limit is checked, the rest refused, the right password too', async () => {
    const account = await signUp('parallel');
    const statuses = await Promise.all(Array.from({ length: LIMIT + 10 }, (_, i) => signIn(account.username, `parallel-guess-${i}`).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const before = await snapshotD1();
    const owner = await signIn(account.username, 'correct horse battery vqzk');
    expect(owner.status).toBe(429);
    expect(owner.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(owner.error?.message).toMatch(/device you have used before|reset your password/);
    expect(sessionFrom(owner.response)).toBeNull();
    expect(await snapshotD1()).toEqual(before);
  });

  it('every spelling of the login (username, email, case, spaces) and a missing account are bounded alike', async () => {
    const account = await signUp('spelled');
    const spellings = [account.username, `${account.username}@example.com`, account.username.toUpperCase(), ` ${account.username}@EXAMPLE.com `];
    for (let i = 0; i < LIMIT; i++) expect((await signIn(spellings[i % spellings.length], `spelled-guess-${i}`)).status).toBe(401);
    for (const spelling of spellings) expect((await signIn(spelling, 'correct horse battery vqzk')).status).toBe(429);
    const nobody = `nobody-${Math.floor(Math.random() * 1e9)}@example.com`;
    const missing = await Promise.all(
      Array.from({ length: LIMIT + 3 }, (_, i) => signIn(i % 2 ? nobody : nobody.toUpperCase(), `x-${i}`).then((r) => r.status)),
    );
    expect(missing.filter((s) => s === 429)).toHaveLength(3);
  });

  it('the owner on a known device still gets in during the lockout; a device cookie of another account, altered or made up does not', async () => {
    const account = await signUp('owner');
    const other = await signUp('otherdevice');
    const first = await signIn(account.username, 'correct horse battery vqzk');
    expect(first.status).toBe(200);
    const device = deviceFrom(first.response)!;
    expect(device).toMatch(new RegExp(`^${DEVICE_COOKIE}=\\d+\\.[0-9a-f]{32}\\.`));
    const otherDevice = deviceFrom((await signIn(other.username, 'correct horse battery vqzk')).response)!;
    await Promise.all(Array.from({ length: LIMIT }, (_, i) => signIn(account.username, `owner-guess-${i}`)));
    expect((await signIn(account.username, 'correct horse battery vqzk')).status).toBe(429);

    const value = device.split('=')[1];
    const [id, deviceId, rest] = [value.split('.')[0], value.split('.')[1], value.split('.').slice(2).join('.')];
    for (const forged of [
      otherDevice,
      `${DEVICE_COOKIE}=${id}.${'0'.repeat(32)}.${rest}`,
      `${DEVICE_COOKIE}=${other.id}.${deviceId}.${rest}`,
      `${DEVICE_COOKIE}=${id}.${deviceId}.9999999999.${'A'.repeat(43)}`,
      `${DEVICE_COOKIE}=garbage`,
    ]) {
      expect((await signIn(account.username, 'correct horse battery vqzk', { cookie: forged })).status).toBe(429);
    }
    const owner = await signIn(account.username, 'correct horse battery vqzk', { cookie: device });
    expect(owner.status).toBe(200);
    expect(sessionFrom(owner.response)).not.toBeNull();
  });

  it('a known device has a bucket of its own: guessing from it is bounded too', async () => {
    const account = await signUp('devicebucket');
    const device = deviceFrom((await signIn(account.username, 'correct horse battery vqzk')).response)!;
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.signInDevice.limit; i++) {
      expect((await signIn(account.username, `device-guess-${i}`, { cookie: device, ip: freshIp() })).status).toBe(401);
    }
    expect((await signIn(account.username, 'correct horse battery vqzk', { cookie: device, ip })).status).toBe(429);
  });

  it('a reset link by email signs the owner in during the lockout, and makes the browser a known device', async () => {
    const account = await signUp('lockedreset');
    const email = `${account.username}@example.com`;
    await Promise.all(Array.from({ length: LIMIT + 1 }, (_, i) => signIn(email, `reset-guess-${i}`)));
    expect((await signIn(email, 'correct horse battery vqzk')).status).toBe(429);
    const mailbox = openMailbox();
    expect((await callFrom('PasswordResetResource', 'create', { email })).status).toBe(200);
    const token = mailbox.resetToken(email);
    mailbox.restore();
    const reset = await callFrom('PasswordResetResource', 'update', { token, password: 'a new passphrase after lockout vqzk' });
    expect(reset.status).toBe(200);
    expect(sessionFrom(reset.response)).not.toBeNull();
    const device = deviceFrom(reset.response)!;
    expect((await signIn(email, 'a new passphrase after lockout vqzk', { cookie: device })).status).toBe(200);
  });
});
