// Password reset: a single-use token valid for one hour. Only its SHA-256 is stored; the token
// itself goes only into the mail to the account's address (worker/mail/send.ts), in the link's
// fragment, which no request, log or trace ever carries (docs/security.md#what-logs-and-traces-hold).
import type { Context } from 'hono';
import type { UserId } from '#shared/ids.ts';
import { SITE_NAME } from '#shared/pages.ts';
import { ApiError } from '#worker/api/errors.ts';
import type { AppEnv } from '#worker/env.ts';
import { publicOrigin } from '#worker/lib/publicOrigin.ts';
import { sendMail } from '#worker/mail/send.ts';
import { passwordLists } from '#worker/users/breachedPasswords.ts';
import { hashPassword } from '#worker/users/password.ts';
import { type PasswordOwner, passwordProblem } from '#worker/users/rules.ts';
import { hashToken } from '#worker/users/sessions.ts';
import { setPassword } from '#worker/users/userData.ts';

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const randomToken = (): string =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The reset page's address for a token: the token in the fragment, never in the path or query. */
const resetLink = (origin: string, token: string): string => `${origin}/password/reset/#token=${token}`;

/**
 * Creates a reset token for the account with this email (if any) and mails its link there. The work
 * before the answer is the same whether or not the account exists (one token, one hash, one
 * statement; the mail goes after the response), so neither the answer nor its timing says which
 * emails have accounts.
 */
export async function startPasswordReset(c: Context<AppEnv>, email: string, now = Date.now()): Promise<void> {
  const token = randomToken();
  const created = await c.env.DB.prepare(
    'INSERT INTO password_resets (id, user_id, created_at, expires_at) SELECT ?, id, ?, ? FROM users WHERE email = ? RETURNING user_id',
  )
    .bind(await hashToken(token), now, now + RESET_TOKEN_TTL_MS, email)
    .first<{ user_id: UserId }>();
  if (!created) return;
  const origin = publicOrigin(c);
  sendMail(c, {
    kind: 'password reset',
    to: email,
    subject: `Reset your ${SITE_NAME} password`,
    text: [
      `Someone asked to reset the password of your ${SITE_NAME} account. To choose a new one, open this link within an hour:`,
      '',
      resetLink(origin, token),
      '',
      `Or open ${origin}/password/reset/ and enter this reset code: ${token}`,
      '',
      'If it was not you, ignore this message: your password stays as it is.',
    ].join('\n'),
  });
}

/**
 * Sets a new password with a reset token, once: the password must pass the same rule as every other
 * path (passwordProblem, for the token's account), then the token is claimed in the same statement
 * that checks it again, so two uses race to one winner. Every session of the account is revoked.
 * Null for a token that is unknown, used or expired; a refused password throws and keeps the token.
 */
export async function finishPasswordReset(c: Context<AppEnv>, token: string, newPassword: string, now = Date.now()): Promise<UserId | null> {
  if (token.length < 20 || token.length > 100) return null;
  const id = await hashToken(token);
  const owner = await c.env.DB.prepare(
    'SELECT u.email, u.username, u.full_name AS name FROM password_resets r JOIN users u ON u.id = r.user_id WHERE r.id = ?1 AND r.used_at IS NULL AND r.expires_at > ?2',
  )
    .bind(id, now)
    .first<PasswordOwner>();
  if (!owner) return null;
  const problem = passwordProblem(newPassword, await passwordLists(c), owner);
  if (problem) throw new ApiError('invalid', problem);
  const claimed = await c.env.DB.prepare('UPDATE password_resets SET used_at = ?1 WHERE id = ?2 AND used_at IS NULL AND expires_at > ?1 RETURNING user_id')
    .bind(now, id)
    .first<{ user_id: UserId }>();
  if (!claimed) return null;
  await setPassword(c.env.DB, claimed.user_id, await hashPassword(newPassword), now);
  return claimed.user_id;
}
