// Which image size the closeup shows (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3): bots get the original; people get 736x, or
// 474x when the viewport is narrower than the first breakpoint (docs/rules/closeup-and-visitors.md#constants-spec-002-9), never the original.
import { CLOSEUP_LAYOUT } from '../constants.ts';
import type { ImageSize, ImageSpec, Pin } from '../types.ts';

/** The size name the closeup uses for a viewer on a viewport this wide. */
export function closeupImageSize(isBot: boolean, viewportWidth: number): ImageSize {
  if (isBot) return 'originals';
  return viewportWidth < CLOSEUP_LAYOUT.phoneBelow ? '474x' : '736x';
}

/** The pin's image of that size, falling back through the other people sizes. */
export function closeupImage(pin: Pick<Pin, 'images'>, size: ImageSize): ImageSpec | null {
  for (const s of [size, '736x', '474x', '564x', '236x', 'originals'] as ImageSize[]) {
    const spec = pin.images[s];
    if (spec) return spec;
  }
  return null;
}
