// RelatedPinsResource: pages of "More to explore" below a closeup. The bookmark carries the pin
// and the position, so the grid pages with the bookmark alone (like every other feed).
import * as v from 'valibot';
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import type { PinPage, Viewer } from '#shared/types.ts';
import { readRelatedPins } from '#worker/pins/relatedData.ts';
import { decodeBookmark, encodeBookmark } from '#worker/api/bookmarks.ts';
import { signPinPage, type PinFeedEnv } from '#worker/offsite/sign.ts';
import { ResourceFailure } from '../api/envelope.ts';
import { PinId } from '../feeds/feedResources.ts';
import { verb, type ResourceDefinition } from '../api/registry.ts';

/** One page of pins related to a pin: the first (pinId, no bookmark) or the one a bookmark names. */
export async function relatedPinsPage(env: PinFeedEnv, viewer: Viewer, start: { pinId: string } | { bookmark: string }, pageSize = FEED_PAGE_SIZE): Promise<PinPage> {
  let pinId: string;
  let cursor: { score: number; id: number } | null = null;
  if ('bookmark' in start) {
    const b = decodeBookmark(start.bookmark);
    const ok = b && b.f === 'related' && typeof b.pin === 'string' && /^\d{1,18}$/.test(b.pin)
      && Number.isSafeInteger(b.score) && Number.isSafeInteger(b.id);
    if (!ok) throw new ResourceFailure(400, 'invalid_bookmark', 'The bookmark is not valid; start again from the first page.');
    pinId = b.pin as string;
    cursor = { score: b.score as number, id: b.id as number };
  } else {
    pinId = start.pinId;
  }
  const { pins, next } = await readRelatedPins(env.DB, pinId, cursor, pageSize, { forBot: viewer.isBot, viewerId: viewer.id });
  return signPinPage(env, { pins, bookmark: next ? encodeBookmark({ f: 'related', pin: pinId, score: next.score, id: next.id }) : null });
}

export const RelatedPinsResource: ResourceDefinition = {
  name: 'RelatedPinsResource',
  get: verb(
    v.pipe(
      v.object({
        pin_id: v.optional(PinId),
        bookmark: v.optional(v.pipe(v.string(), v.maxLength(512))),
        page_size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)), FEED_PAGE_SIZE),
      }),
      v.check((o) => Boolean(o.pin_id || o.bookmark), 'Give pin_id or bookmark.'),
    ),
    async (c, options) => {
      const start = options.bookmark ? { bookmark: options.bookmark } : { pinId: options.pin_id! };
      const page = await relatedPinsPage(c.env, c.var.viewer, start, options.page_size);
      return { data: page.pins, bookmark: page.bookmark };
    },
  ),
};
