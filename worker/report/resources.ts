// PinFeedbackResource: a viewer's report of a pin, its reason, and the feedback status (worker/report/pinFeedback.ts).
import * as api from '#shared/api/report.ts';
import { implement } from '#worker/api/implement.ts';
import { clearFeedback, feedbackStatus, sendFeedback } from './pinFeedback.ts';

export const PinFeedbackResource = implement(api.PinFeedbackResource, {
  get: async (c, o, me) => ({ data: { status: await feedbackStatus(c.env.DB, me, o.pin_id) } }),
  update: async (c, o, me) => ({
    data: {
      status: await sendFeedback(c.env.DB, me, o.pin_id, { feedbackType: o.feedback_type, status: o.status, reason: o.report_reason }, Date.now()),
    },
  }),
  delete: async (c, o, me) => ({ data: { status: await clearFeedback(c.env.DB, me, o.pin_id) } }),
});
