// The card pins of pin rows a page reads beside its own data, in its own batch (a conversation's sent pins, the news's
// pins): made into cards as a grid sends its pins (worker/pages/cardPins.ts). Apart from cardPins.ts, which the
// client's grid reads too, as this reads the worker's bindings.
import { formatId, issuedId, type PinId, type UserId } from '#shared/ids.ts';
import { type CardPin, cardPinOf } from '#shared/pinCard/cardPin.ts';
import { type PinFeedEnv, signPinPage } from '#worker/offsite/sign.ts';
import { cardPinPage } from '#worker/pages/cardPins.ts';
import { decoratePins, type PinRow, toPin } from './pinData.ts';

/**
 * The card pins of rows a page read beside its own data (a conversation's sent pins, the news's pins), by pin id, as a
 * grid sends its pins: signed, a card's image sizes and nested data, a card's fields. The rows carry
 * viewerColumns for `viewerId`, so decoratePins adds no statement for collaborations.
 */
export async function cardPinsById(env: PinFeedEnv, rows: PinRow[], viewerId: UserId): Promise<Map<PinId, CardPin>> {
  const options = { forBot: false, viewerId, viewerColumnsRead: true };
  const decorated = await decoratePins(
    env.DB,
    rows.map((r) => toPin(r, options)),
    options,
  );
  const { pins } = cardPinPage(await signPinPage(env, { pins: decorated, bookmark: null }, { id: formatId(viewerId), anonymousId: '' }));
  return new Map(pins.map((pin) => [issuedId<'pin'>(pin.entityId), cardPinOf(pin)]));
}
