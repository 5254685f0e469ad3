// The limited-login demo viewer (docs/rules/closeup-and-visitors.md#roles-spec-002-6): the seed gives `limited` a session whose token is
// documented in the README, so anyone can browse as a limited login (a password sign-in is a full
// one and lifts the limit for good). Local demo data only: the token is public.
import { createHash } from 'node:crypto';
import type { D1Like } from './sql.ts';

/** The cookie value of the limited-login demo session (`__Host-pb_session`). */
export const LIMITED_SESSION_TOKEN = 'limited-login-demo-session-token-not-a-secret';

/** How long the seeded session lives: a year, so a demo set up today still works next month. */
const LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** The session row's id: the SHA-256 of the token, as the worker stores it. */
export const limitedSessionId = (): string => createHash('sha256').update(LIMITED_SESSION_TOKEN).digest('hex');

/**
 * Makes `userId` the limited-login viewer again with a live seeded session (idempotent): a full
 * sign-in lifts the limit and rotates the session away, and every `npm start` brings both back.
 */
export async function seedLimitedSession(db: D1Like, userId: number, now = Date.now()): Promise<void> {
  await db.batch([
    db.prepare('UPDATE users SET is_limited_login = 1 WHERE id = ?').bind(userId),
    db
      .prepare('INSERT OR REPLACE INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .bind(limitedSessionId(), userId, now, now + LIFETIME_MS),
  ]);
}
