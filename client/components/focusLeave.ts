// One rule for every popup (menus, sheets, the board picker, share and search lists, the header's declarative popovers):
// it closes when focus moves to a control outside it, and focus stays on that control (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4).
import { type RefObject, useEffect, useRef } from 'react';

interface OpenPopup {
  /** Whether a node is part of the popup (its button and its list together). */
  holds: (node: Node) => boolean;
  close: () => void;
}

const open = new Set<OpenPopup>();

/** Whether focus moving to `target` leaves a popup that holds none of `path`: a modal opened over it is not leaving. */
function leaves(popup: OpenPopup, target: Element, path: readonly EventTarget[]): boolean {
  if (path.some((node) => node instanceof Node && popup.holds(node))) return false;
  return !target.closest('dialog[open]');
}

/** The browser's own popovers (popover="auto", opened without script): closed when focus leaves them and their button. */
function closeDeclarative(target: Element, path: readonly EventTarget[]): void {
  for (const popover of document.querySelectorAll<HTMLElement>('[popover="auto"]:popover-open')) {
    if (path.includes(popover)) continue;
    const opener = document.querySelector(`[popovertarget="${CSS.escape(popover.id)}"]`);
    if (opener && path.includes(opener)) continue;
    if (target.closest('dialog[open]')) continue;
    popover.hidePopover();
  }
}

function onFocusIn(event: FocusEvent): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const path = event.composedPath();
  const leaving = [...open].filter((popup) => leaves(popup, target, path));
  for (const popup of leaving) {
    // Closed once: a close that moves focus itself (back to its button) does not close it again.
    open.delete(popup);
    popup.close();
  }
  closeDeclarative(target, path);
  // Focus stays where it went, whatever a closing popup did with it.
  if (leaving.length > 0 && document.activeElement !== target && target instanceof HTMLElement && target.isConnected) target.focus();
}

if (typeof document !== 'undefined') document.addEventListener('focusin', onFocusIn);

/** While `isOpen`, calls `close` once focus moves to a control outside every element `parts` gives. */
export function useCloseOnFocusLeave(parts: ReadonlyArray<RefObject<HTMLElement | null>>, isOpen: boolean, close: () => void): void {
  const latest = useRef(close);
  latest.current = close;
  const latestParts = useRef(parts);
  latestParts.current = parts;
  useEffect(() => {
    if (!isOpen) return;
    const popup: OpenPopup = {
      holds: (node) => latestParts.current.some((part) => part.current?.contains(node) ?? false),
      close: () => latest.current(),
    };
    open.add(popup);
    return () => void open.delete(popup);
  }, [isOpen]);
}
