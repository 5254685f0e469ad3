// The route catalogue of docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2: one table, matched the same way (shared/routeMatch.ts) by
// the worker (which page to render) and by the client (which links it can navigate to without a
// full load; it matches only its own routes, shared/clientRoutes.ts, the first of this table).
import { CLIENT_PAGE_ROUTES } from './clientRoutes.ts';
import { compileRoutes, matchIn, type RouteEntry } from './routeMatch.ts';

export { boardPath, pinPath, profilePath, sectionPath } from './paths.ts';
export { parsePinId } from './routeMatch.ts';
export type { RouteEntry };

export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
}

/** Every route of docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2, most specific first. Profile and board routes come last. */
export const ROUTES = [
  // Home and the closeup (the routes the client renders itself): home, homefeed, pin
  ...CLIENT_PAGE_ROUTES,
  // Pin (`/pin/create` never matches the closeup's route: a pin id is numeric)
  { name: 'pinCreate', pattern: '/pin/create' },
  { name: 'pinComments', pattern: '/pin/:pinId/comments' },
  { name: 'pinEdit', pattern: '/pin/:pinId/edit' },
  { name: 'pinRepin', pattern: '/pin/:pinId/repin' },
  { name: 'pinReport', pattern: '/pin/:pinId/report' },
  { name: 'pinVisualSearch', pattern: '/pin/:pinId/visual-search' },
  { name: 'pinVisualSearchProducts', pattern: '/pin/:pinId/visual-search/products' },
  { name: 'pinEngagement', pattern: '/pin/:pinId/engagement' },
  { name: 'pinRedirect', pattern: '/pin_redirect' },
  // Board editing
  { name: 'boardEdit', pattern: '/board/:boardId/edit' },
  { name: 'boardEditCollaborators', pattern: '/board/:boardId/edit/collaborators' },
  { name: 'boardAddCollaborators', pattern: '/board/:boardId/edit/add_collaborators' },
  { name: 'sectionEdit', pattern: '/boardsection/:sectionId/edit' },
  // Other account and safety pages
  { name: 'conversation', pattern: '/conversation/:conversationId' },
  { name: 'messages', pattern: '/messages' },
  { name: 'appealedPin', pattern: '/appealed-pin' },
  { name: 'reportsAndViolations', pattern: '/reports-and-violations' },
  { name: 'ageAppeal', pattern: '/age-appeal' },
  // Business
  { name: 'businessConvert', pattern: '/business/convert' },
  { name: 'businessHub', pattern: '/business/hub' },
  { name: 'business', pattern: '/business/*' },
  { name: 'quickPromote', pattern: '/advertiser/quick-promote' },
  // Authentication
  { name: 'login', pattern: '/login' },
  { name: 'signup', pattern: '/signup' },
  { name: 'signupSsoBusiness', pattern: '/signup/sso-business-account' },
  { name: 'passwordReset', pattern: '/password/reset' },
  { name: 'passwordUsername', pattern: '/pw/:username' },
  { name: 'securePanic', pattern: '/secure/panic' },
  // Email and notifications
  { name: 'emailSubscription', pattern: '/email/subscription' },
  { name: 'emailUserSurvey', pattern: '/email/user_survey' },
  { name: 'emailVerificationError', pattern: '/email_verification_error' },
  { name: 'notifications', pattern: '/notifications' },
  { name: 'retrievalHub', pattern: '/pins' },
  // Discovery
  { name: 'search', pattern: '/search' },
  { name: 'searchPins', pattern: '/search/pins' },
  { name: 'searchScope', pattern: '/search/:scope' },
  { name: 'ideas', pattern: '/ideas' },
  { name: 'ideasInterest', pattern: '/ideas/:interest/:id' },
  { name: 'videos', pattern: '/videos' },
  { name: 'videosCategory', pattern: '/videos/:category/:id' },
  { name: 'shopping', pattern: '/shopping' },
  { name: 'shoppingCategory', pattern: '/shopping/:category/:id' },
  { name: 'topics', pattern: '/topics' },
  { name: 'topic', pattern: '/topics/:urlName' },
  { name: 'today', pattern: '/today' },
  { name: 'todayArticle', pattern: '/today/article' },
  { name: 'todayBest', pattern: '/today/best' },
  { name: 'todayTrending', pattern: '/today/trending' },
  { name: 'todayShop', pattern: '/today/shop' },
  { name: 'todayPopular', pattern: '/today/popular' },
  { name: 'todayLocal', pattern: '/today/local' },
  { name: 'discoverArticle', pattern: '/discover/article/:slug' },
  // Creation tools
  { name: 'pinBuilder', pattern: '/pin-builder' },
  { name: 'ideaPinBuilder', pattern: '/idea-pin-builder' },
  { name: 'storyPinBuilder', pattern: '/story-pin-builder' },
  { name: 'pinCreationTool', pattern: '/pin-creation-tool' },
  { name: 'ideaAdsTool', pattern: '/idea-ads-tool' },
  { name: 'pinEditor', pattern: '/pin-editor' },
  // Other
  { name: 'settingsNotifications', pattern: '/settings/notifications' },
  { name: 'settings', pattern: '/settings' },
  { name: 'settingsSection', pattern: '/settings/*' },
  { name: 'tvStudio', pattern: '/tv/studio' },
  { name: 'oauth', pattern: '/oauth' },
  { name: 'appFactoryOauth', pattern: '/app-factory-oauth' },
  { name: 'unauthProfile', pattern: '/unauth-profile' },
  { name: 'storyboard', pattern: '/_/storyboard' },
  { name: 'me', pattern: '/me' },
  { name: 'onboarding', pattern: '/onboarding' },
  { name: 'editHomeFeed', pattern: '/edit' },
  { name: 'offsite', pattern: '/offsite' },
  { name: 'appInstall', pattern: '/app' },
  // Policy and help pages the product links to
  { name: 'policyCookies', pattern: '/policy/cookies' },
  { name: 'privacy', pattern: '/privacy' },
  { name: 'terms', pattern: '/terms' },
  { name: 'communityGuidelines', pattern: '/community-guidelines' },
  { name: 'helpArticle', pattern: '/help/:topic' },
  // Profile and board (after everything else; reserved names never reach them)
  { name: 'profile', pattern: '/:username' },
  { name: 'profileSaved', pattern: '/:username/_saved' },
  { name: 'profileFollowers', pattern: '/:username/_followers' },
  { name: 'profileFollowing', pattern: '/:username/_following' },
  { name: 'board', pattern: '/:username/:board' },
  { name: 'section', pattern: '/:username/:board/:section' },
] as const satisfies readonly RouteEntry[];

export type RouteName = (typeof ROUTES)[number]['name'];

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
