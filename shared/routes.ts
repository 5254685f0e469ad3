// The route catalogue of docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2, as the page declaration
// (shared/pageRoutes.ts) orders it: one table, matched the same way (shared/routeMatch.ts) by the worker
// (which page to render) and by the client (which links it can navigate to without a full load; it
// matches only its own routes, shared/clientRoutes.ts, the first of this table).
import { PAGE_ROUTES, type RouteName } from './pageRoutes.ts';
import { compileRoutes, matchIn } from './routeMatch.ts';

export { boardPath, pinPath, profilePath, sectionPath } from './paths.ts';
export { parsePinId } from './routeMatch.ts';
export type { RouteName };

export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
}

/** Every route of the page declaration with its pattern, most specific first. Profile and board routes come last. */
export const ROUTES: ReadonlyArray<{ name: RouteName; pattern: string }> = (Object.keys(PAGE_ROUTES) as RouteName[]).map((name) => ({
  name,
  pattern: PAGE_ROUTES[name].pattern,
}));

/**
 * Top-level names that are never a username (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): every literal first segment of the
 * catalogue plus the site's own paths and common words.
 */
export const RESERVED_NAMES: ReadonlySet<string> = new Set([
  ...ROUTES.map((r) => r.pattern.split('/')[1]).filter((s) => s && !s.startsWith(':')),
  'about',
  'help',
  'terms',
  'privacy',
  'policy',
  'cookies',
  'careers',
  'press',
  'blog',
  'contact',
  'logout',
  'register',
  'account',
  'admin',
  'api',
  'v3',
  'resource',
  'i',
  'media',
  'assets',
  'static',
  'pins',
  'boards',
  'board',
  'users',
  'user',
  'explore',
  'discover',
  'edit',
  'create',
  'categories',
  'robots.txt',
  'sitemap.xml',
  'favicon.ico',
  'manifest.webmanifest',
  'attribution_source',
  'pin_redirect',
  'homefeed',
  '_',
  '_saved',
  'developers',
  'security',
  'status',
  'news_hub',
  'p2p',
]);

/** Usernames: 3-30 letters, digits, underscores; never a reserved name. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,30}$/;

export function isReservedName(segment: string): boolean {
  return RESERVED_NAMES.has(segment.toLowerCase());
}

const compiled = compileRoutes(ROUTES);

/**
 * Matches a pathname against the catalogue. Trailing slashes are optional; params are decoded.
 * Profile and board routes never match a reserved first segment; pin ids must be numeric (a slug
 * ending in `--{id}` is accepted and reduced to the id).
 */
export function matchRoute(pathname: string): RouteMatch | null {
  return matchIn(compiled, pathname, isReservedName);
}

const PATTERNS: ReadonlyMap<string, string> = new Map(ROUTES.map((r) => [r.name, r.pattern]));

/** The catalogue pattern a pathname matches (`/pin/:pinId`), or `unmatched`: a page named without the ids in its path, for logs. */
export function routePattern(pathname: string): string {
  const page = matchRoute(pathname);
  return page ? (PATTERNS.get(page.name) ?? page.name) : 'unmatched';
}
