// The SQL of users.settings (a JSON column), the one place that reads or writes it: read it through
// shared/settings.ts's definition, and merge a change into it in one statement (json_patch), so
// concurrent changes of different settings never overwrite each other.
import type { UserId } from '#shared/ids.ts';
import { readSettings, type UserSettings } from '#shared/settings.ts';

/** A user's settings, or null when there is no such user. */
export async function findUserSettings(db: D1Database, userId: UserId): Promise<UserSettings | null> {
  const row = await db.prepare('SELECT settings FROM users WHERE id = ?').bind(userId).first<{ settings: string | null }>();
  return row ? readSettings(row.settings) : null;
}

/** A user's settings, defaults when the user or the JSON is missing. */
export async function readUserSettings(db: D1Database, userId: UserId): Promise<UserSettings> {
  return (await findUserSettings(db, userId)) ?? {};
}

/** Merges `patch` into a user's settings atomically and answers the result. */
export async function patchUserSettings(db: D1Database, userId: UserId, patch: Partial<UserSettings>): Promise<UserSettings> {
  const row = await db
    .prepare("UPDATE users SET settings = json_patch(CASE WHEN json_valid(settings) THEN settings ELSE '{}' END, ?) WHERE id = ? RETURNING settings")
    .bind(JSON.stringify(patch), userId)
    .first<{ settings: string }>();
  return readSettings(row?.settings);
}
