// The catalogue routes the crawler (crawler.test.ts) leaves out for now, in one place.
import type { RouteName } from '#shared/routes.ts';

/**
 * Catalogue routes whose pages are built on other branches (discovery, /me/, the repin page,
 * notifications). The integrator empties this list after merging them; every other route must pass.
 */
export const BUILT_ON_OTHER_BRANCHES: readonly RouteName[] = [
  'search',
  'searchPins',
  'ideas',
  'ideasInterest',
  'videos',
  'videosCategory',
  'shopping',
  'shoppingCategory',
  'topics',
  'topic',
  'today',
  'todayArticle',
  'todayBest',
  'todayTrending',
  'todayShop',
  'todayPopular',
  'notifications',
  'me',
  'pinRepin',
];
