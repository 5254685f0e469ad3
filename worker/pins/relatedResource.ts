// RelatedPinsResource: pages of "More to explore" below a closeup. The bookmark carries the pin
// and the position, so the grid pages with the bookmark alone (like every other feed).

import * as api from '#shared/api/pins.ts';
import { implement } from '#worker/api/implement.ts';
import { relatedFeedPage } from '#worker/feeds/pinFeeds.ts';

export const RelatedPinsResource = implement(api.RelatedPinsResource, {
  get: async (c, options) => {
    const start = options.bookmark ? { bookmark: options.bookmark } : { pinId: options.pin_id! };
    const page = await relatedFeedPage(c.env, c.var.viewer, start, options.page_size);
    return { data: page.pins, bookmark: page.bookmark };
  },
});
