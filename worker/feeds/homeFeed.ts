// The home feed (issue 13): signed in, the personal feed with a reason on each pin; signed out,
// popular public pins. Both through the one pipeline (./pipeline.ts), ads at their fixed slots.
import { isAd, placeAds } from '#shared/ads/placement.ts';
import { FEED_PAGE_SIZE, HOME_FEED_AD_SLOTS } from '#shared/constants.ts';
import type { Pin, PinPage } from '#shared/types.ts';
import { readBookmark } from '#worker/api/bookmarks.ts';
import type { PinFeedEnv } from '#worker/offsite/sign.ts';
import type { PinReadOptions } from '#worker/pins/pinData.ts';
import { readAds, readPersonalFeed, readPopularFeed } from './homeFeedData.ts';
import { type FeedViewer, pinFeedPage } from './pipeline.ts';

/** The organic pins with this page's ads at their slots, and how many ads were placed. */
async function withPageAds(db: D1Database, viewerId: string | null, organic: Pin[], adOffset: number, pageSize: number, options: PinReadOptions) {
  const slots = HOME_FEED_AD_SLOTS.filter((s) => s < pageSize);
  const ads = slots.length ? await readAds(db, viewerId, adOffset, slots.length, options) : [];
  const pins = placeAds([...organic, ...ads]);
  return { pins, placed: pins.filter(isAd).length };
}

/** A page of the home feed for this viewer (ads at their slots). */
export function homeFeedPage(env: PinFeedEnv, viewer: FeedViewer, bookmark: string | null, pageSize = FEED_PAGE_SIZE): Promise<PinPage> {
  const viewerId = viewer.id;
  if (viewerId === null) {
    return pinFeedPage(
      env,
      viewer,
      {
        kind: 'popular',
        ads: true,
        read: async (at, options) => {
          const page = await readPopularFeed(env.DB, at?.o ?? 0, pageSize, options);
          const { pins, placed } = await withPageAds(env.DB, null, page.pins, at?.a ?? 0, pageSize, options);
          return { pins, next: page.next === null ? null : { o: page.next, a: (at?.a ?? 0) + placed } };
        },
      },
      readBookmark('popular', bookmark),
    );
  }
  return pinFeedPage(
    env,
    viewer,
    {
      kind: 'personal',
      ads: true,
      read: async (at, options) => {
        const page = await readPersonalFeed(env.DB, viewerId, at && { t: at.t, before: at.before }, pageSize, options);
        const { pins, placed } = await withPageAds(env.DB, viewerId, page.pins, at?.a ?? 0, pageSize, options);
        return { pins, next: page.next === null ? null : { ...page.next, a: (at?.a ?? 0) + placed } };
      },
    },
    readBookmark('personal', bookmark),
  );
}
