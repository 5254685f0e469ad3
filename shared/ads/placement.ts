// Ads in feeds: promoted pins appear only at the fixed ad slots of each page, in their feed
// order; every other slot holds an organic pin (docs/rules/pin-card.md#who-it-serves-spec-000-1 advertisers).
import { HOME_FEED_AD_SLOTS } from '#shared/constants.ts';
import type { Pin } from '#shared/types.ts';

/** Whether a pin is an ad: promoted, or carrying a promoter (docs/rules/pin-card.md#roles-spec-000-6). */
export function isAd(pin: Pin): boolean {
  return pin.isPromoted || pin.promoter !== null;
}

/**
 * Places a page's ads at the fixed slots: organic pins keep their order; ads fill the slots in
 * order while they last; ads beyond the slots of the page are not delivered on this page.
 */
export function placeAds(pins: readonly Pin[], slots: readonly number[] = HOME_FEED_AD_SLOTS): Pin[] {
  const organic = pins.filter((p) => !isAd(p));
  const ads = pins.filter(isAd);
  const slotSet = new Set(slots);
  const out: Pin[] = [];
  let o = 0;
  let a = 0;
  while (o < organic.length || (a < ads.length && slotSet.has(out.length))) {
    if (slotSet.has(out.length) && a < ads.length) out.push(ads[a++]);
    else if (o < organic.length) out.push(organic[o++]);
    else break;
  }
  return out;
}
