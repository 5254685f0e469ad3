// Onboarding: every SQL statement reading or writing member_onboarding and member_interests
// (migration 0010). Picked interests are also followed (interest_follows), picked pins saved to
// the member's profile (quick saves), so the new member's home feed and profile are never empty.

import { formatId, type InterestId, type PinId, type UserId } from '#shared/ids.ts';
import type { Gender } from '#shared/onboarding/steps.ts';
import { ONBOARDING_DEFAULTS, type OnboardingState, resumeStep } from '#shared/onboarding/steps.ts';
import { pinListed } from '#worker/visibility.ts';

interface StateRow {
  step: string | null;
  use_case: string | null;
  completed_at: number | null;
  gender: Gender;
  locale: string;
  country: string;
  interests: string | null;
}

/** The member's onboarding state (a member who never started is at the first step). */
export async function readOnboarding(db: D1Database, userId: UserId): Promise<OnboardingState> {
  const row = await db
    .prepare(
      `SELECT mo.step, mo.use_case, mo.completed_at, u.gender, u.locale, u.country,
              (SELECT json_group_array(mi.interest) FROM member_interests mi WHERE mi.user_id = u.id) AS interests
         FROM users u LEFT JOIN member_onboarding mo ON mo.user_id = u.id WHERE u.id = ?`,
    )
    .bind(userId)
    .first<StateRow>();
  const pinIds = await db
    .prepare(`SELECT p.origin_pin_id AS id FROM pins p JOIN boards b ON b.id = p.board_id
               WHERE p.pinner_id = ? AND b.layout = 'quick_saves' AND p.origin_pin_id IS NOT NULL AND p.deleted_at IS NULL ORDER BY p.id`)
    .bind(userId)
    .all<{ id: PinId }>();
  return {
    step: resumeStep(row?.step ?? null),
    gender: row?.gender ?? 'unspecified',
    useCase: row?.use_case ?? null,
    interestIds: row?.interests ? (JSON.parse(row.interests) as string[]) : [],
    pinIds: pinIds.results.map((r) => formatId(r.id)),
    completed: Boolean(row?.completed_at),
    locale: row?.locale || ONBOARDING_DEFAULTS.locale,
    country: row?.country || ONBOARDING_DEFAULTS.country,
  };
}

/** Moves the member to `step` (null: onboarding completed), with the use case when given. */
export function writeProgress(db: D1Database, userId: UserId, step: string | null, useCase: string | undefined, now = Date.now()): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO member_onboarding (user_id, step, use_case, completed_at, updated_at) VALUES (?1, COALESCE(?2, 'AppInstall'), ?3, CASE WHEN ?2 IS NULL THEN ?4 END, ?4)
       ON CONFLICT (user_id) DO UPDATE SET step = COALESCE(?2, step), use_case = COALESCE(?3, use_case),
         completed_at = CASE WHEN ?2 IS NULL THEN ?4 ELSE completed_at END, updated_at = ?4`,
    )
    .bind(userId, step, useCase ?? null, now);
}

/** docs/rules/closeup-and-visitors.md#constants-spec-002-9: the member's gender, and the default locale and country. */
export function writeGender(db: D1Database, userId: UserId, gender: Gender): D1PreparedStatement {
  return db
    .prepare(`UPDATE users SET gender = ?2, locale = COALESCE(NULLIF(locale, ''), ?3), country = COALESCE(NULLIF(country, ''), ?4) WHERE id = ?1`)
    .bind(userId, gender, ONBOARDING_DEFAULTS.locale, ONBOARDING_DEFAULTS.country);
}

/** Replaces the member's picked interests (only ones that exist) and follows them. */
export function writeInterests(db: D1Database, userId: UserId, interestIds: readonly InterestId[], now = Date.now()): D1PreparedStatement[] {
  const ids = JSON.stringify(interestIds);
  return [
    db.prepare('DELETE FROM member_interests WHERE user_id = ?').bind(userId),
    db
      .prepare(
        'INSERT OR IGNORE INTO member_interests (user_id, interest, created_at) SELECT ?1, CAST(i.id AS TEXT), ?2 FROM interests i WHERE i.id IN (SELECT value FROM json_each(?3))',
      )
      .bind(userId, now, ids),
    db
      .prepare(
        'INSERT OR IGNORE INTO interest_follows (user_id, interest_id, created_at) SELECT ?1, i.id, ?2 FROM interests i WHERE i.id IN (SELECT value FROM json_each(?3))',
      )
      .bind(userId, now, ids),
  ];
}

/** Interests to pick from, each with the image of one of its pins. */
export async function readInterestChoices(
  db: D1Database,
  limit = 24,
): Promise<Array<{ id: InterestId; name: string; image_signature: string | null; ext: string | null }>> {
  const rows = await db
    .prepare(
      `SELECT i.id, i.name,
              (SELECT p.image_signature FROM pin_interests pi JOIN pins p ON p.id = pi.pin_id LEFT JOIN boards b ON b.id = p.board_id
                WHERE pi.interest_id = i.id AND ${pinListed({ pin: 'p', board: 'b' })} ORDER BY p.id LIMIT 1) AS image_signature
         FROM interests i ORDER BY i.name LIMIT ?`,
    )
    .bind(limit)
    .all<{ id: InterestId; name: string; image_signature: string | null }>();
  const exts = await db
    .prepare('SELECT signature, ext FROM images WHERE signature IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(rows.results.map((r) => r.image_signature).filter(Boolean)))
    .all<{ signature: string; ext: string }>();
  const extOf = new Map(exts.results.map((e) => [e.signature, e.ext]));
  return rows.results.map((r) => ({ ...r, ext: r.image_signature ? (extOf.get(r.image_signature) ?? null) : null }));
}

/** Pins to pick from: listed original pins of the picked interests (of any interest when none). */
export async function readPinChoices(db: D1Database, interestIds: readonly InterestId[], limit = 24): Promise<PinId[]> {
  const rows = await db
    .prepare(
      `SELECT DISTINCT p.id FROM pins p LEFT JOIN boards b ON b.id = p.board_id
         LEFT JOIN pin_interests pi ON pi.pin_id = p.id
        WHERE p.origin_pin_id IS NULL AND p.kind = 'image' AND ${pinListed({ pin: 'p', board: 'b' })}
          AND (?1 = '[]' OR pi.interest_id IN (SELECT CAST(value AS INTEGER) FROM json_each(?1)))
        ORDER BY p.id DESC LIMIT ?2`,
    )
    .bind(JSON.stringify(interestIds), limit)
    .all<{ id: PinId }>();
  return rows.results.map((r) => r.id);
}
