// /pin/{id}/report/ (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): the card menu's report dialog as a page
// of plain forms, for a member before or without JavaScript. The reasons form comes back here with
// `?reason=`, the confirmation posts to PinFeedbackResource (worker/api/forms.ts) and comes back
// here, where a filed report shows "Reported" with the thanks line.

import { formatId, parseId } from '#shared/ids.ts';
import { REPORT_REASON_IDS, type ReportReason } from '#shared/report/pinFeedback.ts';
import { pinDisplayTitle } from '#shared/seo/pinHead.ts';
import { statusRead } from '#worker/pages/headGate.ts';
import { titledHead as head, type Loader, memberOf, notFoundPage } from '#worker/pages/loader.ts';
import { readPin } from '#worker/pins/pinData.ts';
import { feedbackStatus } from './pinFeedback.ts';

const isReason = (value: string | undefined): value is ReportReason => REPORT_REASON_IDS.some((reason) => reason === value);

const reportPin: Loader = async (c, params) => {
  const me = memberOf(c);
  const pinId = parseId<'pin'>(params.pinId);
  if (pinId === null) return notFoundPage();
  const lookup = await statusRead(c, () => readPin(c.env.DB, pinId, me, { forBot: false }));
  if (lookup.status !== 'found') return notFoundPage();
  const reason = c.req.query('reason');
  const status = await feedbackStatus(c.env.DB, me, pinId);
  return {
    route: 'pinReport',
    params,
    status: 200,
    head: head('Report Pin', 'Tell us why this Pin should not be here.', null, true),
    data: {
      kind: 'pinReport',
      pinId: formatId(pinId),
      title: pinDisplayTitle(lookup.pin) || 'this Pin',
      reason: isReason(reason) ? reason : null,
      reported: status === 'reported',
    },
  };
};

/** The report feature's page loaders by route. */
export const reportPages = { pinReport: reportPin };
