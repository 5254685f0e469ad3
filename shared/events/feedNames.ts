// The feed names of docs/rules/closeup-and-visitors.md#entities-spec-002-3, and the name each pin feed of the product is logged under (the
// impression events' surface): the spec's name where it has one, else the resource's.

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

/** The feed a pin-feed request reads, as docs/rules/closeup-and-visitors.md#entities-spec-002-3 names it, or null when the spec has no name for it. */
export function feedNameOf(resource: string, options?: Record<string, unknown>): FeedName | null {
  if (resource === 'BoardFeedResource') return options?.section_id ? 'board-section-pins' : 'boardfeed';
  if (resource === 'UserSavesResource') return 'profile-pins-feed';
  return null;
}

/** The surface an impression is logged under: the spec's feed name, else the resource name. */
export const impressionSurface = (resource: string, options?: Record<string, unknown>): string => feedNameOf(resource, options) ?? resource;
