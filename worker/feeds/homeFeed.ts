// The home feed, read page by page with a bookmark; shared by the home page and HomefeedResource.
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import type { PinPage, Viewer } from '#shared/types.ts';
import { readHomeFeed } from '#worker/pins/pinData.ts';
import { readBookmark, writeBookmark } from '#worker/api/bookmarks.ts';
import { withAds } from '#worker/ads/feed.ts';
import { signPinPage, type PinFeedEnv } from '#worker/offsite/sign.ts';

/** One page of the home feed after the given bookmark (null for the first page), links signed. */
export async function homeFeedPage(env: PinFeedEnv, viewer: Viewer, bookmark: string | null, pageSize = FEED_PAGE_SIZE): Promise<PinPage> {
  const before = readBookmark('home', bookmark)?.before ?? null;
  const { pins, next } = await readHomeFeed(env.DB, before === null ? null : { before }, pageSize, { forBot: viewer.isBot, viewerId: viewer.id });
  return signPinPage(env, withAds({ pins, bookmark: next ? writeBookmark('home', { before: next.before }) : null }));
}
