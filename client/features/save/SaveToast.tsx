// The save toast: "Saved to {board}" (or section/Profile) with Change and Organize, shown for
// 5000 ms (spec 000 §4), or an error text shown for 2000 ms (spec 002 §9); each fades out in 200 ms,
// and the saved toast's icon animates after 700 ms unless it is a repin to an existing board.
import type { CSSProperties } from 'react';
import { SAVE_TIMING } from '#shared/constants.ts';
import { saveToastEditUrl } from '#shared/save/toast.ts';
import './save.css';

type ToastCommon = { text: string; leaving?: boolean };
export type ToastState =
  | (ToastCommon & { kind: 'saved'; newPinId: string; boardId: string; originalPinId: string; animatedIcon?: boolean })
  | (ToastCommon & { kind: 'message' });

const TIMING = { '--toast-fade': `${SAVE_TIMING.toastFadeOut}ms`, '--toast-icon-delay': `${SAVE_TIMING.toastAnimationStart}ms` } as CSSProperties;

export function SaveToast({ toast, onClose }: { toast: ToastState | null; onClose: () => void }) {
  return (
    <div className="save-toast-region" aria-live="polite" role="status">
      {toast && (
        <div className={`save-toast${toast.leaving ? ' is-leaving' : ''}`} data-test-id="save-toast" data-toast-kind={toast.kind} style={TIMING}>
          {toast.kind === 'saved' && (
            <span className={`save-toast__icon${toast.animatedIcon ? ' is-animated' : ''}`} data-test-id="save-toast-icon" aria-hidden="true">
              ✓
            </span>
          )}
          <span className="save-toast__text" data-test-id="save-toast-text">
            {toast.text}
          </span>
          {toast.kind === 'saved' && (
            <>
              <a className="button" href={saveToastEditUrl(toast.newPinId, toast.boardId, toast.originalPinId)}>
                Change
              </a>
              <a className="button" href={saveToastEditUrl(toast.newPinId, toast.boardId, toast.originalPinId)}>
                Organize
              </a>
            </>
          )}
          <button type="button" className="save-toast__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
