// The feed names of docs/rules/closeup-and-visitors.md#entities-spec-002-3, and the name each pin feed of the product is logged under (the
// impression events' surface): the spec's name where it has one, else the resource's.
import { type DiscoveryFeed, TODAY_CHILDREN } from '#shared/discovery/feedPaths.ts';

/** Every feed name docs/rules/closeup-and-visitors.md#entities-spec-002-3 lists. */
export const FEED_NAMES = [
  'aggregatedComments',
  'boardfeed',
  'boardless-pins',
  'board-sections',
  'board-section-pins',
  'story-pins-feed',
  'profile-pins-feed',
  'profileBoards',
  'searchPins',
  'storyPinData',
  'todayTabFeed',
  'unified-comments',
  'useCaseFeed',
  'trieditfeed',
] as const;
export type FeedName = (typeof FEED_NAMES)[number];

/** The today tab's feeds: /today/ and the feeds it lists. */
const isTodayFeed = (feed: string): boolean => feed === 'today' || TODAY_CHILDREN.includes(feed as DiscoveryFeed);

/**
 * The one mapping from a pin grid (its resource, options and card surface) to the feed name of
 * docs/rules/closeup-and-visitors.md#entities-spec-002-3 its impressions are logged under; null where the spec names no
 * such feed (home, related pins, topics, a board's more ideas). The other names of the list
 * (comments, board sections, profile boards, story data, use cases, tried-it) name feeds of no
 * pin grid in the product, so no impression carries them.
 */
export function feedNameOf(resource: string, options?: Record<string, unknown>, cardSurface?: string): FeedName | null {
  switch (resource) {
    case 'BoardFeedResource':
      if (cardSurface === 'boardlessPins') return 'boardless-pins';
      return options?.section_id ? 'board-section-pins' : 'boardfeed';
    case 'UserSavesResource':
      return 'profile-pins-feed';
    case 'SearchResource':
      return 'searchPins';
    case 'DiscoveryFeedResource':
      return typeof options?.feed === 'string' && isTodayFeed(options.feed) ? 'todayTabFeed' : null;
    default:
      return null;
  }
}

/** The surface an impression is logged under: the spec's feed name, else the resource name. */
export const impressionSurface = (resource: string, options?: Record<string, unknown>, cardSurface?: string): string =>
  feedNameOf(resource, options, cardSurface) ?? resource;
