// RelatedPinsResource: pages of "More to explore" below a closeup. The bookmark carries the pin
// and the position, so the grid pages with the bookmark alone (like every other feed).
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import type { PinPage, Viewer } from '#shared/types.ts';
import { readRelatedPins } from '#worker/pins/relatedData.ts';
import { readBookmark, writeBookmark } from '#worker/api/bookmarks.ts';
import { signPinPage, type PinFeedEnv } from '#worker/offsite/sign.ts';
import { ApiError } from '#worker/api/errors.ts';
import * as api from '#shared/api/pins.ts';
import { implement } from '#worker/api/implement.ts';

/** One page of pins related to a pin: the first (pinId, no bookmark) or the one a bookmark names. */
export async function relatedPinsPage(env: PinFeedEnv, viewer: Viewer, start: { pinId: string } | { bookmark: string }, pageSize = FEED_PAGE_SIZE): Promise<PinPage> {
  let pinId: string;
  let cursor: { score: number; id: number } | null = null;
  if ('bookmark' in start) {
    const b = readBookmark('related', start.bookmark)!;
    pinId = b.pin;
    cursor = { score: b.score, id: b.id };
  } else {
    pinId = start.pinId;
  }
  const { pins, next } = await readRelatedPins(env.DB, pinId, cursor, pageSize, { forBot: viewer.isBot, viewerId: viewer.id });
  return signPinPage(env, { pins, bookmark: next ? writeBookmark('related', { pin: pinId, score: next.score, id: next.id }) : null });
}

export const RelatedPinsResource = implement(api.RelatedPinsResource, {
  get: async (c, options) => {
      const start = options.bookmark ? { bookmark: options.bookmark } : { pinId: options.pin_id! };
      const page = await relatedPinsPage(c.env, c.var.viewer, start, options.page_size);
      return { data: page.pins, bookmark: page.bookmark };
    },
});
