// The home feed, read page by page with a bookmark; shared by the home page and HomefeedResource.
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import type { PinPage, Viewer } from '#shared/types.ts';
import { readHomeFeed } from '#worker/data/pins.ts';
import { decodeBookmark, encodeBookmark } from '#worker/lib/bookmark.ts';
import { ResourceFailure } from '#worker/resources/envelope.ts';

/** One page of the home feed after the given bookmark (null for the first page). */
export async function homeFeedPage(db: D1Database, viewer: Viewer, bookmark: string | null, pageSize = FEED_PAGE_SIZE): Promise<PinPage> {
  let before: number | null = null;
  if (bookmark) {
    const decoded = decodeBookmark(bookmark);
    if (!decoded || decoded.f !== 'home' || typeof decoded.before !== 'number' || !Number.isSafeInteger(decoded.before)) {
      throw new ResourceFailure(400, 'invalid_bookmark', 'The bookmark is not valid; start again from the first page.');
    }
    before = decoded.before;
  }
  const { pins, next } = await readHomeFeed(db, before === null ? null : { before }, pageSize, { forBot: viewer.isBot, viewerId: viewer.id });
  return { pins, bookmark: next ? encodeBookmark({ f: 'home', before: next.before }) : null };
}
