// Page loader of home (/ and /homefeed/): the home feed, streamed into the page as it is read.
import { SITE_NAME } from '#shared/pages.ts';
import { type Loader, pageHead } from '#worker/pages/loader.ts';
import { homePageFeed } from './homeFeed.ts';

const HOME_DESCRIPTION = 'Discover recipes, home ideas, style inspiration and other ideas to try.';

const loadHome: Loader = async (c) => ({
  route: 'home',
  params: {},
  status: 200,
  head: pageHead(SITE_NAME, HOME_DESCRIPTION, '/'),
  data: { kind: 'home', feed: homePageFeed(c.env, c.var.viewer) },
});

/** The home loaders by route. */
export const feedPages = { home: loadHome, homefeed: loadHome } satisfies Record<string, Loader>;
