// docs/security.md#rate-limits-exact-and-per-location: one person (an IPv6 /48) makes at most `accountsMade` accounts in 30
// days, however many hours it spreads them over, and the sign-up form and the resource both say why the next one is refused.
import { env } from 'cloudflare:workers';
import { afterEach, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '#shared/constants.ts';
import { FLASH_COOKIE } from '#shared/forms.ts';
import { SIGN_UP_PASSWORD, sessionFrom } from '../accountHelpers.ts';
import { ORIGIN, request } from '../helpers.ts';

const HOUR_MS = 3_600_000;
const net = `2001:db8:${(0x6000 + Math.floor(Math.random() * 0x1000)).toString(16)}`;
let serial = 0;

/** One sign-up from a new /64 of the /48 `prefix` (a resource call, or the page's form), holding `cookie` if given. */
function signUpFrom(prefix: string, form = false, cookie?: string) {
  serial++;
  const username = `made_${serial}_${Math.floor(Math.random() * 1e6)}`;
  const fields = { email: `${username}@example.com`, password: SIGN_UP_PASSWORD, username };
  const headers = { origin: ORIGIN, 'cf-connecting-ip': `${prefix}:${serial.toString(16)}::1`, ...(cookie ? { cookie } : {}) };
  return form
    ? request('/resource/UserRegisterResource/create/', {
        method: 'POST',
        headers: { ...headers, referer: `${ORIGIN}/signup/`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields, next: '/' }).toString(),
      })
    : request('/resource/UserRegisterResource/create/', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ options: fields }),
      });
}

const users = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM users').first<{ n: number }>())?.n ?? 0;

afterEach(() => {
  vi.useRealTimers();
});

it('one /48 signing up a few accounts every hour is refused past accountsMade in 30 days, on the form and the resource alike (security: rate limits: exact and per-location)', {
  timeout: 300_000,
}, async () => {
  const { limit } = RATE_LIMITS.accountsMade;
  const hourly = RATE_LIMITS.signUp.limit;
  expect(limit % hourly).toBe(0);
  const before = await users();
  vi.useFakeTimers({ toFake: ['Date'] });
  // The hourly bucket lets `hourly` through each hour: spread over the hours, the month's accounts are made.
  for (let made = 0; made < limit; made++) {
    if (made && made % hourly === 0) vi.setSystemTime(Date.now() + HOUR_MS + 1_000);
    const response = await signUpFrom(net);
    expect(response.status, `sign-up ${made + 1}`).toBe(201);
    await response.arrayBuffer();
  }
  expect(await users()).toBe(before + limit);
  vi.setSystemTime(Date.now() + HOUR_MS + 1_000);
  // The next, from yet another /64 of the same /48: through the page's form it comes back with the reason.
  const byForm = await signUpFrom(net, true);
  expect(byForm.status).toBe(303);
  const flash = new RegExp(`${FLASH_COOKIE}=([^;]*)`).exec(byForm.headers.get('set-cookie') ?? '')?.[1] ?? '';
  expect(atob(decodeURIComponent(flash))).toContain('Too many accounts have been made from this network in the last 30 days');
  // Through the resource: a 429 with Retry-After, the same words, and no account.
  const byResource = await signUpFrom(net);
  expect(byResource.status).toBe(429);
  expect(Number(byResource.headers.get('retry-after'))).toBeGreaterThan(20 * 86_400);
  expect(await byResource.text()).toContain('Try again in');
  expect(await users()).toBe(before + limit);
  // Another person is not refused for this one.
  const other = await signUpFrom(`2001:db8:${(0x7000 + Math.floor(Math.random() * 0x1000)).toString(16)}`);
  expect(other.status).toBe(201);
  await other.arrayBuffer();
  // Once the 30 days are over, the person makes accounts again.
  vi.setSystemTime(Date.now() + RATE_LIMITS.accountsMade.windowSeconds * 1000);
  const later = await signUpFrom(net);
  expect(later.status).toBe(201);
  await later.arrayBuffer();
});

it('one /48 signing up while signed in as the account it made last is counted per /48 all the same (security: rate limits: exact and per-location)', {
  timeout: 120_000,
}, async () => {
  const hourly = RATE_LIMITS.signUp.limit;
  const prefix = `2001:db8:${(0x8000 + Math.floor(Math.random() * 0x1000)).toString(16)}`;
  const before = await users();
  let cookie: string | undefined;
  for (let made = 0; made < hourly; made++) {
    const response = await signUpFrom(prefix, false, cookie);
    expect(response.status, `sign-up ${made + 1}`).toBe(201);
    cookie = sessionFrom(response) ?? undefined;
    expect(cookie).toBeDefined();
    await response.arrayBuffer();
  }
  const next = await signUpFrom(prefix, false, cookie);
  expect(next.status).toBe(429);
  await next.arrayBuffer();
  expect(await users()).toBe(before + hourly);
});
