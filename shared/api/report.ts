// The report resource: pin feedback (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4,
// docs/rules/pin-card.md#calls-spec-000-7: feedback_type 1 reports a pin; "unfollowed" after hiding with the offer).
import * as v from 'valibot';
import { FEEDBACK_STATUSES, type FeedbackStatus, REPORT_FEEDBACK_TYPE, REPORT_REASON_IDS } from '../report/pinFeedback.ts';
import { resource, returns } from './define.ts';
import { id } from './options.ts';

export const PinFeedbackResource = resource('PinFeedbackResource', {
  get: { options: v.object({ pin_id: id('pin', 'pin_id') }), access: 'member', result: returns<{ status: FeedbackStatus }>() },
  update: {
    options: v.pipe(
      v.object({
        pin_id: id('pin', 'pin_id'),
        feedback_type: v.optional(v.literal(REPORT_FEEDBACK_TYPE, `feedback_type is ${REPORT_FEEDBACK_TYPE} (report)`)),
        status: v.optional(v.picklist(FEEDBACK_STATUSES.filter((s) => s !== 'unset') as ['reported', 'unfollowed'], 'status is reported or unfollowed')),
        /** Why the pin is reported: one of the report step's reasons (kept with the report). */
        report_reason: v.optional(v.picklist(REPORT_REASON_IDS, `report_reason is one of ${REPORT_REASON_IDS.join(', ')}`)),
      }),
      v.check((o) => o.feedback_type !== undefined || o.status !== undefined, 'Give feedback_type or status.'),
      v.check((o) => o.report_reason === undefined || o.feedback_type !== undefined || o.status === 'reported', 'report_reason goes with a report.'),
    ),
    access: 'member',
    rateLimit: 'socialWrite',
    signInPrompt: 'Log in to send feedback.',
    result: returns<{ status: FeedbackStatus }>(),
  },
  delete: {
    options: v.object({ pin_id: id('pin', 'pin_id') }),
    access: 'member',
    signInPrompt: 'Log in to send feedback.',
    result: returns<{ status: FeedbackStatus }>(),
  },
});
