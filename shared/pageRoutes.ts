// The page declaration: every page of the site, declared once (docs/pages.md). Each route of the
// catalogue names its path, the kinds of page it renders, who may see it and, for a page without
// data, its head; each kind names the client module that renders it. Everything else follows from
// here: the catalogue ROUTES and RouteName (shared/routes.ts), the PageData of a page without data
// (shared/pages.ts), the loaders the worker must have (worker/pages/loaders.ts) and the page modules
// the client loads (client/app/pageViews.ts): both records fail to compile with one missing or extra.
// The client's entry reads PAGE_VIEWS only: the bundler leaves the routes out of it.
// tests/worker/pageContract.test.ts holds both sides to this table.
import { CLIENT_PAGES } from './clientRoutes.ts';
import { LOGIN_TITLES } from './save/loginTitles.ts';
import { APP_INSTALL_URL } from './visitor/constants.ts';

/**
 * kind → its page module, named `<feature>/<Module>` under client/features/ (the file is
 * `client/features/<feature>/<Module>.tsx`, exporting `views`; several kinds may share one module).
 * Short, because the client's entry carries this table. A kind whose data PageData does not describe
 * is a page without data (`{ kind }`).
 */
export const PAGE_VIEWS = {
  home: 'feed/HomePage',
  pin: 'closeup/CloseupPage',
  pinComments: 'comments/PinCommentsPage',
  conversation: 'conversations/ConversationPage',
  messages: 'conversations/MessagesPage',
  pinRedirect: 'closeup/PinRedirectPage',
  badRequest: 'closeup/PinRedirectPage',
  removed: 'errors/NotFoundPage',
  notFound: 'errors/NotFoundPage',
  businessHub: 'business/BusinessHubPage',
  login: 'auth/AuthPages',
  signup: 'auth/AuthPages',
  passwordReset: 'auth/AuthPages',
  profile: 'profile/ProfilePage',
  profileSaved: 'profile/ProfilePage',
  profileFollows: 'profile/FollowsPage',
  notificationSettings: 'settings/NotificationSettingsPage',
  board: 'boards/BoardPage',
  boardEdit: 'boards/BoardEditPage',
  settings: 'settings/SettingsPage',
  repinEdit: 'save/RepinEditPage',
  oneTapSave: 'save/OneTapSavePage',
  pinReport: 'report/ReportPinPage',
  onboarding: 'onboarding/OnboardingPage',
  pinBuilder: 'pinBuilder/PinBuilderPage',
  storyBuilder: 'pinBuilder/StoryBuilderPage',
  pinEdit: 'pinBuilder/PinEditPage',
  sectionEdit: 'boards/SectionEditPage',
  policy: 'policy/PolicyPage',
  forbidden: 'errors/ForbiddenPage',
  businessDashboard: 'business/BusinessPages',
  businessConvert: 'business/BusinessPages',
  businessInvite: 'business/BusinessPages',
  quickPromote: 'business/BusinessPages',
  notice: 'safety/SafetyPages',
  securePanic: 'safety/SafetyPages',
  emailSubscription: 'safety/SafetyPages',
  userSurvey: 'safety/SafetyPages',
  appeals: 'safety/SafetyPages',
  visualSearch: 'visualSearch/VisualSearchPages',
  engagementDetails: 'closeup/EngagementDetailsPage',
  retrievalHub: 'save/RetrievalHubPage',
  discoveryArticle: 'discovery/ArticlePage',
  search: 'search/SearchPage',
  topicDirectory: 'discovery/DiscoveryPages',
  topic: 'discovery/DiscoveryPages',
  editorial: 'discovery/DiscoveryPages',
  notifications: 'notifications/NotificationsPage',
  editHomeFeed: 'discovery/EditHomeFeedPage',
  appInstall: 'appInstall/AppInstallPage',
} as const;

/** Every kind of page. */
export type PageKind = keyof typeof PAGE_VIEWS;

/** A page module, as PAGE_VIEWS names it. */
export type PageModule = (typeof PAGE_VIEWS)[PageKind];

/** The source path of a page module named as in PAGE_VIEWS, as the Vite manifest names its chunk. */
export const pageModulePath = (module: string): string => `client/features/${module}.tsx`;

/** The source path of a kind's page module (for the worker's preloads, the bundle sizes and knip). */
export const pageModuleOf = (kind: PageKind): string => pageModulePath(PAGE_VIEWS[kind]);

/** What any route may answer instead of its own page: the entity is missing, removed or refused, or the request is bad. */
export const ERROR_KINDS = ['notFound', 'removed', 'forbidden', 'badRequest'] as const satisfies readonly PageKind[];

/** The head of a page without data, titled "{title} | Pinboard". */
export interface StaticHead {
  title: string;
  description: string;
  /** Absolute path of the canonical url, or null. */
  canonical: string | null;
  noindex?: boolean;
}

/** A route the page pipeline renders. */
export interface PageRoute {
  /** `:name` matches one segment, a trailing `*` any rest of the path (shared/routeMatch.ts). */
  pattern: string;
  /** The kinds of page it renders (besides ERROR_KINDS). */
  kinds: readonly PageKind[];
  /** Members only: a visitor gets the login page titled this, coming back here once signed in. */
  login?: string;
  /** A page without data: its one kind is rendered with this head, and the route has no loader of its own. */
  head?: StaticHead;
  /**
   * Its status depends on its data (a missing entity's 404 or 410, a refusal, a bad link's 400): its loader reads what
   * decides it (`statusRead`, worker/pages/headGate.ts) before a person's head goes; any other page's head goes before
   * its loader reads D1 at all (docs/decisions/021-head-before-data.md).
   */
  readsStatus?: true;
}

/** A route answered before the page pipeline (a redirect, the outbound link check): it has no page of its own. */
export interface HandledRoute {
  pattern: string;
  handledBy: string;
}

/**
 * The routes, type-checked. Written in a function the bundler may drop whole (a bare object would
 * leave its reads of LOGIN_TITLES behind), so a bundle that reads only PAGE_VIEWS, the client's
 * entry, carries none of them.
 */
const declareRoutes = <const T extends Record<string, PageRoute | HandledRoute>>(routes: () => T): T => routes();

/**
 * Every route of docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2, in matching order: most specific
 * first, home and the closeup (the routes the client renders itself, shared/clientRoutes.ts) first,
 * profile and board routes last.
 */
export const PAGE_ROUTES = /* @__PURE__ */ declareRoutes(() => ({
  ...CLIENT_PAGES,
  /** The closeup: a missing pin's 404, a removed one's 410 (the client's table, shared/clientRoutes.ts, needs no such field). */
  pin: { ...CLIENT_PAGES.pin, readsStatus: true },
  // Pin (`/pin/create` never matches the closeup's route: a pin id is numeric)
  pinCreate: { pattern: '/pin/create', kinds: ['pinBuilder'], login: LOGIN_TITLES.create },
  pinComments: { pattern: '/pin/:pinId/comments', kinds: ['pinComments'], readsStatus: true },
  pinEdit: { pattern: '/pin/:pinId/edit', kinds: ['pinEdit'], login: LOGIN_TITLES.edit, readsStatus: true },
  /** The one-tap save page, or the save's editor when opened from the save toast (`isEditingPin`). */
  pinRepin: { pattern: '/pin/:pinId/repin', kinds: ['oneTapSave', 'repinEdit'], readsStatus: true },
  /** Reporting a pin as a page of plain forms: the card menu's report dialog before or without JavaScript. */
  pinReport: { pattern: '/pin/:pinId/report', kinds: ['pinReport'], login: 'Log in to report this Pin', readsStatus: true },
  pinVisualSearch: { pattern: '/pin/:pinId/visual-search', kinds: ['visualSearch'], readsStatus: true },
  pinVisualSearchProducts: { pattern: '/pin/:pinId/visual-search/products', kinds: ['visualSearch'], readsStatus: true },
  pinEngagement: { pattern: '/pin/:pinId/engagement', kinds: ['engagementDetails'], readsStatus: true },
  pinRedirect: { pattern: '/pin_redirect', kinds: ['pinRedirect'], readsStatus: true },
  // Board editing
  boardEdit: { pattern: '/board/:boardId/edit', kinds: ['boardEdit'], login: 'Log in to edit this board', readsStatus: true },
  boardEditCollaborators: { pattern: '/board/:boardId/edit/collaborators', kinds: ['boardEdit'], login: 'Log in to edit this board', readsStatus: true },
  boardAddCollaborators: { pattern: '/board/:boardId/edit/add_collaborators', kinds: ['boardEdit'], login: 'Log in to edit this board', readsStatus: true },
  sectionEdit: { pattern: '/boardsection/:sectionId/edit', kinds: ['sectionEdit'], login: 'Log in to edit this section', readsStatus: true },
  // Other account and safety pages
  /** A conversation asks a visitor to log in whether or not it exists, so the answer does not tell. */
  conversation: { pattern: '/conversation/:conversationId', kinds: ['conversation'], login: 'Log in to see your messages', readsStatus: true },
  messages: { pattern: '/messages', kinds: ['messages'], login: 'Log in to see your messages' },
  appealedPin: { pattern: '/appealed-pin', kinds: ['appeals'], login: 'Log in' },
  reportsAndViolations: { pattern: '/reports-and-violations', kinds: ['appeals'], login: 'Log in' },
  ageAppeal: { pattern: '/age-appeal', kinds: ['appeals'], login: 'Log in' },
  // Business
  businessConvert: { pattern: '/business/convert', kinds: ['businessConvert'], login: 'Log in to your business account' },
  businessHub: { pattern: '/business/hub', kinds: ['businessHub'] },
  /** The business dashboards, and an invitation to an ad account (`?invite=`). */
  business: { pattern: '/business/*', kinds: ['businessDashboard', 'businessInvite'], login: 'Log in to your business account', readsStatus: true },
  quickPromote: { pattern: '/advertiser/quick-promote', kinds: ['quickPromote'], login: 'Log in to your business account', readsStatus: true },
  // Authentication
  login: { pattern: '/login', kinds: ['login'] },
  signup: { pattern: '/signup', kinds: ['signup'] },
  signupSsoBusiness: { pattern: '/signup/sso-business-account', kinds: ['signup'] },
  passwordReset: { pattern: '/password/reset', kinds: ['passwordReset'] },
  passwordUsername: { pattern: '/pw/:username', kinds: ['passwordReset'], readsStatus: true },
  securePanic: { pattern: '/secure/panic', kinds: ['securePanic'], login: 'Log in' },
  // Email and notifications
  emailSubscription: { pattern: '/email/subscription', kinds: ['emailSubscription'], readsStatus: true },
  emailUserSurvey: { pattern: '/email/user_survey', kinds: ['userSurvey'], login: 'Log in' },
  emailVerificationError: { pattern: '/email_verification_error', kinds: ['notice'] },
  notifications: { pattern: '/notifications', kinds: ['notifications'], login: 'Log in to see your notifications' },
  retrievalHub: { pattern: '/pins', kinds: ['retrievalHub'], login: 'Log in to find your Pins' },
  // Discovery
  search: { pattern: '/search', kinds: ['search'] },
  searchPins: { pattern: '/search/pins', kinds: ['search'] },
  searchScope: { pattern: '/search/:scope', kinds: ['search'] },
  ideas: { pattern: '/ideas', kinds: ['topicDirectory'] },
  ideasInterest: { pattern: '/ideas/:interest/:id', kinds: ['topic'], readsStatus: true },
  videos: { pattern: '/videos', kinds: ['editorial'] },
  videosCategory: { pattern: '/videos/:category/:id', kinds: ['editorial'], readsStatus: true },
  shopping: { pattern: '/shopping', kinds: ['editorial'] },
  shoppingCategory: { pattern: '/shopping/:category/:id', kinds: ['editorial'], readsStatus: true },
  topics: { pattern: '/topics', kinds: ['topicDirectory'] },
  topic: { pattern: '/topics/:urlName', kinds: ['topic'], readsStatus: true },
  today: { pattern: '/today', kinds: ['editorial'] },
  todayArticle: { pattern: '/today/article', kinds: ['editorial'] },
  todayBest: { pattern: '/today/best', kinds: ['editorial'] },
  todayTrending: { pattern: '/today/trending', kinds: ['editorial'] },
  todayShop: { pattern: '/today/shop', kinds: ['editorial'] },
  todayPopular: { pattern: '/today/popular', kinds: ['editorial'] },
  /** The explore local tab: pins of people near the viewer, whose saved cards open the one-tap repin page. */
  todayLocal: { pattern: '/today/local', kinds: ['editorial'] },
  discoveryArticle: { pattern: '/discover/article/:slug', kinds: ['discoveryArticle'], readsStatus: true },
  // Creation tools
  pinBuilder: { pattern: '/pin-builder', kinds: ['pinBuilder'], login: LOGIN_TITLES.create },
  ideaPinBuilder: { pattern: '/idea-pin-builder', kinds: ['storyBuilder'], login: LOGIN_TITLES.create },
  storyPinBuilder: { pattern: '/story-pin-builder', kinds: ['storyBuilder'], login: LOGIN_TITLES.create },
  pinCreationTool: { pattern: '/pin-creation-tool', kinds: ['pinBuilder'], login: LOGIN_TITLES.create },
  ideaAdsTool: { pattern: '/idea-ads-tool', kinds: ['storyBuilder'], login: LOGIN_TITLES.create },
  pinEditor: { pattern: '/pin-editor', kinds: ['pinBuilder'], login: LOGIN_TITLES.create },
  // Other
  /** The settings page on its Notifications tab, or (split off by an experiment) a page of its own. */
  settingsNotifications: { pattern: '/settings/notifications', kinds: ['settings', 'notificationSettings'], login: 'Log in', readsStatus: true },
  settings: { pattern: '/settings', kinds: ['settings'], login: 'Log in', readsStatus: true },
  settingsSection: { pattern: '/settings/*', kinds: ['settings'], login: 'Log in', readsStatus: true },
  tvStudio: { pattern: '/tv/studio', kinds: ['storyBuilder'], login: 'Log in to create' },
  /** App sign-in links: no third-party app is registered, so each is a notice saying why. */
  oauth: { pattern: '/oauth', kinds: ['notice'] },
  appFactoryOauth: { pattern: '/app-factory-oauth', kinds: ['notice'] },
  unauthProfile: { pattern: '/unauth-profile', kinds: ['notice'] },
  storyboard: { pattern: '/_/storyboard', kinds: ['storyBuilder'], login: 'Log in to create' },
  me: { pattern: '/me', handledBy: 'worker/users/meRedirect.ts' },
  /** Onboarding after sign-up; a visitor gets the sign-up page that leads to it. */
  onboarding: { pattern: '/onboarding', kinds: ['onboarding', 'signup'] },
  editHomeFeed: { pattern: '/edit', kinds: ['editHomeFeed'], login: 'Log in to tune your home feed' },
  offsite: { pattern: '/offsite', handledBy: 'worker/offsite/routes.ts' },
  /** "Get the app": installing the site on a phone's home screen; where the app upsell bar and onboarding lead. */
  appInstall: {
    pattern: '/app',
    kinds: ['appInstall'],
    head: {
      title: 'Get the app',
      description: 'Install Pinboard on your phone: add it to your home screen and it opens like an app.',
      canonical: APP_INSTALL_URL,
    },
  },
  // Policy and help pages the product links to
  policyCookies: { pattern: '/policy/cookies', kinds: ['policy'] },
  privacy: { pattern: '/privacy', kinds: ['policy'] },
  terms: { pattern: '/terms', kinds: ['policy'] },
  communityGuidelines: { pattern: '/community-guidelines', kinds: ['policy'] },
  helpArticle: { pattern: '/help/:topic', kinds: ['policy'] },
  // Profile and board (after everything else; reserved names never reach them)
  profile: { pattern: '/:username', kinds: ['profile'], readsStatus: true },
  profileSaved: { pattern: '/:username/_saved', kinds: ['profileSaved'], readsStatus: true },
  /** A profile's followers, or the people it follows, a page at a time (`?page=`). */
  profileFollowers: { pattern: '/:username/_followers', kinds: ['profileFollows'], readsStatus: true },
  profileFollowing: { pattern: '/:username/_following', kinds: ['profileFollows'], readsStatus: true },
  board: { pattern: '/:username/:board', kinds: ['board'], readsStatus: true },
  section: { pattern: '/:username/:board/:section', kinds: ['board'], readsStatus: true },
}));

/** The name of a route of the catalogue. */
export type RouteName = keyof typeof PAGE_ROUTES;

/** The routes the page pipeline renders. */
export type PageRouteName = { [R in RouteName]: (typeof PAGE_ROUTES)[R] extends PageRoute ? R : never }[RouteName];

/** The routes whose page has data: each has a loader (worker/pages/loaders.ts). */
export type LoadedRouteName = { [R in PageRouteName]: (typeof PAGE_ROUTES)[R] extends { head: StaticHead } ? never : R }[PageRouteName];

/** The page contract of a route the pipeline renders, or null for one handled before it. */
export function pageRoute(name: RouteName): PageRoute | null {
  const entry: PageRoute | HandledRoute = PAGE_ROUTES[name];
  return 'kinds' in entry ? entry : null;
}
