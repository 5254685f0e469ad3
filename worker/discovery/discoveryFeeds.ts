// The discovery pin feeds through the one pipeline: a topic's pins and the editorial
// feeds of today, videos and shopping. Pages and resources both call these.
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import type { DiscoveryFeed } from '#shared/discovery/feedPaths.ts';
import type { InterestId } from '#shared/ids.ts';
import type { PinPage } from '#shared/types.ts';
import { readBookmark } from '#worker/api/bookmarks.ts';
import { type FeedViewer, pinFeedPage } from '#worker/feed/pipeline.ts';
import { type SnapshotEnv, snapshot, topicSnapshot } from '#worker/lib/edgeSnapshot.ts';
import type { PinFeedEnv } from '#worker/offsite/sign.ts';
import type { PinRow } from '#worker/pins/pinData.ts';
import { pinRowsPage } from '#worker/pins/pinFeedPage.ts';
import { readEditorialFeed } from './editorialData.ts';
import { topicPinsStatement } from './topicData.ts';

/**
 * A page of a topic's pins, newest first. A signed-out viewer's first page is the same rows for every one of them: from
 * this data centre's snapshot (docs/performance.md#edge-snapshots); whatever is made of them, per request.
 */
export function topicFeedPage(
  env: PinFeedEnv & SnapshotEnv,
  viewer: FeedViewer,
  interestId: InterestId,
  bookmark: string | null,
  pageSize = FEED_PAGE_SIZE,
): Promise<PinPage> {
  return pinFeedPage(
    env,
    viewer,
    {
      kind: 'topic',
      read: async (at, options) => {
        const rows = async (db = env.DB) => (await topicPinsStatement(db, interestId, at?.before ?? null, pageSize, options.viewerId).all<PinRow>()).results;
        const shared = viewer.id === null && !at && pageSize === FEED_PAGE_SIZE;
        const page = pinRowsPage(await (shared ? snapshot(env, topicSnapshot(`id/${interestId}/pins`), rows) : rows()), pageSize, options, { by: 'keyset' });
        return { pins: page.pins, next: page.next === null ? null : { before: page.next } };
      },
    },
    readBookmark('topic', bookmark),
  );
}

/** A page of an editorial feed, optionally of one category. */
export function editorialFeedPage(
  env: PinFeedEnv,
  viewer: FeedViewer & { country: string | null },
  feed: DiscoveryFeed,
  categoryId: InterestId | null,
  bookmark: string | null,
  pageSize = FEED_PAGE_SIZE,
): Promise<PinPage> {
  return pinFeedPage(
    env,
    viewer,
    {
      kind: 'discovery',
      read: async (at, options) => {
        const page = await readEditorialFeed(env.DB, feed, categoryId, at?.o ?? 0, pageSize, options, viewer.country);
        return { pins: page.pins, next: page.next === null ? null : { o: page.next } };
      },
    },
    readBookmark('discovery', bookmark),
  );
}
