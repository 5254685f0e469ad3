// Which code renders each kind of page, loaded on demand so a visit downloads only its own page:
// the client loads the current page's chunk before hydrating and the target's before navigating;
// the worker awaits the same loader (bundled, so instant) and tells the browser to preload the
// chunk that pageModules.ts names for the kind.
import type { ReactNode } from 'react';
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
}

export type PageView<K extends PageKind = PageKind> = ((props: PageViewProps<K>) => ReactNode) & {
  /** Loads what this page's data needs before it renders (a closeup's story pages), on both sides. */
  preload?: (data: PageViewProps<K>['data']) => Promise<void>;
};

/** Kinds whose module exports its `views` (kind → view): one import for several kinds of page. */
function viewsOf<K extends PageKind>(load: () => Promise<{ views: { [P in K]: PageView<P> } }>, kinds: readonly K[]) {
  return Object.fromEntries(kinds.map((k) => [k, () => load().then((m) => m.views[k])])) as unknown as { [P in K]: () => Promise<PageView<P>> };
}

/** The page registry: kind → loader of its view, importing the module PAGE_MODULES names. */
export const PAGES: { [K in PageKind]: () => Promise<PageView<K>> } = {
  home: () =>
    import('#client/features/feed/HomePage.tsx').then((m) => ({ data, viewer, embedState }) => (
      <m.HomePage feed={data.feed} viewer={viewer} embedState={embedState} />
    )),
  pin: () =>
    import('#client/features/closeup/CloseupPage.tsx').then((m) =>
      Object.assign(
        ({ data, viewer, origin, embedState }: PageViewProps<'pin'>) => <m.CloseupPage {...data} viewer={viewer} origin={origin} embedState={embedState} />,
        { preload: (data: PageViewProps<'pin'>['data']) => m.preloadCloseupParts(data.pin) },
      ),
    ),
  pinComments: () =>
    import('#client/features/comments/PinCommentsPage.tsx').then((m) => ({ data, viewer }) => (
      <m.PinCommentsPage pin={data.pin} viewer={viewer} comments={data.comments} />
    )),
  conversation: () =>
    import('#client/features/conversations/ConversationPage.tsx').then((m) => ({ data, viewer }) => (
      <m.ConversationPage conversation={data.conversation} viewer={viewer} />
    )),
  pinRedirect: () =>
    import('#client/features/closeup/PinRedirectPage.tsx').then((m) => ({ data }) => <m.PinRedirectPage view={data.view} />),
  badRequest: () =>
    import('#client/features/closeup/PinRedirectPage.tsx').then((m) => ({ data }) => <m.BadRequestPage message={data.message} />),
  removed: () => import('#client/features/errors/NotFoundPage.tsx').then((m) => () => <m.RemovedPinPage />),
  notFound: () => import('#client/features/errors/NotFoundPage.tsx').then((m) => () => <m.NotFoundPage />),
  businessHub: () =>
    import('#client/features/business/BusinessHubPage.tsx').then((m) => ({ data }) => <m.BusinessHubPage campaigns={data.campaigns} />),
  login: () =>
    import('#client/features/auth/AuthPages.tsx').then((m) => ({ data }) => <m.LoginPage next={data.next} />),
  signup: () =>
    import('#client/features/auth/AuthPages.tsx').then((m) => ({ data }) => <m.SignupPage next={data.next} />),
  passwordReset: () =>
    import('#client/features/auth/AuthPages.tsx').then((m) => ({ data }) => <m.PasswordResetPage token={data.token} />),
  profile: () =>
    import('#client/features/profile/ProfilePage.tsx').then((m) => ({ data, viewer }) => <m.ProfilePage data={data} viewer={viewer} />),
  profileSaved: () =>
    import('#client/features/profile/ProfilePage.tsx').then((m) => ({ data, viewer }) => <m.ProfileSavedPage data={data} viewer={viewer} />),
  board: () =>
    import('#client/features/boards/BoardPage.tsx').then((m) => ({ data, viewer }) => <m.BoardPage data={data} viewer={viewer} />),
  boardEdit: () =>
    import('#client/features/boards/BoardEditPage.tsx').then((m) => ({ data }) => <m.BoardEditPage data={data} />),
  settings: () =>
    import('#client/features/settings/SettingsPage.tsx').then((m) => ({ data, viewer }) => <m.SettingsPage data={data} viewer={viewer} />),
  repinEdit: () =>
    import('#client/features/save/RepinEditPage.tsx').then((m) => ({ data }) => <m.RepinEditPage data={data} />),
  oneTapSave: () =>
    import('#client/features/save/OneTapSavePage.tsx').then((m) => ({ data, viewer }) => <m.OneTapSavePage data={data} viewer={viewer} />),
  onboarding: () =>
    import('#client/features/onboarding/OnboardingPage.tsx').then((m) => ({ data, viewer }) => <m.OnboardingPage data={data} viewer={viewer} />),
  pinBuilder: () =>
    import('#client/features/pin-builder/PinBuilderPage.tsx').then((m) => ({ viewer }) => <m.PinBuilderPage viewer={viewer} />),
  storyBuilder: () =>
    import('#client/features/pin-builder/StoryBuilderPage.tsx').then((m) => ({ viewer }) => <m.StoryBuilderPage viewer={viewer} />),
  pinEdit: () =>
    import('#client/features/pin-builder/PinEditPage.tsx').then((m) => ({ data }) => <m.PinEditPage data={data} />),
  sectionEdit: () =>
    import('#client/features/boards/SectionEditPage.tsx').then((m) => ({ data }) => <m.SectionEditPage data={data} />),
  ...viewsOf(() => import('#client/features/policy/PolicyPage.tsx'), ['policy']),
  ...viewsOf(() => import('#client/features/errors/ForbiddenPage.tsx'), ['forbidden']),
  ...viewsOf(() => import('#client/features/business/BusinessPages.tsx'), ['businessDashboard', 'businessConvert', 'quickPromote']),
  ...viewsOf(() => import('#client/features/safety/SafetyPages.tsx'), ['notice', 'securePanic', 'emailSubscription', 'userSurvey', 'appeals']),
  ...viewsOf(() => import('#client/features/visual-search/VisualSearchPages.tsx'), ['visualSearch', 'discoverArticle']),
  search: () =>
    import('#client/features/search/SearchPage.tsx').then((m) => ({ data, viewer, embedState }) => (
      <m.SearchPage data={data} viewer={viewer} embedState={embedState} />
    )),
  topicDirectory: () =>
    import('#client/features/discovery/DiscoveryPages.tsx').then((m) => ({ data }) => <m.TopicDirectoryPage data={data} />),
  topic: () =>
    import('#client/features/discovery/DiscoveryPages.tsx').then((m) => ({ data, viewer, embedState }) => (
      <m.TopicPage data={data} viewer={viewer} embedState={embedState} />
    )),
  editorial: () =>
    import('#client/features/discovery/DiscoveryPages.tsx').then((m) => ({ data, viewer, embedState }) => (
      <m.EditorialPage data={data} viewer={viewer} embedState={embedState} />
    )),
  notifications: () =>
    import('#client/features/notifications/NotificationsPage.tsx').then((m) => ({ data }) => <m.NotificationsPage items={data.items} />),
  tuneHomeFeed: () =>
    import('#client/features/discovery/TuneHomeFeedPage.tsx').then((m) => ({ data }) => <m.TuneHomeFeedPage data={data} />),
  appInstall: () => import('#client/features/app-install/AppInstallPage.tsx').then((m) => () => <m.AppInstallPage />),
};
