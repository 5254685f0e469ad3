// PageResource: the data of any page by path, for client-side navigation. It runs the same
// loader as the server-rendered document, so both always agree.

import * as api from '#shared/api/pins.ts';
import { loginLink } from '#shared/redirects.ts';
import { implement } from '#worker/api/implement.ts';
import { loadPage, settlePage } from '#worker/pages/loaders.ts';

/**
 * A path as the router sees it. The path is appended to a fixed origin, never
 * resolved against it, so `//host` and `/\host` stay paths of this site (404 pages) instead of
 * naming another host or failing to parse.
 */
function urlOf(path: string): URL {
  return new URL(`https://site.invalid${path}`);
}

export const PageResource = implement(api.PageResource, {
  get: async (c, options) => {
    const { pathname, search } = urlOf(options.path);
    // The header's Log in comes back to the page navigated to.
    return { data: { ...(await settlePage(await loadPage(c, pathname, search))), loginHref: loginLink(`${pathname}${search}`) } };
  },
});
