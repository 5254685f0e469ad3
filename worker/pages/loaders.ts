// Page loaders: for each route of the catalogue that has a page, what it shows and with which
// status. The document renderer streams the result; PageResource answers it for client navigation.
import type { Context } from 'hono';
import { matchRoute, pinPath, type RouteName } from '#shared/routes.ts';
import { SITE_NAME, type PageData, type PageHead, type PageState } from '#shared/pages.ts';
import type { PinPage } from '#shared/types.ts';
import type { AppEnv } from '#worker/env.ts';
import { readPin } from '#worker/data/pins.ts';
import { homeFeedPage } from './feed.ts';
import { loadBusinessHub } from '#worker/ads/businessHub.ts';
import { accountLoaders } from '#worker/accounts/pages.ts';
import { signPin, signPinPage } from '#worker/offsite/sign.ts';

/** Page data on the server: the home feed may still be streaming. */
export type ServerPageData = Exclude<PageData, { kind: 'home' }> | { kind: 'home'; feed: Promise<PinPage> };
export type ServerPageState = PageState<ServerPageData>;

type Loader = (c: Context<AppEnv>, params: Record<string, string>) => Promise<ServerPageState>;

const head = (title: string, description: string, canonical: string | null, noindex = false): PageHead => ({
  title, description, canonical, noindex,
});

const HOME_DESCRIPTION = 'Discover recipes, home ideas, style inspiration and other ideas to try.';

const loadHome: Loader = async (c) => ({
  route: 'home',
  params: {},
  status: 200,
  head: head(SITE_NAME, HOME_DESCRIPTION, '/'),
  data: { kind: 'home', feed: homeFeedPage(c.env.DB, c.var.viewer, null).then((page) => signPinPage(c.env, page)) },
});

const loadPin: Loader = async (c, params) => {
  const lookup = await readPin(c.env.DB, params.pinId, c.var.viewer.id, { forBot: c.var.viewer.isBot });
  if (lookup.status === 'missing') return notFoundPage();
  if (lookup.status === 'removed') {
    return { route: 'pin', params, status: 410, head: head('Unavailable', 'Removed by the creator', null, true), data: { kind: 'removed' } };
  }
  const pin = await signPin(c.env, lookup.pin);
  const title = (pin.seoTitle || pin.title || pin.gridTitle || 'Pin').trim();
  return {
    route: 'pin',
    params,
    status: 200,
    head: head(`${title} | ${SITE_NAME}`, (pin.seoDescription || pin.description || title).slice(0, 300), pinPath(pin.entityId), Boolean(pin.seoNoindexReason)),
    data: { kind: 'pin', pin },
  };
};

/** Routes of the catalogue that have a page so far; every other path is a 404 page. */
const LOADERS: Partial<Record<RouteName, Loader>> = {
  home: loadHome,
  homefeed: loadHome,
  pin: loadPin,
  businessHub: loadBusinessHub,
  ...accountLoaders(() => notFoundPage()),
};

export function notFoundPage(): ServerPageState {
  return {
    route: 'notFound',
    params: {},
    status: 404,
    head: head(`Page not found | ${SITE_NAME}`, 'This page does not exist.', null, true),
    data: { kind: 'notFound' },
  };
}

/** Loads the page for a path: the matching route's loader, or the 404 page. */
export async function loadPage(c: Context<AppEnv>, pathname: string): Promise<ServerPageState> {
  const match = matchRoute(pathname);
  const loader = match ? LOADERS[match.name] : undefined;
  return match && loader ? loader(c, match.params) : notFoundPage();
}

/** Waits for every streaming part of a page (for PageResource and bots). */
export async function settlePage(page: ServerPageState): Promise<PageState> {
  if (page.data.kind === 'home') return { ...page, data: { kind: 'home', feed: await page.data.feed } };
  return page as PageState;
}
