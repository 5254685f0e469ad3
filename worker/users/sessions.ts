// Sessions: a random 256-bit token in the cookie, only its SHA-256 stored in D1, revocable.
import type { UserId } from '#shared/ids.ts';
import type { Gender } from '#shared/onboarding/steps.ts';
import { unreadColumns } from '#worker/conversations/unreadCounts.ts';
import { statesColumn } from '#worker/experiences/states.ts';
import { SESSION_MAX_AGE_S } from '#worker/lib/cookies.ts';
import { toHex } from '#worker/lib/hex.ts';
import { unplanned } from '#worker/lib/preparedOnce.ts';

export interface SessionUserRow {
  id: UserId;
  username: string;
  full_name: string;
  is_partner: number;
  is_employee: number;
  is_verified_merchant: number;
  is_limited_login: number;
  gender: Gender;
  country: string;
  locale: string;
  created_at: number;
  resurrection_dt: number | null;
  avatar: string | null;
  avatar_ext: string | null;
  /** users.settings (JSON), read here so the consent middleware needs no statement of its own. */
  settings: string | null;
  /** The member's experience states (statesColumn), read only when asked for: a page shows experiences. */
  experience_states?: string;
  /** The header's unread counts (unreadColumns), read with the experience states: a page's header shows them. */
  unread_notifications?: number;
  unread_messages?: number;
}

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** SHA-256 of a session token, hex: the only form in which a token is stored. */
export async function hashToken(token: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
}

/** Starts a session for a user and returns the token for the cookie. */
export async function createSession(db: D1Database, userId: UserId, now = Date.now()): Promise<string> {
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  await db
    .prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await hashToken(token), userId, now, now + SESSION_MAX_AGE_S * 1000)
    .run();
  return token;
}

/**
 * The signed-in user of a live (unexpired, unrevoked) session, or null; with `experienceStates`
 * also the member's experience states and unread counts, in the same statement (a page needs them; docs/performance.md). The
 * token's hash is read through a subquery so that the statement stays prepared between requests
 * (worker/lib/preparedOnce.ts: 1.35-1.40 ms of workerd CPU per run -> 1.18-1.25).
 */
export async function findSessionUser(db: D1Database, token: string, now = Date.now(), experienceStates = false): Promise<SessionUserRow | null> {
  if (token.length < 20 || token.length > 100) return null;
  return db
    .prepare(
      `SELECT u.id, u.username, u.full_name, u.is_partner, u.is_employee, u.is_verified_merchant,
              u.is_limited_login, u.gender, u.country, u.locale, u.created_at, u.resurrection_dt, u.image_signature AS avatar, i.ext AS avatar_ext,
              u.settings${experienceStates ? `, ${statesColumn('u.id')} AS experience_states, ${unreadColumns('u.id')}` : ''}
         FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN images i ON i.signature = u.image_signature
        WHERE s.id = ${unplanned('?1')} AND s.revoked_at IS NULL AND s.expires_at > ?2`,
    )
    .bind(await hashToken(token), now)
    .first<SessionUserRow>();
}

/** Revokes one session (sign-out). */
export async function revokeSession(db: D1Database, token: string, now = Date.now()): Promise<void> {
  await db
    .prepare('UPDATE sessions SET revoked_at = ? WHERE id = ?')
    .bind(now, await hashToken(token))
    .run();
}
