// The save toast's card (see SaveToast.tsx): its own chunk, downloaded once the page is idle or
// when the first toast is shown, whichever is sooner.
import type { CSSProperties } from 'react';
import { SAVE_TIMING } from '#shared/constants.ts';
import { saveToastEditUrl } from '#shared/save/toast.ts';
import type { ToastState } from './saveSlot.ts';

const TIMING = { '--toast-fade': `${SAVE_TIMING.toastFadeOut}ms`, '--toast-icon-delay': `${SAVE_TIMING.toastAnimationStart}ms` } as CSSProperties;

export function SaveToastCard({ toast, onClose }: { toast: ToastState; onClose: () => void }) {
  return (
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
  );
}
