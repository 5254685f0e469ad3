// Which code renders each kind of page, loaded on demand so a visit downloads only its own page:
// the client loads the current page's chunk before hydrating and the target's before navigating;
// the worker awaits the same loader (bundled, so instant) and tells the browser to preload the
// chunk that pageModules.ts names for the kind. Each page module exports its `views` (kind → view,
// the adapter from the page's data to its component), so the entry carries only these loaders and
// a first visit only its own page's adapter.
import type { ReactNode } from 'react';
import type { FormFlash } from '#shared/forms.ts';
import type { Viewer } from '#shared/types.ts';
import type { PageKind } from './pageModules.ts';
import type { RenderablePageData } from './pageTypes.ts';

export type { PageKind };

/** What every page view gets: its data and the document's viewer, hydration mode and origin. */
export interface PageViewProps<K extends PageKind = PageKind> {
  data: Extract<RenderablePageData, { kind: K }>;
  viewer: Viewer;
  embedState: boolean;
  origin: string;
  /** A page form's outcome for this render, shown once (shared/forms.ts). */
  flash?: FormFlash;
}

export type PageView<K extends PageKind = PageKind> = ((props: PageViewProps<K>) => ReactNode) & {
  /** Loads what this page's data needs before it renders (a closeup's story pages), on both sides. */
  preload?: (data: PageViewProps<K>['data']) => Promise<void>;
  /**
   * Loads the page's deferred parts (client/lib/conditionalPart.tsx: below its first screen, such as
   * a closeup's related grid): awaited before the worker renders and before a navigation shows the
   * page; hydration does not wait for them, and React keeps their server markup until they are in.
   */
  deferred?: (data: PageViewProps<K>['data']) => Promise<void>;
};

/** The loaders of the kinds a module's `views` render: one import for each of its kinds of page. */
function viewsOf<K extends PageKind>(load: () => Promise<{ views: { [P in K]: PageView<P> } }>, kinds: readonly K[]) {
  return Object.fromEntries(kinds.map((k) => [k, () => load().then((m) => m.views[k])])) as unknown as { [P in K]: () => Promise<PageView<P>> };
}

/** The page registry: kind → loader of its view, importing the module PAGE_MODULES names. */
export const PAGES: { [K in PageKind]: () => Promise<PageView<K>> } = {
  ...viewsOf(() => import('#client/features/feed/HomePage.tsx'), ['home']),
  ...viewsOf(() => import('#client/features/closeup/CloseupPage.tsx'), ['pin']),
  ...viewsOf(() => import('#client/features/comments/PinCommentsPage.tsx'), ['pinComments']),
  ...viewsOf(() => import('#client/features/conversations/ConversationPage.tsx'), ['conversation']),
  ...viewsOf(() => import('#client/features/closeup/PinRedirectPage.tsx'), ['pinRedirect', 'badRequest']),
  ...viewsOf(() => import('#client/features/errors/NotFoundPage.tsx'), ['removed', 'notFound']),
  ...viewsOf(() => import('#client/features/business/BusinessHubPage.tsx'), ['businessHub']),
  ...viewsOf(() => import('#client/features/auth/AuthPages.tsx'), ['login', 'signup', 'passwordReset']),
  ...viewsOf(() => import('#client/features/profile/ProfilePage.tsx'), ['profile', 'profileSaved']),
  ...viewsOf(() => import('#client/features/boards/BoardPage.tsx'), ['board']),
  ...viewsOf(() => import('#client/features/boards/BoardEditPage.tsx'), ['boardEdit']),
  ...viewsOf(() => import('#client/features/settings/SettingsPage.tsx'), ['settings']),
  ...viewsOf(() => import('#client/features/save/RepinEditPage.tsx'), ['repinEdit']),
  ...viewsOf(() => import('#client/features/save/OneTapSavePage.tsx'), ['oneTapSave']),
  ...viewsOf(() => import('#client/features/onboarding/OnboardingPage.tsx'), ['onboarding']),
  ...viewsOf(() => import('#client/features/pinBuilder/PinBuilderPage.tsx'), ['pinBuilder']),
  ...viewsOf(() => import('#client/features/pinBuilder/StoryBuilderPage.tsx'), ['storyBuilder']),
  ...viewsOf(() => import('#client/features/pinBuilder/PinEditPage.tsx'), ['pinEdit']),
  ...viewsOf(() => import('#client/features/boards/SectionEditPage.tsx'), ['sectionEdit']),
  ...viewsOf(() => import('#client/features/policy/PolicyPage.tsx'), ['policy']),
  ...viewsOf(() => import('#client/features/errors/ForbiddenPage.tsx'), ['forbidden']),
  ...viewsOf(() => import('#client/features/business/BusinessPages.tsx'), ['businessDashboard', 'businessConvert', 'quickPromote']),
  ...viewsOf(() => import('#client/features/safety/SafetyPages.tsx'), ['notice', 'securePanic', 'emailSubscription', 'userSurvey', 'appeals']),
  ...viewsOf(() => import('#client/features/visualSearch/VisualSearchPages.tsx'), ['visualSearch', 'discoverArticle']),
  ...viewsOf(() => import('#client/features/search/SearchPage.tsx'), ['search']),
  ...viewsOf(() => import('#client/features/discovery/DiscoveryPages.tsx'), ['topicDirectory', 'topic', 'editorial']),
  ...viewsOf(() => import('#client/features/notifications/NotificationsPage.tsx'), ['notifications']),
  ...viewsOf(() => import('#client/features/discovery/TuneHomeFeedPage.tsx'), ['tuneHomeFeed']),
  ...viewsOf(() => import('#client/features/appInstall/AppInstallPage.tsx'), ['appInstall']),
};
