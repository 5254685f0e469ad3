// The page pipeline: the loader of every route the page contract (shared/pageRoutes.ts) renders,
// and loadPage, which matches a path, applies the route's access (a visitor asking for a members'
// page gets its login page) and runs the loader. The document renderer streams the result;
// PageResource answers it for client navigation.
import type { Context } from 'hono';
import { exactly } from '#shared/exactRecord.ts';
import { type LoadedRouteName, pageRoute } from '#shared/pageRoutes.ts';
import type { PageState } from '#shared/pages.ts';
import { redirectPath } from '#shared/redirects.ts';
import { matchRoute } from '#shared/routes.ts';
import { landingPageType, searchEngineOf } from '#shared/seo/searchLanding.ts';
import { authPages } from '#worker/auth/pages.ts';
import { boardPages } from '#worker/boards/pages.ts';
import { businessPages } from '#worker/business/pages.ts';
import { cataloguePages } from '#worker/catalogue/pages.ts';
import { closeupPages } from '#worker/closeup/pages.ts';
import { commentPages } from '#worker/comments/pages.ts';
import { conversationPages } from '#worker/conversations/pages.ts';
import { discoveryPages } from '#worker/discovery/pages.ts';
import type { AppEnv } from '#worker/env.ts';
import { feedPages } from '#worker/feed/pages.ts';
import { notificationPages } from '#worker/notifications/pages.ts';
import { onboardingPages } from '#worker/onboarding/pages.ts';
import { pinBuilderPages } from '#worker/pinBuilder/pages.ts';
import { policyPages } from '#worker/policy/pages.ts';
import { profilePages } from '#worker/profile/pages.ts';
import { reportPages } from '#worker/report/pages.ts';
import { safetyPages } from '#worker/safety/pages.ts';
import { savePages } from '#worker/save/pages.ts';
import { searchPages } from '#worker/search/pages.ts';
import { settingsPages } from '#worker/settings/pages.ts';
import { visualSearchPages } from '#worker/visualSearch/pages.ts';
import { withCardPins } from './cardPins.ts';
import { type Loader, loginPage, notFoundPage, type ServerPageState, type StaticRouteName, staticPage } from './loader.ts';

/**
 * The loader of every route of the page declaration whose page has data (a page without data has
 * its head in the declaration instead): leaving one out, or naming another route, does not compile.
 */
export const LOADERS: { readonly [R in LoadedRouteName]: Loader } = exactly<LoadedRouteName, Loader>()({
  ...feedPages,
  ...closeupPages,
  ...authPages,
  ...profilePages,
  ...settingsPages,
  ...boardPages,
  ...savePages,
  ...reportPages,
  ...pinBuilderPages,
  ...commentPages,
  ...conversationPages,
  ...policyPages,
  ...businessPages,
  ...safetyPages,
  ...visualSearchPages,
  ...cataloguePages,
  ...onboardingPages,
  ...searchPages,
  ...discoveryPages,
  ...notificationPages,
});

/**
 * Loads the page for a path (`search` is its query string, kept, reduced by the redirect rule, in a login page's way back): the
 * matching route's loader, the login page for a visitor asking for a members' page, or the 404 page.
 */
export async function loadPage(c: Context<AppEnv>, pathname: string, search = ''): Promise<ServerPageState> {
  const match = matchRoute(pathname);
  const route = match && pageRoute(match.name);
  let page: ServerPageState;
  if (!match || !route) page = notFoundPage();
  else if (route.login && !c.var.viewer.isAuth) page = loginPage(match.name, match.params, route.login, redirectPath(`${pathname}${search}`) ?? '/');
  else if (route.head) page = staticPage(match.name as StaticRouteName, match.params);
  else page = await LOADERS[match.name as LoadedRouteName](c, match.params);
  // Performance (docs/performance.md): the grids' pins as their cards read them (./cardPins.ts), in the HTML and PageResource alike.
  page.data = withCardPins(page.data);
  page.landing = {
    // Bots' pages are cached for every bot of their kind: the Referer one sent must not stay in it.
    searchEngine: c.var.viewer.isBot ? null : searchEngineOf(c.req.header('referer')),
    pageType: landingPageType(page.route, page.params, c.var.viewer.username),
  };
  return page;
}

/** Waits for every streaming part of a page (for PageResource and bots). */
export async function settlePage(page: ServerPageState): Promise<PageState> {
  if (page.data.kind === 'home') return { ...page, data: { kind: 'home', feed: await page.data.feed } };
  return page as PageState;
}
