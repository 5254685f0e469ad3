// The report step of the card menu (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): a person picks a
// reason, confirms it, and only then is the report filed; nothing is sent on the first click.
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { REPORT_REASONS, type ReportReason } from '#shared/discovery/feedback.ts';
import { reportPin } from './reportPin.ts';

export function ReportReasons({ pinId, onCancel, onReported }: { pinId: string; onCancel: () => void; onReported: () => void }) {
  useSignals();
  const name = useId();
  const reason = useSignal<ReportReason | null>(null);
  const confirming = useSignal(false);
  const failed = useSignal(false);
  const label = REPORT_REASONS.find(([id]) => id === reason.value)?.[1];

  if (confirming.value && reason.value && label) {
    const chosen = reason.value;
    return (
      <div className="pin-card__report" data-test-id="report-confirm">
        <p className="pin-card__report-question">Report this Pin for “{label}”?</p>
        {failed.value && (
          <p className="pin-card__why" role="alert">
            The report could not be sent. Please try again.
          </p>
        )}
        <div className="pin-card__report-actions">
          <button type="button" className="pin-card__report-button" onClick={() => (confirming.value = false)}>
            Back
          </button>
          <button
            type="button"
            className="pin-card__report-button pin-card__report-button--primary"
            data-test-id="report-send"
            onClick={async () => {
              failed.value = false;
              if (await reportPin(pinId, chosen)) onReported();
              else failed.value = true;
            }}
          >
            Report
          </button>
        </div>
      </div>
    );
  }
  return (
    <fieldset className="pin-card__report" data-test-id="report-reasons">
      <legend className="pin-card__report-question">Why are you reporting this Pin?</legend>
      {REPORT_REASONS.map(([id, text]) => (
        <label key={id} className="pin-card__report-reason">
          <input type="radio" name={name} value={id} checked={reason.value === id} onChange={() => (reason.value = id)} />
          {text}
        </label>
      ))}
      <div className="pin-card__report-actions">
        <button type="button" className="pin-card__report-button" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="pin-card__report-button pin-card__report-button--primary"
          disabled={reason.value === null}
          onClick={() => (confirming.value = true)}
        >
          Next
        </button>
      </div>
    </fieldset>
  );
}
