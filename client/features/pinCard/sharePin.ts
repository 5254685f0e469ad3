// Share from a card's menu: the pin's link, shared or copied (client/lib/shareLink.ts).
import { shareLink } from '#client/lib/shareLink.ts';
import { pinPath } from '#shared/paths.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';

export const sharePin = (pin: Pick<CardPin, 'entityId' | 'title'>): Promise<string | null> =>
  shareLink(`${location.origin}${pinPath(pin.entityId)}`, pin.title || 'Pin');
