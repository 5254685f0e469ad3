// The editorial feeds' names and the paths of the discovery pages, apart from their table (./feeds.ts) so that a
// card's links and a grid's feed name do not download the feeds' titles and descriptions (docs/performance.md).

export const DISCOVERY_FEEDS = [
  'today',
  'today_article',
  'today_best',
  'today_trending',
  'today_shop',
  'today_popular',
  'today_local',
  'videos',
  'shopping',
] as const;
export type DiscoveryFeed = (typeof DISCOVERY_FEEDS)[number];

/** The children of /today/, in the order its page lists them. */
export const TODAY_CHILDREN: readonly DiscoveryFeed[] = ['today_article', 'today_best', 'today_trending', 'today_shop', 'today_popular', 'today_local'];

/** A category page of /videos/ or /shopping/: /videos/{urlName}/{id}/ */
export const categoryPath = (feed: 'videos' | 'shopping', urlName: string, id: string): string => `/${feed}/${encodeURIComponent(urlName)}/${id}/`;
/** A topic page and an ideas page of an interest. */
export const topicPath = (urlName: string): string => `/topics/${encodeURIComponent(urlName)}/`;
export const ideasPath = (urlName: string, id: string): string => `/ideas/${encodeURIComponent(urlName)}/${id}/`;
