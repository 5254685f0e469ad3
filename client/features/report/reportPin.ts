// Reporting a pin with the reason the person picked (docs/rules/pin-card.md#calls-spec-000-7 "Pin feedback update:
// feedback_type 1, pin_id"): true once the server recorded it; the card then shows "Reported" with the thanks line.
import { callResource } from '#client/lib/resource.ts';
import { REPORT_FEEDBACK_TYPE, type ReportReason } from '#shared/report/pinFeedback.ts';

export async function reportPin(pinId: string, reason: ReportReason): Promise<boolean> {
  try {
    const answer = await callResource('PinFeedbackResource', 'update', { pin_id: pinId, feedback_type: REPORT_FEEDBACK_TYPE, report_reason: reason });
    return answer.data.status === 'reported';
  } catch {
    return false;
  }
}
