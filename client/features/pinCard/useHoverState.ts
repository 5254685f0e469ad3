// The card's hover state (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): active at once on enter, inactive 120 ms after leaving,
// so moving between the image and the buttons never flickers. Focus counts as hover, so
// keyboard users reach the same controls.

import type { Signal } from '@preact/signals-react';
import { useSignal } from '@preact/signals-react/runtime';
import type { FocusEvent } from 'react';
import { useEffect, useRef } from 'react';
import { CARD_TIMING } from '#shared/constants.ts';

export interface HoverState {
  active: Signal<boolean>;
  enter: () => void;
  leave: () => void;
  leaveIfOutside: (event: FocusEvent<HTMLElement>) => void;
}

export function useHoverState(): HoverState {
  const active = useSignal(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const enter = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    active.value = true;
  };
  const leave = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      active.value = false;
    }, CARD_TIMING.hoverOffDelay);
  };
  const leaveIfOutside = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) leave();
  };
  return { active, enter, leave, leaveIfOutside };
}
