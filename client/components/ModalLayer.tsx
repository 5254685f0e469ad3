// A modal drawn outside whatever opened it (in document.body), so no ancestor's pointer-events,
// overflow or stacking reaches it: a card's hover layer ignores the pointer (pinCard.css), and a
// dialog a card opens drawn inside it could not be clicked (docs/rules/pin-card.md#dialogs-a-card-opens).
// React still bubbles a portal's events to its React ancestors; they stop here, so a click or key
// in the dialog never reaches the card that opened it (its save, its link, its long press).
import type { ReactNode, SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';

const stop = (event: SyntheticEvent) => event.stopPropagation();

export function ModalLayer({ children }: { children: ReactNode }) {
  if (typeof document === 'undefined') return null;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: not a control; it only keeps the dialog's events from the React ancestors that opened it
    <div
      className="modal-layer"
      onClick={stop}
      onContextMenu={stop}
      onKeyDown={stop}
      onPointerDown={stop}
      onPointerUp={stop}
      onMouseDown={stop}
      onMouseUp={stop}
      onTouchStart={stop}
      onTouchEnd={stop}
    >
      {children}
    </div>,
    document.body,
  );
}
