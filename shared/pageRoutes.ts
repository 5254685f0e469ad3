// The page contract: for every route of the catalogue (shared/routes.ts), the kinds of page it
// renders and who may see it. The worker implements one loader per route (worker/pages/loaders.ts,
// a complete record: a missing loader does not compile), the client one view per kind
// (client/app/pageModules.ts), and the page pipeline applies access here, once: a visitor asking
// for a members' page gets the login page with its title, and comes back to the page after.
// tests/worker/pageContract.test.ts holds both sides to this table. How to add a page: docs/pages.md.
import type { PageData } from './pages.ts';
import type { RouteName } from './routes.ts';
import { LOGIN_TITLES } from './save/loginTitles.ts';

/** Every kind of page (the `kind` of PageData). */
export type PageKind = PageData['kind'];

/** What any route may answer instead of its own page: the entity is missing, removed or refused, or the request is bad. */
export const ERROR_KINDS = ['notFound', 'removed', 'forbidden', 'badRequest'] as const satisfies readonly PageKind[];

/** A route the page pipeline renders. */
export interface PageRoute {
  /** The kinds of page it renders (besides ERROR_KINDS). */
  kinds: readonly PageKind[];
  /** Members only: a visitor gets the login page titled this, coming back here once signed in. */
  login?: string;
}

/** A route answered before the page pipeline (a redirect, the outbound link check): it has no page of its own. */
export interface HandledRoute {
  handledBy: string;
}

const CREATE_LOGIN = LOGIN_TITLES.create;

/** The page contract of every route, in the catalogue's order. */
export const PAGE_ROUTES = {
  home: { kinds: ['home'] },
  homefeed: { kinds: ['home'] },
  pin: { kinds: ['pin'] },
  pinCreate: { kinds: ['pinBuilder'], login: CREATE_LOGIN },
  pinComments: { kinds: ['pinComments'] },
  pinEdit: { kinds: ['pinEdit'], login: LOGIN_TITLES.edit },
  /** The one-tap save page, or the save's editor when opened from the save toast (`isEditingPin`). */
  pinRepin: { kinds: ['oneTapSave', 'repinEdit'] },
  /** Reporting a pin as a page of plain forms: the card menu's report dialog before or without JavaScript. */
  pinReport: { kinds: ['pinReport'], login: 'Log in to report this Pin' },
  pinVisualSearch: { kinds: ['visualSearch'] },
  pinVisualSearchProducts: { kinds: ['visualSearch'] },
  pinEngagement: { kinds: ['engagementDetails'] },
  pinRedirect: { kinds: ['pinRedirect'] },
  boardEdit: { kinds: ['boardEdit'] },
  boardEditCollaborators: { kinds: ['boardEdit'] },
  boardAddCollaborators: { kinds: ['boardEdit'] },
  sectionEdit: { kinds: ['sectionEdit'] },
  conversation: { kinds: ['conversation'] },
  messages: { kinds: ['messages'], login: 'Log in to see your messages' },
  appealedPin: { kinds: ['appeals'], login: 'Log in' },
  reportsAndViolations: { kinds: ['appeals'], login: 'Log in' },
  ageAppeal: { kinds: ['appeals'], login: 'Log in' },
  businessConvert: { kinds: ['businessConvert'], login: 'Log in to your business account' },
  businessHub: { kinds: ['businessHub'] },
  /** The business dashboards, and an invitation to an ad account (`?invite=`). */
  business: { kinds: ['businessDashboard', 'businessInvite'], login: 'Log in to your business account' },
  quickPromote: { kinds: ['quickPromote'], login: 'Log in to your business account' },
  login: { kinds: ['login'] },
  signup: { kinds: ['signup'] },
  signupSsoBusiness: { kinds: ['signup'] },
  passwordReset: { kinds: ['passwordReset'] },
  passwordUsername: { kinds: ['passwordReset'] },
  securePanic: { kinds: ['securePanic'], login: 'Log in' },
  emailSubscription: { kinds: ['emailSubscription'] },
  emailUserSurvey: { kinds: ['userSurvey'], login: 'Log in' },
  emailVerificationError: { kinds: ['notice'] },
  notifications: { kinds: ['notifications'], login: 'Log in to see your notifications' },
  retrievalHub: { kinds: ['retrievalHub'], login: 'Log in to find your Pins' },
  search: { kinds: ['search'] },
  searchPins: { kinds: ['search'] },
  searchScope: { kinds: ['search'] },
  ideas: { kinds: ['topicDirectory'] },
  ideasInterest: { kinds: ['topic'] },
  videos: { kinds: ['editorial'] },
  videosCategory: { kinds: ['editorial'] },
  shopping: { kinds: ['editorial'] },
  shoppingCategory: { kinds: ['editorial'] },
  topics: { kinds: ['topicDirectory'] },
  topic: { kinds: ['topic'] },
  today: { kinds: ['editorial'] },
  todayArticle: { kinds: ['editorial'] },
  todayBest: { kinds: ['editorial'] },
  todayTrending: { kinds: ['editorial'] },
  todayShop: { kinds: ['editorial'] },
  todayPopular: { kinds: ['editorial'] },
  /** The explore local tab: pins of people near the viewer, whose saved cards open the one-tap repin page. */
  todayLocal: { kinds: ['editorial'] },
  discoverArticle: { kinds: ['discoverArticle'] },
  pinBuilder: { kinds: ['pinBuilder'], login: CREATE_LOGIN },
  ideaPinBuilder: { kinds: ['storyBuilder'], login: CREATE_LOGIN },
  storyPinBuilder: { kinds: ['storyBuilder'], login: CREATE_LOGIN },
  pinCreationTool: { kinds: ['pinBuilder'], login: CREATE_LOGIN },
  ideaAdsTool: { kinds: ['storyBuilder'], login: CREATE_LOGIN },
  pinEditor: { kinds: ['pinBuilder'], login: CREATE_LOGIN },
  /** The settings page on its Notifications tab, or (split off by an experiment) a page of its own. */
  settingsNotifications: { kinds: ['settings', 'notificationSettings'], login: 'Log in' },
  settings: { kinds: ['settings'], login: 'Log in' },
  settingsSection: { kinds: ['settings'], login: 'Log in' },
  tvStudio: { kinds: ['storyBuilder'], login: 'Log in to create' },
  /** App sign-in links: no third-party app is registered, so each is a notice saying why. */
  oauth: { kinds: ['notice'] },
  appFactoryOauth: { kinds: ['notice'] },
  unauthProfile: { kinds: ['notice'] },
  storyboard: { kinds: ['storyBuilder'], login: 'Log in to create' },
  me: { handledBy: 'worker/users/meRedirect.ts' },
  /** Onboarding after sign-up; a visitor gets the sign-up page that leads to it. */
  onboarding: { kinds: ['onboarding', 'signup'] },
  editHomeFeed: { kinds: ['editHomeFeed'], login: 'Log in to tune your home feed' },
  offsite: { handledBy: 'worker/offsite/routes.ts' },
  appInstall: { kinds: ['appInstall'] },
  policyCookies: { kinds: ['policy'] },
  privacy: { kinds: ['policy'] },
  terms: { kinds: ['policy'] },
  communityGuidelines: { kinds: ['policy'] },
  helpArticle: { kinds: ['policy'] },
  profile: { kinds: ['profile'] },
  profileSaved: { kinds: ['profileSaved'] },
  /** A profile's followers, or the people it follows, a page at a time (`?page=`). */
  profileFollowers: { kinds: ['profileFollows'] },
  profileFollowing: { kinds: ['profileFollows'] },
  board: { kinds: ['board'] },
  section: { kinds: ['board'] },
} as const satisfies { readonly [R in RouteName]: PageRoute | HandledRoute };

/** The routes the page pipeline renders (each has a loader). */
export type PageRouteName = { [R in RouteName]: (typeof PAGE_ROUTES)[R] extends PageRoute ? R : never }[RouteName];

/** The page contract of a route the pipeline renders, or null for one handled before it. */
export function pageRoute(name: RouteName): PageRoute | null {
  const entry: PageRoute | HandledRoute = PAGE_ROUTES[name];
  return 'kinds' in entry ? entry : null;
}
