// The module that renders each kind of page, as the Vite manifest names its chunk: the worker
// preloads the current page's chunk and CSS from it, and `npm run bench:bundle` sizes each page.
// Plain data (no JSX) so Node scripts read it too. pageViews.ts holds one loader per module named
// here (a complete record: a module without its loader does not compile), and a worker test holds
// every module to export the view of each kind it is named for.
import type { PageKind } from './pageTypes.ts';

export type { PageKind };

/**
 * kind → its page module, named `<feature>/<Module>` under client/features/ (the file is
 * `client/features/<feature>/<Module>.tsx`; several kinds may share one module). Short, because the
 * client's entry carries this table.
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
  pinReport: 'pinCard/ReportPinPage',
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
  engagementDetails: 'visualSearch/VisualSearchPages',
  retrievalHub: 'visualSearch/VisualSearchPages',
  discoverArticle: 'visualSearch/VisualSearchPages',
  search: 'search/SearchPage',
  topicDirectory: 'discovery/DiscoveryPages',
  topic: 'discovery/DiscoveryPages',
  editorial: 'discovery/DiscoveryPages',
  notifications: 'notifications/NotificationsPage',
  editHomeFeed: 'discovery/EditHomeFeedPage',
  appInstall: 'appInstall/AppInstallPage',
} as const satisfies { readonly [K in PageKind]: string };

/** A page module, as PAGE_VIEWS names it. */
export type PageModule = (typeof PAGE_VIEWS)[PageKind];

/** The source path of a page module named as in PAGE_VIEWS, as the Vite manifest names its chunk. */
export const pageModulePath = (module: string): string => `client/features/${module}.tsx`;

/** The source path of a kind's page module (for the worker's preloads, the bundle sizes and knip). */
export const pageModuleOf = (kind: PageKind): string => pageModulePath(PAGE_VIEWS[kind]);
