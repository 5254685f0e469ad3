// docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: how the closeup's image was made (its image origin), when the pin says.
import { imageOriginLine } from '#shared/pinCard/imageOrigin.ts';
import type { Pin } from '#shared/types.ts';

export function ImageOriginLine({ pin }: { pin: Pin }) {
  const line = imageOriginLine(pin.digitalMediaSourceType);
  return line ? (
    <p className="closeup__image-origin" data-test-id="image-origin">
      {line}
    </p>
  ) : null;
}
