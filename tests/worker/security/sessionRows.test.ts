// Sessions rows are bounded and deleted (docs/security.md#rate-limits-exact-and-per-location, #deleted-means-deleted): sign-ins
// are counted per /48, a known device's sign-ins count toward a per-account bound too (and keep the browser's device), and
// the real scheduled handler deletes a revoked or expired session while the member's last sign-in stays.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#shared/constants.ts';
import { DEVICE_COOKIE } from '#worker/auth/knownDevice.ts';
import worker from '#worker/index.ts';
import { SESSION_MAX_AGE_S } from '#worker/lib/cookies.ts';
import { count, SIGN_UP_PASSWORD, sessionFrom, signUp } from '../accountHelpers.ts';
import { documentState, ORIGIN, request } from '../helpers.ts';
import { callFrom, freshIp } from './helpers.ts';

const SLOW = { timeout: 120_000 };

const signIn = (login: string, init: { ip?: string; cookie?: string } = {}) =>
  callFrom('UserSessionResource', 'create', { username_or_email: login, password: SIGN_UP_PASSWORD }, { ip: init.ip ?? freshIp(), cookie: init.cookie });

/** The known-device cookie a response sets, as a Cookie header pair. */
const deviceFrom = (response: Response) => {
  const m = new RegExp(`${DEVICE_COOKIE}=([^;]+)`).exec(response.headers.get('set-cookie') ?? '');
  return m ? `${DEVICE_COOKIE}=${m[1]}` : null;
};
/** The device id a device cookie names (`{user}.{device}.{signature}`). */
const deviceId = (cookie: string) => cookie.split('=')[1]!.split('.')[1];

const sessionsOf = (userId: string) => count('SELECT count(*) AS n FROM sessions WHERE user_id = ?', Number(userId));

/** Runs the worker's real scheduled handler at `at`. */
async function cronRuns(at: number): Promise<void> {
  const controller = createScheduledController({ scheduledTime: new Date(at), cron: '*/5 * * * *' });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, { ...env, PUBLIC_ORIGIN: ORIGIN }, ctx);
  await waitOnExecutionContext(ctx);
}

describe('security: sessions rows from sign-ins are bounded (security: rate limits: exact and per-location)', () => {
  it(
    'signIn counts every /64 of one /48 as one person: past its limit the right password is refused and adds no row (security: rate limits: exact and per-location)',
    SLOW,
    async () => {
      const account = await signUp('sign48');
      const before = await sessionsOf(account.id);
      const { limit } = RATE_LIMITS.signIn;
      const statuses: number[] = [];
      for (let i = 1; i <= limit + 1; i++) statuses.push((await signIn(account.username, { ip: `2001:db8:5701:${i.toString(16)}::1` })).status);
      expect(statuses).toEqual([...Array(limit).fill(200), 429]);
      expect((await sessionsOf(account.id)) - before).toBe(limit);
    },
  );

  it(
    'a known device’s sign-ins count toward a per-account bound too, and renew the browser’s device instead of minting one (security: rate limits: exact and per-location)',
    SLOW,
    async () => {
      const account = await signUp('devicerows');
      const before = await sessionsOf(account.id);
      // Fresh browsers, each from its own address: signInAccount lets its limit in, each leaving a device cookie.
      const devices: string[] = [];
      for (let i = 0; i < RATE_LIMITS.signInAccount.limit; i++) {
        const r = await signIn(account.username);
        expect(r.status).toBe(200);
        devices.push(deviceFrom(r.response)!);
      }
      expect(new Set(devices.map(deviceId)).size).toBe(devices.length);
      // Those devices sign in again, each well within its own signInDevice bucket: all of them together stop at the account's.
      const { limit } = RATE_LIMITS.signInKnownDevices;
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i++) {
        const sent = devices[i % devices.length]!;
        const r = await signIn(account.username, { cookie: sent });
        statuses.push(r.status);
        if (r.status === 200) expect(deviceId(deviceFrom(r.response)!)).toBe(deviceId(sent));
      }
      expect(statuses).toEqual([...Array(limit).fill(200), 429]);
      expect((await sessionsOf(account.id)) - before).toBe(RATE_LIMITS.signInAccount.limit + limit);
    },
  );
});

describe('security: ended sessions are deleted (security: deleted means deleted)', () => {
  it(
    'the scheduled run deletes a revoked session at once and an expired one after its expiry; a live one and the last sign-in stay (security: deleted means deleted)',
    SLOW,
    async () => {
      const account = await signUp('endedsessions');
      const live = account.cookie;
      const signedIn = await signIn(account.username);
      const revoked = sessionFrom(signedIn.response)!;
      expect((await callFrom('UserSessionResource', 'delete', {}, { cookie: revoked })).status).toBe(200);
      expect(await sessionsOf(account.id)).toBe(2);

      await cronRuns(Date.now());
      expect(await sessionsOf(account.id)).toBe(1);
      const page = await request('/', { headers: { cookie: live } });
      expect(documentState(await page.text()).viewer.id).toBe(account.id);

      await cronRuns(Date.now() + SESSION_MAX_AGE_S * 1000 + 60_000);
      expect(await sessionsOf(account.id)).toBe(0);
      expect(await count('SELECT count(*) AS n FROM users WHERE id = ? AND signed_in_at IS NOT NULL', Number(account.id))).toBe(1);
    },
  );
});
