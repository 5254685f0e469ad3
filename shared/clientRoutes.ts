// The routes the client renders itself (home and the closeup): entries of the catalogue
// (shared/routes.ts spreads them into ROUTES, in this order, before every other route), kept
// apart so the client's entry matches a clicked link without carrying the whole catalogue.
import { compileRoutes, matchIn } from './routeMatch.ts';

/** Home and the closeup, the first routes of the catalogue (no earlier route matches their paths). */
export const CLIENT_PAGE_ROUTES = [
  { name: 'home', pattern: '/' },
  { name: 'homefeed', pattern: '/homefeed' },
  { name: 'pin', pattern: '/pin/:pinId' },
] as const;

export type ClientRouteName = (typeof CLIENT_PAGE_ROUTES)[number]['name'];

const compiled = compileRoutes(CLIENT_PAGE_ROUTES);

/** The client route `pathname` is, matched as the catalogue's matchRoute would, or null. */
export function matchClientRoute(pathname: string): { name: ClientRouteName; params: Record<string, string> } | null {
  // None of these routes has a username segment, so no name is ever reserved here.
  return matchIn(compiled, pathname, () => false);
}
