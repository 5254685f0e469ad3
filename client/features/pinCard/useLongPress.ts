// docs/rules/pin-card.md#constants-spec-000-9: a card's touches may be long presses (longPress.ts, loaded on the first touch).
import { type RefObject, useEffect } from 'react';

/** `shown`: whether the card (not its hidden note) is rendered, so the listener follows the element. */
export function useLongPress(root: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onDown = (e: PointerEvent) => {
      if (e.pointerType === 'touch') void import('./longPress.ts').then((m) => m.followPress(el, e));
    };
    el.addEventListener('pointerdown', onDown);
    return () => el.removeEventListener('pointerdown', onDown);
  }, [root, shown]);
}
