// HomefeedResource: the home feed's later pages, read through the same pipeline as the first.
import * as api from '#shared/api/pins.ts';
import { implement } from '#worker/api/implement.ts';
import { homeFeedPage } from './homeFeed.ts';

export const HomefeedResource = implement(api.HomefeedResource, {
  get: async (c, options) => {
    const page = await homeFeedPage(c.env, c.var.viewer, options.bookmark ?? null, options.page_size);
    return { data: page.pins, bookmark: page.bookmark };
  },
});
