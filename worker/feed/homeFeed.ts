// The home feed: signed in, the personal feed with a reason on each pin; signed out,
// popular public pins. Both through the one pipeline (./pipeline.ts), ads at their fixed slots.
import { isAd, placeAds } from '#shared/ads/placement.ts';
import { FEED_PAGE_SIZE, FIRST_HTML_CARDS, HOME_FEED_AD_SLOTS } from '#shared/constants.ts';
import type { UserId } from '#shared/ids.ts';
import type { Pin, PinPage } from '#shared/types.ts';
import { readBookmark } from '#worker/api/bookmarks.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { SNAPSHOTS, type SnapshotEnv, type SnapshotName, snapshot } from '#worker/lib/edgeSnapshot.ts';
import type { PinFeedEnv } from '#worker/offsite/sign.ts';
import { adsStatement, popularFeedPage, readPersonalFeed, readPopularRows } from './homeFeedData.ts';
import { type FeedViewer, pinFeedPage } from './pipeline.ts';

/** This page's ads (one per slot of the page, while they last): the statement, run in the feed's own batch. */
function pageAds(db: D1Database, viewerId: UserId | null, adOffset: number, pageSize: number): D1PreparedStatement | null {
  const slots = HOME_FEED_AD_SLOTS.filter((s) => s < pageSize).length;
  return slots ? adsStatement(db, viewerId, adOffset, slots) : null;
}

/** The organic pins with the ads at their slots (a page of `pageSize` in all), and how many ads were placed. */
function placed(organic: Pin[], ads: Pin[]): { pins: Pin[]; placed: number } {
  const pins = placeAds([...organic, ...ads]);
  return { pins, placed: pins.filter(isAd).length };
}

/** What the home feed reads: D1, the signing secret, and the public-view generation its snapshots are kept under. */
export type HomeFeedEnv = PinFeedEnv & SnapshotEnv;

/** The snapshot of the signed-out feed's first page of this size (docs/performance.md#edge-snapshots), or none for other pages. */
function popularSnapshot(offset: number, adOffset: number, pageSize: number): SnapshotName | null {
  if (offset !== 0 || adOffset !== 0) return null;
  if (pageSize === FIRST_HTML_CARDS) return SNAPSHOTS.popularFirstHtml;
  return pageSize === FEED_PAGE_SIZE ? SNAPSHOTS.popularFirstPage : null;
}

/** A page of the home feed for this viewer (ads at their slots). */
export function homeFeedPage(env: HomeFeedEnv, viewer: FeedViewer, bookmark: string | null, pageSize = FEED_PAGE_SIZE): Promise<PinPage> {
  const viewerId = viewerUserId(viewer);
  if (viewerId === null) {
    return pinFeedPage(
      env,
      viewer,
      {
        kind: 'popular',
        ads: true,
        read: async (at, options) => {
          const offset = at?.o ?? 0;
          const adOffset = at?.a ?? 0;
          // The same rows for every signed-out visitor: the first page from the edge's snapshot; what is made of them, per request.
          const rows = (db = env.DB) => readPopularRows(db, offset, pageSize + 1, pageAds(db, null, adOffset, pageSize));
          const name = popularSnapshot(offset, adOffset, pageSize);
          const page = popularFeedPage(await (name ? snapshot(env, name, rows) : rows()), offset, (ads) => pageSize - ads, options);
          const out = placed(page.pins, page.ads);
          return { pins: out.pins, next: page.next === null ? null : { o: page.next, a: (at?.a ?? 0) + out.placed } };
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
        const page = await readPersonalFeed(
          env.DB,
          viewerId,
          at && { t: at.t, before: at.before },
          (ads) => pageSize - ads,
          options,
          pageAds(env.DB, viewerId, at?.a ?? 0, pageSize),
        );
        const out = placed(page.pins, page.ads);
        // Every statement of the personal feed reads viewerColumns with its pins.
        return { pins: out.pins, next: page.next === null ? null : { ...page.next, a: (at?.a ?? 0) + out.placed }, viewerColumnsRead: true };
      },
    },
    readBookmark('personal', bookmark),
  );
}

/**
 * The home page's own first page (docs/performance.md#against-peers): a person's first HTML draws FIRST_HTML_CARDS cards
 * (client/features/feed/FeedGrid.tsx), so only those are read, their ads at the same slots; the grid reads the
 * feed's first page again for the rest (`rest`, shared/pinCard/cardPin.ts), as it did when the page held more than it
 * drew. A bot's page is the whole first page.
 */
export async function homePageFeed(env: HomeFeedEnv, viewer: FeedViewer): Promise<PinPage> {
  if (viewer.isBot) return homeFeedPage(env, viewer, null);
  const page = await homeFeedPage(env, viewer, null, FIRST_HTML_CARDS);
  return page.bookmark === null ? page : { pins: page.pins, bookmark: null, rest: true };
}
