// Signing in and out: a fresh session (rotated: any session the browser held is revoked) in the
// `__Host-` cookie, HttpOnly, Secure, SameSite=Lax.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { UserId } from '#shared/ids.ts';
import { rememberDevice } from '#worker/auth/knownDevice.ts';
import type { AppEnv } from '#worker/env.ts';
import { SESSION_COOKIE, SESSION_MAX_AGE_S } from '#worker/lib/cookies.ts';
import { noteSignIn } from '#worker/users/resurrection.ts';
import { createSession, revokeSession } from '#worker/users/sessions.ts';

/** Starts a session for the user, revoking the one the browser sent, and sets the cookie; the browser becomes a known device of the account. */
export async function signIn(c: Context<AppEnv>, userId: UserId): Promise<void> {
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous) await revokeSession(c.env.DB, previous);
  await noteSignIn(c.env.DB, userId);
  const token = await createSession(c.env.DB, userId);
  setCookie(c, SESSION_COOKIE, token, { path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: SESSION_MAX_AGE_S });
  await rememberDevice(c, userId);
}

/** Revokes the browser's session server-side and clears the cookie. */
export async function signOut(c: Context<AppEnv>): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) await revokeSession(c.env.DB, token);
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true });
}
