// Pin feedback (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#calls-spec-000-7, docs/rules/pin-card.md#errors-and-messages-spec-000-8): the feedback types a viewer sends and the statuses a pin's
// feedback goes through, with the texts each shows.
import { HIDE_TEXTS } from '../pinCard/feedback.ts';

/** docs/rules/pin-card.md#calls-spec-000-7: "Pin feedback update: feedback_type 1, pin_id" reports a pin. */
export const REPORT_FEEDBACK_TYPE = 1;

/** The reasons a person picks before a report is filed, in the order the report step lists them. */
export const REPORT_REASONS = [
  ['spam', 'Spam'],
  ['nudity', 'Nudity or pornography'],
  ['self_harm', 'Self-harm'],
  ['misinformation', 'Misinformation'],
  ['hateful', 'Hateful activities'],
  ['dangerous_goods', 'Dangerous goods'],
  ['harassment', 'Harassment or bullying'],
  ['graphic_violence', 'Graphic violence'],
  ['privacy', 'Privacy violation'],
  ['intellectual_property', 'Intellectual property'],
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number][0];
export const REPORT_REASON_IDS = REPORT_REASONS.map(([reason]) => reason) as [ReportReason, ...ReportReason[]];

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: pin feedback status unset, reported, unfollowed. */
export const FEEDBACK_STATUSES = ['unset', 'reported', 'unfollowed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The status each feedback type gives. */
export const FEEDBACK_TYPE_STATUS: Readonly<Record<typeof REPORT_FEEDBACK_TYPE, FeedbackStatus>> = { [REPORT_FEEDBACK_TYPE]: 'reported' };

/** docs/rules/pin-card.md#errors-and-messages-spec-000-8: what a card shows for a status (nothing while unset). */
export function feedbackStatusText(status: FeedbackStatus): { title: string; line: string } | null {
  if (status === 'reported') return { title: HIDE_TEXTS.reported, line: HIDE_TEXTS.reportedThanks };
  if (status === 'unfollowed') return { title: HIDE_TEXTS.hidden, line: HIDE_TEXTS.thanks };
  return null;
}
