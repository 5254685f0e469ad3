// Closes a popup (menu, flyout) on a click anywhere in the document outside it (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4:
// a document click closes the more menu) and on Escape.

import type { Signal } from '@preact/signals-react';
import { type RefObject, useEffect } from 'react';

export function useDismiss(open: Signal<boolean>, container: RefObject<HTMLElement | null>, isOpen: boolean) {
  useEffect(() => {
    if (!isOpen) return;
    const onClick = (event: MouseEvent) => {
      // The path as dispatched: a control that removed itself on click still counts as inside.
      if (container.current && event.composedPath().includes(container.current)) return;
      open.value = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') open.value = false;
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, container, isOpen]);
}
