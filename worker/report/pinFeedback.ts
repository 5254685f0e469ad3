// Pin feedback of a viewer (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#calls-spec-000-7): report (feedback_type 1 → reported), unfollowed
// (after hiding with the unfollow offer), and back to unset. A reported pin never comes back in
// the viewer's feeds or search.
import type { PinId, UserId } from '#shared/ids.ts';
import { FEEDBACK_TYPE_STATUS, type FeedbackStatus, REPORT_FEEDBACK_TYPE, type ReportReason } from '#shared/report/pinFeedback.ts';
import { notFound } from '#worker/api/errors.ts';
import { pinVisibleTo } from '#worker/visibility.ts';

const VISIBLE_PIN = `SELECT p.id FROM pins p LEFT JOIN boards b ON b.id = p.board_id WHERE p.id = ?2 AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: '?1' })}`;

/** The viewer's feedback status for a pin (unset without a row). */
export async function feedbackStatus(db: D1Database, userId: UserId, pinId: PinId): Promise<FeedbackStatus> {
  const row = await db.prepare('SELECT status FROM pin_feedback WHERE user_id = ? AND pin_id = ?').bind(userId, pinId).first<{ status: FeedbackStatus }>();
  return row?.status ?? 'unset';
}

/**
 * Records feedback on a pin the viewer may see (404 otherwise); a report is never downgraded to
 * unfollowed, and keeps the reason it was first filed with.
 */
export async function sendFeedback(
  db: D1Database,
  userId: UserId,
  pinId: PinId,
  feedback: { feedbackType?: typeof REPORT_FEEDBACK_TYPE; status?: 'reported' | 'unfollowed'; reason?: ReportReason },
  now: number,
): Promise<FeedbackStatus> {
  if (!(await db.prepare(VISIBLE_PIN).bind(userId, pinId).first())) throw notFound('That pin does not exist.');
  const status: FeedbackStatus = feedback.feedbackType !== undefined ? FEEDBACK_TYPE_STATUS[feedback.feedbackType] : (feedback.status ?? 'unset');
  const type = status === 'reported' ? REPORT_FEEDBACK_TYPE : 0;
  const reason = status === 'reported' ? (feedback.reason ?? null) : null;
  await db
    .prepare(
      `INSERT INTO pin_feedback (user_id, pin_id, feedback_type, status, created_at, report_reason) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (user_id, pin_id) DO UPDATE SET status = CASE WHEN pin_feedback.status = 'reported' THEN 'reported' ELSE ?4 END,
         feedback_type = CASE WHEN pin_feedback.status = 'reported' THEN pin_feedback.feedback_type ELSE ?3 END,
         report_reason = CASE WHEN pin_feedback.status = 'reported' THEN pin_feedback.report_reason ELSE ?6 END`,
    )
    .bind(userId, pinId, type, status, now, reason)
    .run();
  return feedbackStatus(db, userId, pinId);
}

/** Clears the viewer's feedback on a pin (undo): unset. */
export async function clearFeedback(db: D1Database, userId: UserId, pinId: PinId): Promise<FeedbackStatus> {
  await db.prepare('DELETE FROM pin_feedback WHERE user_id = ? AND pin_id = ?').bind(userId, pinId).run();
  return 'unset';
}
