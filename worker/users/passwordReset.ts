// Password reset: a single-use token valid for one hour. Only its SHA-256 is stored. There is no
// mail server, so the link is written to the worker log (see README "Accounts").
import { hashToken } from '#worker/users/sessions.ts';
import { setPassword } from '#worker/users/userData.ts';
import { hashPassword } from './password.ts';

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const randomToken = (): string =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * Creates a reset token for the account with this email (if any) and logs its link. The work is
 * the same whether or not the account exists (one token, one hash, one statement), so neither the
 * answer nor its timing says which emails have accounts.
 */
export async function startPasswordReset(db: D1Database, email: string, origin: string, now = Date.now()): Promise<string | null> {
  const token = randomToken();
  const created = await db
    .prepare('INSERT INTO password_resets (id, user_id, created_at, expires_at) SELECT ?, id, ?, ? FROM users WHERE email = ? RETURNING user_id')
    .bind(await hashToken(token), now, now + RESET_TOKEN_TTL_MS, email)
    .first<{ user_id: number }>();
  if (!created) return null;
  console.log(`password reset link for ${email}: ${origin}/password/reset/?token=${token}`);
  return token;
}

/**
 * Sets a new password with a reset token, once: the token is claimed in the same statement that
 * checks it, so two uses race to one winner. Every session of the account is revoked.
 */
export async function finishPasswordReset(db: D1Database, token: string, newPassword: string, now = Date.now()): Promise<number | null> {
  if (token.length < 20 || token.length > 100) return null;
  const claimed = await db
    .prepare('UPDATE password_resets SET used_at = ?1 WHERE id = ?2 AND used_at IS NULL AND expires_at > ?1 RETURNING user_id')
    .bind(now, await hashToken(token))
    .first<{ user_id: number }>();
  if (!claimed) return null;
  await setPassword(db, claimed.user_id, await hashPassword(newPassword), now);
  return claimed.user_id;
}
