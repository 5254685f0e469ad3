// Users: every SQL statement that reads or writes accounts, profiles, follows and blocks.

import { formatId, type UserId } from '#shared/ids.ts';
import { imageUrl } from '#shared/images.ts';
import type { Gender } from '#shared/onboarding/steps.ts';
import type { UserSummary } from '#shared/types.ts';
import { unplanned } from '#worker/lib/preparedOnce.ts';
import type { PasswordHash } from '#worker/users/password.ts';
import { boardVisibleTo, viewerBind } from '#worker/visibility.ts';
import { endCollaborations } from './blocks.ts';

export interface UserRow {
  id: UserId;
  username: string;
  email: string;
  full_name: string;
  about: string;
  image_signature: string | null;
  avatar_ext: string | null;
  website_url: string | null;
  is_partner: number;
  is_employee: number;
  is_verified_merchant: number;
  is_limited_login: number;
  gender: Gender;
  save_behavior: 0 | 1;
  created_at: number;
}

const USER_COLUMNS = `u.id, u.username, u.email, u.full_name, u.about, u.image_signature, ui.ext AS avatar_ext,
  u.website_url, u.is_partner, u.is_employee, u.is_verified_merchant, u.is_limited_login, u.gender,
  u.save_behavior, u.created_at`;
const USER_FROM = 'FROM users u LEFT JOIN images ui ON ui.signature = u.image_signature';

/** The avatar url of a user, or null for the default avatar. */
export function avatarUrl(row: Pick<UserRow, 'image_signature' | 'avatar_ext'>, size: '60x60' | '136x136' = '136x136'): string | null {
  return row.image_signature && row.avatar_ext ? imageUrl(size, row.image_signature, row.avatar_ext) : null;
}

export function toUserSummary(row: UserRow): UserSummary {
  return {
    entityId: formatId(row.id),
    username: row.username,
    fullName: row.full_name,
    imageMediumUrl: avatarUrl(row),
    isVerifiedMerchant: Boolean(row.is_verified_merchant),
  };
}

export function readUserById(db: D1Database, id: UserId): Promise<UserRow | null> {
  return db.prepare(`SELECT ${USER_COLUMNS} ${USER_FROM} WHERE u.id = ?`).bind(id).first<UserRow>();
}

/**
 * A member by username (the profile's first read): the name is read through a subquery so that the
 * statement stays prepared between runs (worker/lib/preparedOnce.ts: 1.28-1.38 ms of workerd CPU per
 * run -> 1.18-1.28; same plan, the username index).
 */
export function readUserByUsername(db: D1Database, username: string): Promise<UserRow | null> {
  return db
    .prepare(`SELECT ${USER_COLUMNS} ${USER_FROM} WHERE u.username = ${unplanned('?1')}`)
    .bind(username)
    .first<UserRow>();
}

/** The user signing in by username or email, with the stored password hash (null when none). */
export async function readLogin(db: D1Database, usernameOrEmail: string): Promise<{ id: UserId; password: PasswordHash | null } | null> {
  const row = await db
    .prepare('SELECT id, password_hash, password_salt, password_iterations FROM users WHERE username = ?1 OR email = ?1')
    .bind(usernameOrEmail)
    .first<{ id: UserId; password_hash: string | null; password_salt: string | null; password_iterations: number | null }>();
  if (!row) return null;
  const password =
    row.password_hash && row.password_salt && row.password_iterations
      ? { hash: row.password_hash, salt: row.password_salt, iterations: row.password_iterations }
      : null;
  return { id: row.id, password };
}

export async function emailExists(db: D1Database, email: string): Promise<boolean> {
  return Boolean(await db.prepare('SELECT 1 AS x FROM users WHERE email = ?').bind(email).first());
}

export async function usernameExists(db: D1Database, username: string): Promise<boolean> {
  return Boolean(await db.prepare('SELECT 1 AS x FROM users WHERE username = ?').bind(username).first());
}

/** Creates an account; null when the email or username was taken meanwhile. */
export async function insertUser(
  db: D1Database,
  fields: { email: string; username: string; fullName: string; password: PasswordHash },
  now = Date.now(),
): Promise<UserId | null> {
  const row = await db
    .prepare(
      `INSERT INTO users (username, email, full_name, password_hash, password_salt, password_iterations, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id`,
    )
    .bind(fields.username, fields.email, fields.fullName, fields.password.hash, fields.password.salt, fields.password.iterations, now)
    .first<{ id: UserId }>();
  return row?.id ?? null;
}

/** Statement ending every reset token of a user still outstanding (marked used, so none can be claimed). */
export function revokeResetTokens(db: D1Database, userId: UserId, now = Date.now()): D1PreparedStatement {
  return db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').bind(now, userId);
}

/**
 * Replaces a password and revokes every session and every outstanding reset token of the user, in
 * one batch: whichever way a password changes (a reset link, the settings), nothing issued before
 * the change still opens the account.
 */
export async function setPassword(db: D1Database, userId: UserId, password: PasswordHash, now = Date.now()): Promise<void> {
  await db.batch([
    db
      .prepare('UPDATE users SET password_hash = ?, password_salt = ?, password_iterations = ? WHERE id = ?')
      .bind(password.hash, password.salt, password.iterations, userId),
    db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').bind(now, userId),
    revokeResetTokens(db, userId, now),
  ]);
}

export interface ProfileFields {
  fullName?: string;
  username?: string;
  about?: string;
  imageSignature?: string | null;
  email?: string;
  saveBehavior?: 0 | 1;
}

/**
 * What updateProfile did: a field public pages show (name, username, about, avatar) differed from what was stored and was
 * written; none of those differed (the email or save setting may have); or the new username or email is taken.
 */
export type ProfileUpdate = 'shown' | 'unshown' | 'conflict';

/** One UPDATE of the fields given, written only where one differs from what is stored; null when none is given. */
function updateWhereDiffers(db: D1Database, userId: UserId, fields: Array<[column: string, value: unknown]>): D1PreparedStatement | null {
  const given = fields.filter(([, value]) => value !== undefined);
  if (!given.length) return null;
  const sets = given.map(([column], i) => `${column} = ?${i + 2}`).join(', ');
  const differs = given.map(([column], i) => `${column} IS NOT ?${i + 2}`).join(' OR ');
  return db.prepare(`UPDATE users SET ${sets} WHERE id = ?1 AND (${differs}) RETURNING id`).bind(userId, ...given.map(([, value]) => value));
}

/** Updates profile fields in one batch, telling whether a field public pages show changed (what publicViewChanged is told). */
export async function updateProfile(db: D1Database, userId: UserId, f: ProfileFields): Promise<ProfileUpdate> {
  const shown = updateWhereDiffers(db, userId, [
    ['full_name', f.fullName],
    ['username', f.username],
    ['about', f.about],
    ['image_signature', f.imageSignature],
  ]);
  const unshown = updateWhereDiffers(db, userId, [
    ['email', f.email],
    ['save_behavior', f.saveBehavior],
  ]);
  const statements = [shown, unshown].filter((statement) => statement !== null);
  if (!statements.length) return 'unshown';
  try {
    const [first] = await db.batch(statements);
    return shown && first.results.length ? 'shown' : 'unshown';
  } catch (error) {
    if (String(error).includes('UNIQUE')) return 'conflict';
    throw error;
  }
}

/**
 * Counts shown on a profile: its boards the viewer may see (worker/visibility.ts), and for the
 * owner alone (profileOf) how many of them are secret.
 */
export async function profileCounts(db: D1Database, userId: UserId, viewerId: UserId | null) {
  return (await db
    .prepare(
      `SELECT (SELECT follower_count FROM users WHERE id = ?1) AS followers,
              (SELECT following_count FROM users WHERE id = ?1) AS following,
              (SELECT COUNT(*) FROM boards b WHERE b.owner_id = ?1 AND b.layout = 'default' AND ${boardVisibleTo({ board: 'b', viewer: '?2' })}) AS boards,
              (SELECT COUNT(*) FROM boards WHERE owner_id = ?1 AND privacy = 'secret') AS secret_boards, -- a filter, shown to the owner only
              (SELECT COUNT(*) FROM boards WHERE owner_id = ?1 AND layout = 'quick_saves') AS quick_saves,
              (SELECT COUNT(*) FROM pins p JOIN boards b ON b.id = p.board_id
                WHERE p.pinner_id = ?1 AND p.deleted_at IS NULL AND ${boardVisibleTo({ board: 'b', viewer: '?2' })}) AS pins,
              EXISTS (SELECT 1 FROM user_follows WHERE follower_id = ?2 AND followee_id = ?1) AS followed_by_me,
              EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = ?2 AND blocked_id = ?1) AS blocked_by_me`,
    )
    .bind(userId, viewerBind(viewerId))
    .first<{
      followers: number;
      following: number;
      boards: number;
      secret_boards: number;
      quick_saves: number;
      pins: number;
      followed_by_me: number;
      blocked_by_me: number;
    }>())!;
}

/** Follows or unfollows a user (idempotent). */
export async function setUserFollow(db: D1Database, followerId: UserId, followeeId: UserId, follow: boolean, now = Date.now()): Promise<void> {
  await (follow
    ? db.prepare('INSERT INTO user_follows (follower_id, followee_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').bind(followerId, followeeId, now)
    : db.prepare('DELETE FROM user_follows WHERE follower_id = ? AND followee_id = ?').bind(followerId, followeeId)
  ).run();
}

/**
 * Blocks a user, or unblocks; idempotent, one batch. A block drops the follows between the two
 * both ways, of each other and of each other's boards (recounting those boards' followers), and
 * every collaboration and invite of one on the other's boards and ad account (worker/users/blocks.ts).
 */
export async function setUserBlock(db: D1Database, blockerId: UserId, blockedId: UserId, block: boolean, now = Date.now()): Promise<void> {
  if (!block) {
    await db.prepare('DELETE FROM user_blocks WHERE blocker_id = ? AND blocked_id = ?').bind(blockerId, blockedId).run();
    return;
  }
  await db.batch([
    db.prepare('INSERT INTO user_blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').bind(blockerId, blockedId, now),
    db.prepare('DELETE FROM user_follows WHERE (follower_id = ?1 AND followee_id = ?2) OR (follower_id = ?2 AND followee_id = ?1)').bind(blockerId, blockedId),
    db
      .prepare(
        `DELETE FROM board_follows WHERE (user_id = ?1 AND board_id IN (SELECT id FROM boards WHERE owner_id = ?2))
           OR (user_id = ?2 AND board_id IN (SELECT id FROM boards WHERE owner_id = ?1))`,
      )
      .bind(blockerId, blockedId),
    db
      .prepare('UPDATE boards SET follower_count = (SELECT COUNT(*) FROM board_follows f WHERE f.board_id = boards.id) WHERE owner_id IN (?1, ?2)')
      .bind(blockerId, blockedId),
    ...endCollaborations(db, blockerId, blockedId, now),
  ]);
}
