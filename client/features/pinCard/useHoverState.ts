// The card's hover state (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): active at once on enter, inactive 120 ms after leaving,
// so moving between the image and the buttons never flickers. Keyboard focus counts as hover, so
// keyboard users reach the same controls; the focus a tap or a click gives a link does not (a finger
// never hovers: on a phone a tap opens the pin, with no topic chips or overlay under the finger).

import type { Signal } from '@preact/signals-react';
import { useSignal } from '@preact/signals-react/runtime';
import type { FocusEvent } from 'react';
import { useEffect, useState } from 'react';
import { hoverTimer } from '#shared/pinCard/hoverTimer.ts';

export interface HoverState {
  active: Signal<boolean>;
  enter: () => void;
  leave: () => void;
  /** Focus inside the card: keyboard focus (:focus-visible) enters, a tap's or click's does not. */
  focus: (event: FocusEvent<HTMLElement>) => void;
  leaveIfOutside: (event: FocusEvent<HTMLElement>) => void;
}

export function useHoverState(): HoverState {
  const active = useSignal(false);
  const [timer] = useState(() =>
    hoverTimer((on) => {
      active.value = on;
    }),
  );
  useEffect(() => timer.cancel, [timer]);
  const { enter, leave } = timer;
  const focus = (event: FocusEvent<HTMLElement>) => {
    if ((event.target as Element).matches(':focus-visible')) enter();
  };
  const leaveIfOutside = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) leave();
  };
  return { active, enter, leave, focus, leaveIfOutside };
}
