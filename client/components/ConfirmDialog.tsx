// A confirmation as a proper modal dialog (the native <dialog> opened with showModal: focus moves
// into it and stays there, Escape and a click on the backdrop cancel, the page behind is inert).
// Used where an action cannot be undone: deleting a pin, blocking a member.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import './confirmDialog.css';
import { NEEDS_SCRIPT } from '#shared/forms.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** While the action runs: the confirm button is disabled. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}

export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'Cancel', busy = false, onConfirm, onCancel, testId }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    else if (!open && d.open) d.close();
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard twin is Escape, which the native dialog handles (onClose)
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={titleId}
      data-test-id={testId}
      onClose={() => {
        if (open) onCancel();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) cancels.
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <div className="confirm-dialog__box">
        <h2 id={titleId} className="confirm-dialog__title">
          {title}
        </h2>
        {children && <div className="confirm-dialog__body">{children}</div>}
        <div className="confirm-dialog__actions">
          <button type="button" {...NEEDS_SCRIPT} className="button" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            {...NEEDS_SCRIPT}
            className="button button--primary"
            data-test-id={testId && `${testId}-confirm`}
            disabled={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
