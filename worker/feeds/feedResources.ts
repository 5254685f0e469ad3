// HomefeedResource and PinResource: the feed pages and single pins the grid and closeup read.
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import { readPin } from '#worker/pins/pinData.ts';
import { homeFeedPage } from '#worker/feeds/homeFeed.ts';
import { signPin } from '#worker/offsite/sign.ts';
import { ApiError } from '#worker/api/errors.ts';
import * as api from '#shared/api/pins.ts';
import { implement } from '#worker/api/implement.ts';

export const HomefeedResource = implement(api.HomefeedResource, {
  get: async (c, options) => {
      const page = await homeFeedPage(c.env, c.var.viewer, options.bookmark ?? null, options.page_size);
      return { data: page.pins, bookmark: page.bookmark };
    },
});

export const PinResource = implement(api.PinResource, {
  get: async (c, options) => {
    const lookup = await readPin(c.env.DB, options.id, c.var.viewer.id, { forBot: c.var.viewer.isBot });
    if (lookup.status === 'missing') throw new ApiError('not_found', 'This pin does not exist.');
    if (lookup.status === 'removed') throw new ApiError('not_found', 'This pin was removed by its creator.');
    return { data: await signPin(c.env, lookup.pin) };
  },
});
