// One way every menu and flyout closes (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4): a press that
// starts outside it, or Escape, which also gives the focus back to the button that opened it. (Focus moving out of
// it closes its popover: ./AnchoredPopover.tsx, ./focusLeave.ts.)
import { type RefObject, useEffect, useRef } from 'react';

/**
 * While `open`, closes on a pointerdown outside `root` (the button and its popup together) and on
 * Escape. Inside is judged by the event's dispatched path, not by `contains`: a press on an item the
 * press itself re-rendered away still counts as inside, so the item's own action runs and the menu
 * does not close under it first.
 */
export function useOutsidePress(root: RefObject<HTMLElement | null>, open: boolean, close: () => void, button?: RefObject<HTMLElement | null>): void {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!open) return;
    const onPress = (event: PointerEvent) => {
      if (root.current && event.composedPath().includes(root.current)) return;
      latest.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      latest.current();
      button?.current?.focus();
    };
    document.addEventListener('pointerdown', onPress);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPress);
      document.removeEventListener('keydown', onKey);
    };
  }, [root, open, button]);
}
