// /pin/{id}/report/ (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): the report dialog's steps as plain forms,
// which work before or without JavaScript: the reasons (a GET back here with the reason), the
// confirmation (a page form posting to PinFeedbackResource, worker/api/forms.ts), then the thanks line.
import type { ReactNode } from 'react';
import type { PageView } from '#client/app/pageTypes.ts';
import { type FormFlash, flashFor, formAction } from '#shared/forms.ts';
import type { PageData } from '#shared/pages.ts';
import { pinPath } from '#shared/paths.ts';
import { feedbackStatusText, REPORT_REASONS } from '#shared/report/pinFeedback.ts';
import './reportDialog.css';

type ReportPageData = Extract<PageData, { kind: 'pinReport' }>;

export function ReportPinPage({ data, flash }: { data: ReportPageData; flash?: FormFlash }) {
  const { pinId, title, reason, reported } = data;
  const here = `${pinPath(pinId)}report/`;
  const label = REPORT_REASONS.find(([id]) => id === reason)?.[1];
  const refused = flashFor(flash, 'PinFeedbackResource', 'update')?.error;
  const thanks = feedbackStatusText('reported');
  let step: ReactNode;
  if (reported) {
    step = (
      <div role="status" data-test-id="report-thanks">
        <p className="report-dialog__question">{thanks?.title}</p>
        <p>{thanks?.line}</p>
      </div>
    );
  } else if (reason && label) {
    step = (
      <form method="post" action={formAction('PinFeedbackResource', 'update')} data-test-id="report-confirm">
        <input type="hidden" name="pin_id" value={pinId} />
        <input type="hidden" name="status" value="reported" />
        <input type="hidden" name="report_reason" value={reason} />
        <input type="hidden" name="next" value={here} />
        <p className="report-dialog__question">{`Report this Pin for “${label}”?`}</p>
        {refused && (
          <p className="report-dialog__error" role="alert">
            {refused}
          </p>
        )}
        <div className="report-dialog__actions">
          <a className="report-dialog__button report-page__link" href={here}>
            Back
          </a>
          <button type="submit" className="report-dialog__button report-dialog__button--primary">
            Report
          </button>
        </div>
      </form>
    );
  } else {
    step = (
      <form method="get" action={here}>
        <fieldset className="report-dialog__reasons" data-test-id="report-reasons">
          <legend className="report-dialog__question">Why are you reporting this Pin?</legend>
          {REPORT_REASONS.map(([id, text], i) => (
            <label key={id} className="report-dialog__reason">
              <input type="radio" name="reason" value={id} required={i === 0} />
              {text}
            </label>
          ))}
        </fieldset>
        <div className="report-dialog__actions">
          <a className="report-dialog__button report-page__link" href={pinPath(pinId)}>
            Cancel
          </a>
          <button type="submit" className="report-dialog__button report-dialog__button--primary">
            Next
          </button>
        </div>
      </form>
    );
  }
  return (
    <section className="report-dialog report-page" data-test-id="report-page">
      <h1 className="report-dialog__title">Report Pin</h1>
      <p>
        <a href={pinPath(pinId)}>{title}</a>
      </p>
      {step}
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { pinReport: PageView<'pinReport'> } = {
  pinReport: ({ data, flash }) => <ReportPinPage data={data} flash={flash} />,
};
