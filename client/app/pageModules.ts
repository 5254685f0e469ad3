// The module that renders each kind of page, as the Vite manifest names its chunk: the worker
// preloads the current page's chunk and CSS from it, and `npm run bench:bundle` sizes each page.
// Plain data (no JSX) so Node scripts read it too; pages.tsx imports exactly these modules.
import type { RenderablePageData } from './pageTypes.ts';

/** Every kind of page the App renders. */
export type PageKind = RenderablePageData['kind'];

/** kind → source path of its page module (several kinds may share one module). */
export const PAGE_MODULES: { readonly [K in PageKind]: string } = {
  home: 'client/features/feed/HomePage.tsx',
  pin: 'client/features/closeup/CloseupPage.tsx',
  pinComments: 'client/features/comments/PinCommentsPage.tsx',
  conversation: 'client/features/conversations/ConversationPage.tsx',
  pinRedirect: 'client/features/closeup/PinRedirectPage.tsx',
  badRequest: 'client/features/closeup/PinRedirectPage.tsx',
  removed: 'client/features/errors/NotFoundPage.tsx',
  notFound: 'client/features/errors/NotFoundPage.tsx',
  businessHub: 'client/features/business/BusinessHubPage.tsx',
  login: 'client/features/auth/AuthPages.tsx',
  signup: 'client/features/auth/AuthPages.tsx',
  passwordReset: 'client/features/auth/AuthPages.tsx',
  profile: 'client/features/profile/ProfilePage.tsx',
  profileSaved: 'client/features/profile/ProfilePage.tsx',
  board: 'client/features/boards/BoardPage.tsx',
  boardEdit: 'client/features/boards/BoardEditPage.tsx',
  settings: 'client/features/settings/SettingsPage.tsx',
  repinEdit: 'client/features/save/RepinEditPage.tsx',
  oneTapSave: 'client/features/save/OneTapSavePage.tsx',
  onboarding: 'client/features/onboarding/OnboardingPage.tsx',
  pinBuilder: 'client/features/pinBuilder/PinBuilderPage.tsx',
  storyBuilder: 'client/features/pinBuilder/StoryBuilderPage.tsx',
  pinEdit: 'client/features/pinBuilder/PinEditPage.tsx',
  sectionEdit: 'client/features/boards/SectionEditPage.tsx',
  policy: 'client/features/policy/PolicyPage.tsx',
  forbidden: 'client/features/errors/ForbiddenPage.tsx',
  businessDashboard: 'client/features/business/BusinessPages.tsx',
  businessConvert: 'client/features/business/BusinessPages.tsx',
  businessInvite: 'client/features/business/BusinessPages.tsx',
  quickPromote: 'client/features/business/BusinessPages.tsx',
  notice: 'client/features/safety/SafetyPages.tsx',
  securePanic: 'client/features/safety/SafetyPages.tsx',
  emailSubscription: 'client/features/safety/SafetyPages.tsx',
  userSurvey: 'client/features/safety/SafetyPages.tsx',
  appeals: 'client/features/safety/SafetyPages.tsx',
  visualSearch: 'client/features/visualSearch/VisualSearchPages.tsx',
  discoverArticle: 'client/features/visualSearch/VisualSearchPages.tsx',
  search: 'client/features/search/SearchPage.tsx',
  topicDirectory: 'client/features/discovery/DiscoveryPages.tsx',
  topic: 'client/features/discovery/DiscoveryPages.tsx',
  editorial: 'client/features/discovery/DiscoveryPages.tsx',
  notifications: 'client/features/notifications/NotificationsPage.tsx',
  tuneHomeFeed: 'client/features/discovery/TuneHomeFeedPage.tsx',
  appInstall: 'client/features/appInstall/AppInstallPage.tsx',
};
