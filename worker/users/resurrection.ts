// docs/rules/experiences.md#experience-data-spec-001-3, docs/rules/experiences.md#constants-spec-001-9: a member who signs in after 28 days or more without a sign-in is resurrected;
// the time is kept in users.resurrection_dt (read back as resurrection_info.resurrection_dt).
import { returnsAfterAbsence } from '#shared/users/memberLifecycle.ts';

/** Records a resurrection when this sign-in (at `now`) comes 28 days or more after the member's last one. */
export async function noteSignIn(db: D1Database, userId: number, now = Date.now()): Promise<void> {
  const last = await db.prepare('SELECT MAX(created_at) AS at FROM sessions WHERE user_id = ?').bind(userId).first<{ at: number | null }>();
  if (returnsAfterAbsence(last?.at ?? null, now)) await db.prepare('UPDATE users SET resurrection_dt = ? WHERE id = ?').bind(now, userId).run();
}
