// Reporting a pin from the card menu (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): a modal dialog
// where a person picks a reason from a radio group, confirms it, and only then is the report filed;
// then it shows "Reported" with the thanks line. Focus stays inside while it is open, Escape closes
// it, and closing gives focus back to the menu button (the menu focuses it before the dialog opens,
// and a modal dialog returns focus to what had it). Rendered at the end of the body (ModalLayer),
// outside the card, so the card's overlay (pointer-events, opacity) never reaches it.
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { ModalLayer } from '#client/components/ModalLayer.tsx';
import { announceModal } from '#client/features/events/modalPause.ts';
import { feedbackStatusText, REPORT_REASONS, type ReportReason } from '#shared/report/pinFeedback.ts';
import { reportPin } from './reportPin.ts';
import './reportDialog.css';

type Step = 'reasons' | 'confirm' | 'done';
const FOCUSABLE = 'button:not(:disabled), input:not(:disabled), a[href]';

/** The dialog's Tab stops in order: its controls, a radio group counting once (its checked radio, else its first). */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  const seen = new Set<string>();
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio') return true;
    const checked = dialog.querySelector(`input[type="radio"][name="${CSS.escape(el.name)}"]:checked`);
    if (checked) return el === checked;
    if (seen.has(el.name)) return false;
    seen.add(el.name);
    return true;
  });
}

/** Keeps Tab and Shift+Tab inside the dialog: past the last stop comes the first, and back. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const stops = tabStops(event.currentTarget);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export function ReportDialog({ pinId, onClose }: { pinId: string; onClose: (reported: boolean) => void }) {
  useSignals();
  const title = useId();
  const name = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const step = useSignal<Step>('reasons');
  const reason = useSignal<ReportReason | null>(null);
  const sending = useSignal(false);
  const failed = useSignal(false);
  const label = REPORT_REASONS.find(([id]) => id === reason.value)?.[1];
  const thanks = feedbackStatusText('reported');

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    announceModal(true);
    el.showModal();
    return () => announceModal(false);
  }, []);

  // Each step puts focus on its first control (the reasons: the chosen one, else the first), so a
  // keyboard never starts from the page again, nor from a control the step just took away.
  useEffect(() => {
    const at = dialog.current?.querySelector<HTMLElement>(`[data-step="${step.value}"]`);
    (at?.querySelector<HTMLElement>('input:checked') ?? at?.querySelector<HTMLElement>('input, [data-autofocus]'))?.focus();
  }, [step.value]);

  const close = () => dialog.current?.close();

  async function send(chosen: ReportReason) {
    sending.value = true;
    failed.value = false;
    const filed = await reportPin(pinId, chosen);
    sending.value = false;
    if (filed) step.value = 'done';
    else failed.value = true;
  }

  return (
    <ModalLayer>
      <dialog
        ref={dialog}
        className="report-dialog"
        aria-labelledby={title}
        data-test-id="report-dialog"
        onClose={() => onClose(step.value === 'done')}
        onKeyDown={(e) => {
          // The dialog's keys are its own: the card and its menu (React ancestors) never see them.
          e.stopPropagation();
          keepFocusInside(e);
        }}
        onClick={(e) => {
          e.stopPropagation();
          // A click on the backdrop (the dialog element itself, outside its box) closes it.
          if (e.target === e.currentTarget) {
            const box = e.currentTarget.getBoundingClientRect();
            if (e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom) close();
          }
        }}
      >
        <h2 id={title} className="report-dialog__title">
          Report Pin
        </h2>
        {step.value === 'reasons' && (
          <form
            data-step="reasons"
            onSubmit={(e) => {
              e.preventDefault();
              if (reason.value) step.value = 'confirm';
            }}
          >
            <fieldset className="report-dialog__reasons" data-test-id="report-reasons">
              <legend className="report-dialog__question">Why are you reporting this Pin?</legend>
              {REPORT_REASONS.map(([id, text]) => (
                <label key={id} className="report-dialog__reason">
                  <input type="radio" name={name} value={id} checked={reason.value === id} onChange={() => (reason.value = id)} />
                  {text}
                </label>
              ))}
            </fieldset>
            <div className="report-dialog__actions">
              <button type="button" className="report-dialog__button" onClick={close}>
                Cancel
              </button>
              <button type="submit" className="report-dialog__button report-dialog__button--primary" disabled={reason.value === null}>
                Next
              </button>
            </div>
          </form>
        )}
        {step.value === 'confirm' && reason.value && (
          <div data-step="confirm" data-test-id="report-confirm">
            <p className="report-dialog__question">{`Report this Pin for “${label}”?`}</p>
            {failed.value && (
              <p className="report-dialog__error" role="alert">
                The report could not be sent. Please try again.
              </p>
            )}
            <div className="report-dialog__actions">
              <button type="button" className="report-dialog__button" onClick={() => (step.value = 'reasons')}>
                Back
              </button>
              <button
                type="button"
                className="report-dialog__button report-dialog__button--primary"
                data-test-id="report-send"
                data-autofocus
                disabled={sending.value}
                onClick={() => void send(reason.value as ReportReason)}
              >
                Report
              </button>
            </div>
          </div>
        )}
        {step.value === 'done' && (
          <div data-step="done" data-test-id="report-thanks">
            <div role="status">
              <p className="report-dialog__question">{thanks?.title}</p>
              <p>{thanks?.line}</p>
            </div>
            <div className="report-dialog__actions">
              <button type="button" className="report-dialog__button report-dialog__button--primary" data-autofocus onClick={close}>
                Close
              </button>
            </div>
          </div>
        )}
      </dialog>
    </ModalLayer>
  );
}
