// The card's hover state (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): active, inactive or hidden, and the
// surfaces that force the overlay's visibility to none or visible. CardHover and PinCard read it.
import type { Pin } from '../types.ts';
import type { CardContext, CardSurface } from './context.ts';

/** What a surface forces the hover overlay to: never shown, or always shown; other surfaces follow the pointer. */
export type HoverVisibility = 'none' | 'visible';

/**
 * docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: the surfaces that force the overlay. The spec names none; our
 * choice: bulk edit forces none (a press there selects the pin, so no save, send or menu may sit on
 * it); the explore local tab forces visible (its one-tap save shows whether the pin is already on a
 * board, which a person should see without pointing at every card).
 */
export const FORCED_HOVER_VISIBILITY: Readonly<Partial<Record<CardSurface, HoverVisibility>>> = {
  bulkEdit: 'none',
  exploreLocal: 'visible',
};

/** active: the overlay shows; inactive: it is there but faded out (pointer elsewhere); hidden: not drawn at all. */
export type CardHoverState = 'active' | 'inactive' | 'hidden';

/**
 * The overlay's state for a card: hidden for a deleted story pin (its placeholder, no menu) and where the
 * surface forces none; active where it forces visible; else active while hovered (or focused).
 * @example cardHoverState(pin, { ...ctx, surface: 'bulkEdit' }, true) // 'hidden'
 */
export function cardHoverState(pin: Pick<Pin, 'storyPinData'>, ctx: Pick<CardContext, 'surface'>, hovered: boolean): CardHoverState {
  if (pin.storyPinData?.isDeleted) return 'hidden';
  const forced = FORCED_HOVER_VISIBILITY[ctx.surface];
  if (forced === 'none') return 'hidden';
  if (forced === 'visible' || hovered) return 'active';
  return 'inactive';
}
