// The routes the client renders itself (home and the closeup): the first entries of the page
// declaration (shared/pageRoutes.ts spreads them into PAGE_ROUTES, in this order, before every other
// route), kept apart so the client's entry matches a clicked link without carrying the whole catalogue.
import { compileRoutes, matchIn } from './routeMatch.ts';

/** Home and the closeup, the first routes of the catalogue (no earlier route matches their paths). */
export const CLIENT_PAGES = {
  home: { pattern: '/', kinds: ['home'] },
  homefeed: { pattern: '/homefeed', kinds: ['home'] },
  pin: { pattern: '/pin/:pinId', kinds: ['pin'] },
} as const;

export type ClientRouteName = keyof typeof CLIENT_PAGES;

/** The client's routes as a route table, in their order. */
export const CLIENT_PAGE_ROUTES = (Object.keys(CLIENT_PAGES) as ClientRouteName[]).map((name) => ({ name, pattern: CLIENT_PAGES[name].pattern }));

const compiled = compileRoutes(CLIENT_PAGE_ROUTES);

/** The client route `pathname` is, matched as the catalogue's matchRoute would, or null. */
export function matchClientRoute(pathname: string): { name: ClientRouteName; params: Record<string, string> } | null {
  // None of these routes has a username segment, so no name is ever reserved here.
  return matchIn(compiled, pathname, () => false);
}
