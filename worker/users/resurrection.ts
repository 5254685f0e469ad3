// docs/rules/experiences.md#experience-data-spec-001-3, docs/rules/experiences.md#constants-spec-001-9: a member who signs in after 28 days or more without a sign-in is resurrected;
// the time is kept in users.resurrection_dt (read back as resurrection_info.resurrection_dt). The last sign-in is
// users.signed_in_at, which outlives its session (an ended session row is deleted: docs/security.md#deleted-means-deleted).
import type { UserId } from '#shared/ids.ts';
import { returnsAfterAbsence } from '#shared/users/memberLifecycle.ts';

/** Records this sign-in (at `now`), and a resurrection when it comes 28 days or more after the member's last one. */
export async function noteSignIn(db: D1Database, userId: UserId, now = Date.now()): Promise<void> {
  const last = await db.prepare('SELECT signed_in_at AS at FROM users WHERE id = ?').bind(userId).first<{ at: number | null }>();
  const resurrected = returnsAfterAbsence(last?.at ?? null, now) ? now : null;
  await db.prepare('UPDATE users SET signed_in_at = ?1, resurrection_dt = coalesce(?2, resurrection_dt) WHERE id = ?3').bind(now, resurrected, userId).run();
}
