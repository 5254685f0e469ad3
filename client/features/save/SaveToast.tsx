// The save toast: "Saved to {board}" (or section/Profile) with Change and Organize, or an error
// text, shown for 5000 ms (spec 000 §4, §8).
import { saveToastEditUrl } from '#shared/save/toast.ts';
import './save.css';

export type ToastState = { kind: 'saved'; text: string; newPinId: string; boardId: string; originalPinId: string } | { kind: 'message'; text: string };

export function SaveToast({ toast, onClose }: { toast: ToastState | null; onClose: () => void }) {
  return (
    <div className="save-toast-region" aria-live="polite" role="status">
      {toast && (
        <div className="save-toast" data-test-id="save-toast">
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
