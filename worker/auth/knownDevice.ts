// A known device (docs/security.md#classes-of-attack-and-where-they-are-stopped): a browser that signed in to an account gets a
// signed cookie naming that account and a random device id. At sign-in it lets its owner past the
// account's lockout (the guesses from all other browsers together), counted by its own bucket instead.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { parseId, type UserId } from '#shared/ids.ts';
import type { AppEnv } from '#worker/env.ts';
import { hasOffsiteSecret, signOffsiteToken, verifyOffsiteToken } from '#worker/offsite/token.ts';

/** `__Host-`: Secure, path /, this host only; HttpOnly, so no script reads it. */
export const DEVICE_COOKIE = '__Host-pb_device';
/** How long a browser stays known without signing in again. */
const DEVICE_MAX_AGE_S = 60 * 60 * 24 * 365;

const VALUE = /^(\d{1,20})\.([0-9a-f]{32})\.(\d{1,12}\.[A-Za-z0-9_-]{43})$/;
/** A pseudo-url no /offsite/ link can be, so a device cookie and an outbound link never open each other. */
const subject = (userId: UserId, device: string) => `sign-in-device:v1:${userId}:${device}`;

/** The device id of the browser's cookie when it was given for this account and is genuine, else null. */
export async function knownDevice(c: Context<AppEnv>, userId: UserId, nowMs = Date.now()): Promise<string | null> {
  const m = VALUE.exec(getCookie(c, DEVICE_COOKIE) ?? '');
  if (!m || parseId<'user'>(m[1]) !== userId) return null;
  const verdict = await verifyOffsiteToken(c.env.SESSION_SECRET, m[3], subject(userId, m[2]), 'device', Math.floor(nowMs / 1000));
  return verdict === 'valid' ? m[2] : null;
}

/** Marks the browser as a known device of the account it just signed in to (keeping its device id when it had one). */
export async function rememberDevice(c: Context<AppEnv>, userId: UserId, nowMs = Date.now()): Promise<void> {
  if (!hasOffsiteSecret(c.env.SESSION_SECRET)) return;
  const device = (await knownDevice(c, userId, nowMs)) ?? [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
  const signed = await signOffsiteToken(c.env.SESSION_SECRET, subject(userId, device), 'device', Math.floor(nowMs / 1000) + DEVICE_MAX_AGE_S);
  if (!signed) return;
  setCookie(c, DEVICE_COOKIE, `${userId}.${device}.${signed}`, { path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: DEVICE_MAX_AGE_S });
}
