// PageResource: the data of any page by path, for client-side navigation. It runs the same
// loader as the server-rendered document, so both always agree.

import * as api from '#shared/api/pins.ts';
import { implement } from '#worker/api/implement.ts';
import { loadPage, settlePage } from '#worker/pages/loaders.ts';

export const PageResource = implement(api.PageResource, {
  get: async (c, options) => ({ data: await settlePage(await loadPage(c, new URL(options.path, 'http://x').pathname)) }),
});
