// The fields every save form posts without JavaScript (worker/api/forms.ts): the pin, and for an ad the
// tracking params its card carries, so a save of an ad made by a plain form is recorded against its
// campaign as the script's call is (docs/rules/pin-card.md#calls-spec-000-7, RepinResource create).
import type { CardPin } from '#shared/pinCard/cardPin.ts';

export function SaveFormFields({ pin }: { pin: Pick<CardPin, 'entityId' | 'trackingParams'> }) {
  return (
    <>
      <input type="hidden" name="pin_id" value={pin.entityId} />
      {pin.trackingParams && <input type="hidden" name="clientTrackingParams" value={pin.trackingParams} />}
    </>
  );
}
