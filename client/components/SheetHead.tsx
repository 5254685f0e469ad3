// A sheet's head, the one frame every phone sheet wears (./AnchoredPopover.tsx, ./sheetHead.css): its title and a
// close button, which closes a declarative popover without script when given its id (`closes`).
import './sheetHead.css';

/** A sheet's head: its title and close button (AnchoredPopover, and the sheets that are no anchored popover). */
export function SheetHead({ id, title, onClose, closes }: { id?: string; title: string; onClose?: () => void; closes?: string }) {
  return (
    <div className="top-layer__head">
      <h2 id={id} className="top-layer__title">
        {title}
      </h2>
      <button
        type="button"
        className="top-layer__close"
        aria-label="Close"
        onClick={onClose}
        popoverTarget={closes}
        popoverTargetAction={closes ? 'hide' : undefined}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
