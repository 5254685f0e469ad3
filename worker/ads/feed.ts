// Ads in the home feed: a page's promoted pins move to the fixed ad slots (shared/ads/placement.ts).
import { placeAds } from '#shared/ads/placement.ts';
import type { PinPage } from '#shared/types.ts';

/** The page with its ads at the fixed slots; the bookmark is the organic one. */
export function withAds(page: PinPage): PinPage {
  return { pins: placeAds(page.pins), bookmark: page.bookmark };
}
