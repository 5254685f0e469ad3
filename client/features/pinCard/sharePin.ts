// Share from a card's menu: the system share sheet where the browser has one (phones), otherwise
// the pin's link copied; answers what to tell the person, or null when the share sheet handled it.
import { pinPath } from '#shared/paths.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';

export async function sharePin(pin: Pick<CardPin, 'entityId' | 'title'>): Promise<string | null> {
  const url = `${location.origin}${pinPath(pin.entityId)}`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url, title: pin.title || 'Pin' });
      return null;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return null;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'Link copied!';
  } catch {
    return `Copy this link: ${url}`;
  }
}
