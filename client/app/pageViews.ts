// Which code renders each kind of page, loaded on demand so a visit downloads only its own page:
// the client loads the current page's chunk before hydrating and the target's before navigating;
// the worker awaits the same loader (bundled, so instant) and tells the browser to preload the
// chunk that PAGE_VIEWS (shared/pageRoutes.ts) names for the kind. Each page module exports its
// `views` (kind → view, the adapter from the page's data to its component), so the entry carries
// only these loaders and a first visit only its own page's adapter. The views loaded so far are kept, so React renders a
// loaded page synchronously (hydration, a navigation that awaited its chunk, the worker).
import { PAGE_VIEWS, type PageModule } from '#shared/pageRoutes.ts';
import type { PageKind, PageView } from './pageTypes.ts';

/** What a page module exports: the view of each kind of page it renders. */
type ModuleViews = { views: { [K in PageKind]?: PageView<K> } };

/**
 * One `import()` per page module, each its own chunk, for every module PAGE_VIEWS names (a complete
 * record: a module left out, or one PAGE_VIEWS does not name, does not compile). Written out rather
 * than an `import.meta.glob`, because wrangler bundles the worker it serves and deploys with esbuild,
 * which has none; a pattern import (`import(\`../features/${feature}/${name}.tsx\`)`), which both
 * bundlers expand, costs the client's entry a 0.25 KiB helper, more than the JS budgets allow.
 */
const PAGE_MODULE_LOADERS: { readonly [M in PageModule]: () => Promise<ModuleViews> } = {
  'appInstall/AppInstallPage': () => import('#client/features/appInstall/AppInstallPage.tsx'),
  'auth/AuthPages': () => import('#client/features/auth/AuthPages.tsx'),
  'boards/BoardEditPage': () => import('#client/features/boards/BoardEditPage.tsx'),
  'boards/BoardPage': () => import('#client/features/boards/BoardPage.tsx'),
  'boards/SectionEditPage': () => import('#client/features/boards/SectionEditPage.tsx'),
  'business/BusinessHubPage': () => import('#client/features/business/BusinessHubPage.tsx'),
  'business/BusinessPages': () => import('#client/features/business/BusinessPages.tsx'),
  'closeup/CloseupPage': () => import('#client/features/closeup/CloseupPage.tsx'),
  'closeup/EngagementDetailsPage': () => import('#client/features/closeup/EngagementDetailsPage.tsx'),
  'closeup/PinRedirectPage': () => import('#client/features/closeup/PinRedirectPage.tsx'),
  'comments/PinCommentsPage': () => import('#client/features/comments/PinCommentsPage.tsx'),
  'conversations/ConversationPage': () => import('#client/features/conversations/ConversationPage.tsx'),
  'conversations/MessagesPage': () => import('#client/features/conversations/MessagesPage.tsx'),
  'discovery/ArticlePage': () => import('#client/features/discovery/ArticlePage.tsx'),
  'discovery/DiscoveryPages': () => import('#client/features/discovery/DiscoveryPages.tsx'),
  'discovery/EditHomeFeedPage': () => import('#client/features/discovery/EditHomeFeedPage.tsx'),
  'errors/ForbiddenPage': () => import('#client/features/errors/ForbiddenPage.tsx'),
  'errors/NotFoundPage': () => import('#client/features/errors/NotFoundPage.tsx'),
  'feed/HomePage': () => import('#client/features/feed/HomePage.tsx'),
  'notifications/NotificationsPage': () => import('#client/features/notifications/NotificationsPage.tsx'),
  'onboarding/OnboardingPage': () => import('#client/features/onboarding/OnboardingPage.tsx'),
  'pinBuilder/PinBuilderPage': () => import('#client/features/pinBuilder/PinBuilderPage.tsx'),
  'pinBuilder/PinEditPage': () => import('#client/features/pinBuilder/PinEditPage.tsx'),
  'pinBuilder/StoryBuilderPage': () => import('#client/features/pinBuilder/StoryBuilderPage.tsx'),
  'policy/PolicyPage': () => import('#client/features/policy/PolicyPage.tsx'),
  'profile/FollowsPage': () => import('#client/features/profile/FollowsPage.tsx'),
  'profile/ProfilePage': () => import('#client/features/profile/ProfilePage.tsx'),
  'report/ReportPinPage': () => import('#client/features/report/ReportPinPage.tsx'),
  'safety/SafetyPages': () => import('#client/features/safety/SafetyPages.tsx'),
  'save/OneTapSavePage': () => import('#client/features/save/OneTapSavePage.tsx'),
  'save/RepinEditPage': () => import('#client/features/save/RepinEditPage.tsx'),
  'save/RetrievalHubPage': () => import('#client/features/save/RetrievalHubPage.tsx'),
  'search/SearchPage': () => import('#client/features/search/SearchPage.tsx'),
  'settings/NotificationSettingsPage': () => import('#client/features/settings/NotificationSettingsPage.tsx'),
  'settings/SettingsPage': () => import('#client/features/settings/SettingsPage.tsx'),
  'visualSearch/VisualSearchPages': () => import('#client/features/visualSearch/VisualSearchPages.tsx'),
};

const loaded = new Map<PageKind, PageView>();
const loading = new Map<PageKind, Promise<PageView>>();

/** The view of `kind` from its module, or an error naming what is missing. */
async function importView(kind: PageKind): Promise<PageView> {
  const module = PAGE_VIEWS[kind];
  // The view of `kind` takes data of that kind; callers pass the page of that kind.
  const view = (await PAGE_MODULE_LOADERS[module]()).views[kind] as PageView | undefined;
  if (!view) throw new Error(`${module} has no view for the page kind ${kind}`);
  return view;
}

/** Loads the view of a kind of page once; a failed load (e.g. offline) is tried again next time. */
export function loadPageView(kind: PageKind): Promise<PageView> {
  let promise = loading.get(kind);
  if (!promise) {
    promise = importView(kind).then(
      (view) => {
        loaded.set(kind, view);
        return view;
      },
      (error: unknown) => {
        loading.delete(kind);
        throw error;
      },
    );
    loading.set(kind, promise);
  }
  return promise;
}

/**
 * Loads the view of a page and what its data needs before it renders (PageView.preload) and its
 * deferred parts (PageView.deferred); before hydrating (`hydrating`) the deferred parts only start
 * downloading: they hydrate once they are in.
 */
export async function loadPageFor(data: { kind: PageKind }, { hydrating = false } = {}): Promise<PageView> {
  const view = await loadPageView(data.kind);
  // The view of data.kind takes data of that kind.
  const deferred = view.deferred?.(data as never);
  await Promise.all([view.preload?.(data as never), hydrating ? undefined : deferred]);
  return view;
}

/** The view of a kind of page if it has loaded, else undefined. */
export function loadedPageView(kind: PageKind): PageView | undefined {
  return loaded.get(kind);
}
