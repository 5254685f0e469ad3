// What every page loader shares: its signature, the page state it answers (parts of it may still
// be streaming), the head of a page and the 404 page. A leaf module: the feature page loaders
// import it, never the registry (loaders.ts) that imports them.
import type { Context } from 'hono';
import type { UserId } from '#shared/ids.ts';
import { type LoadedRouteName, PAGE_ROUTES, type PageRouteName, type RouteName, type StaticHead } from '#shared/pageRoutes.ts';
import { type PageData, type PageHead, type PageState, SITE_NAME } from '#shared/pages.ts';
import type { PinPage } from '#shared/types.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import type { AppEnv } from '#worker/env.ts';

/** Page data on the server: the home feed may still be streaming. */
export type ServerPageData = Exclude<PageData, { kind: 'home' }> | { kind: 'home'; feed: Promise<PinPage> };
export type ServerPageState = PageState<ServerPageData>;

/** Loads one route's page: what it shows and with which status. */
export type Loader = (c: Context<AppEnv>, params: Record<string, string>) => Promise<ServerPageState>;

/** The head of a page titled exactly `title` (the home page, a pin's own title). */
export const pageHead = (title: string, description: string, canonical: string | null, noindex = false): PageHead => ({
  title,
  description,
  canonical,
  noindex,
});

/** The head of a page titled "{title} | Pinboard". */
export const titledHead = (title: string, description: string, canonical: string | null, noindex = false): PageHead =>
  pageHead(`${title} | ${SITE_NAME}`, description, canonical, noindex);

/** The 404 page of every path no route or loader takes. */
export function notFoundPage(): PageState<{ kind: 'notFound' }> {
  return {
    route: 'notFound',
    params: {},
    status: 404,
    head: titledHead('Page not found', 'This page does not exist.', null, true),
    data: { kind: 'notFound' },
  };
}

/** The login page a visitor gets for a members' page (shared/pageRoutes.ts), coming back to `next` once signed in. */
export function loginPage(route: RouteName, params: Record<string, string>, title: string, next: string): ServerPageState {
  return { route, params, status: 200, head: titledHead(title, `Log in to ${SITE_NAME}.`, null, true), data: { kind: 'login', next } };
}

/**
 * The signed-in member a members' page is loaded for. The page pipeline answers visitors with the
 * login page before any such loader runs, so a loader that reaches this without one is a route
 * missing its `login` in shared/pageRoutes.ts: a bug, reported as one.
 */
export function memberOf(c: Context<AppEnv>): UserId {
  const id = viewerUserId(c.var.viewer);
  if (!id) throw new Error(`${c.req.path}: a members' page loaded for a visitor (is its route's login missing in shared/pageRoutes.ts?)`);
  return id;
}

/** The routes of a page without data: the declaration holds their head (shared/pageRoutes.ts). */
export type StaticRouteName = Exclude<PageRouteName, LoadedRouteName>;

/**
 * The page of a route without data: its one kind, with the head the declaration gives it. The data
 * `{ kind }` type-checks only for a kind PageData gives no fields: a head declared on a route
 * whose kind has data does not compile.
 */
export function staticPage(route: StaticRouteName, params: Record<string, string>): ServerPageState {
  const { kinds } = PAGE_ROUTES[route];
  const head: StaticHead = PAGE_ROUTES[route].head;
  return { route, params, status: 200, head: titledHead(head.title, head.description, head.canonical, head.noindex), data: { kind: kinds[0] } };
}
