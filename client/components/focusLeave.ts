// One rule for every popup (menus, sheets, the board picker, share and search lists, the header's declarative popovers):
// it closes when focus moves to a control outside it, and focus stays on that control (docs/architecture.md#the-interface-and-phones).
import { type RefObject, useEffect, useRef } from 'react';

/** The open popups: whether a node is part of one (its button and its list together), and how it closes. */
const open = new Set<{ holds: (node: Node) => boolean; close: () => void }>();

function onFocusIn(event: FocusEvent): void {
  const target = event.target;
  // A modal opened over a popup is not focus leaving it.
  if (!(target instanceof HTMLElement) || target.closest('dialog[open]')) return;
  const path = event.composedPath();
  const leaving = [...open].filter((popup) => !path.some((node) => node instanceof Node && popup.holds(node)));
  for (const popup of leaving) {
    // Closed once: a close that moves focus itself (back to its button) does not close it again.
    open.delete(popup);
    popup.close();
  }
  // The browser's own popovers (popover="auto", opened without script), left by focus with their button.
  for (const popover of document.querySelectorAll<HTMLElement>('[popover="auto"]:popover-open')) {
    const opener = document.querySelector(`[popovertarget="${CSS.escape(popover.id)}"]`);
    if (!path.includes(popover) && !(opener && path.includes(opener))) popover.hidePopover();
  }
  // Focus stays where it went, whatever a closing popup did with it.
  if (leaving.length > 0 && document.activeElement !== target && target.isConnected) target.focus();
}

if (typeof document !== 'undefined') document.addEventListener('focusin', onFocusIn);

/** While `isOpen`, calls `close` once focus moves to a control outside every element `parts` gives. */
export function useCloseOnFocusLeave(parts: ReadonlyArray<RefObject<HTMLElement | null>>, isOpen: boolean, close: () => void): void {
  const latest = useRef({ parts, close });
  latest.current = { parts, close };
  useEffect(() => {
    if (!isOpen) return;
    const popup = { holds: (node: Node) => latest.current.parts.some((part) => part.current?.contains(node)), close: () => latest.current.close() };
    open.add(popup);
    return () => void open.delete(popup);
  }, [isOpen]);
}
