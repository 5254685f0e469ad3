// docs/rules/closeup-and-visitors.md#entities-spec-002-3: the feed names, and the surface each product feed's impressions are logged under.
import { describe, expect, it } from 'vitest';
import { FEED_NAMES, feedNameOf, impressionSurface } from '#shared/events/feedNames.ts';

describe('feed names (closeup-and-visitors: Entities)', () => {
  it('C35: lists the fourteen names of the spec', () => {
    expect(FEED_NAMES).toHaveLength(14);
    expect(FEED_NAMES).toContain('trieditfeed');
  });

  it.each([
    ['BoardFeedResource', { board_id: '1', section_id: null }, 'boardfeed'],
    ['BoardFeedResource', { board_id: '1', section_id: '7' }, 'board-section-pins'],
    ['UserSavesResource', { username: 'demo' }, 'profile-pins-feed'],
    ['HomefeedResource', undefined, null],
  ])('C35: %s %j reads the feed %s (closeup-and-visitors: Entities)', (resource, options, expected) => {
    expect(feedNameOf(resource, options)).toBe(expected);
  });

  it.each([
    ['SearchResource', { q: 'kitchen', scope: 'pins' }, 'search', 'searchPins'],
    ['DiscoveryFeedResource', { feed: 'today' }, 'home', 'todayTabFeed'],
    ['DiscoveryFeedResource', { feed: 'today_best' }, 'home', 'todayTabFeed'],
    ['DiscoveryFeedResource', { feed: 'videos' }, 'home', null],
    ['BoardFeedResource', { board_id: '1', section_id: null }, 'boardlessPins', 'boardless-pins'],
    ['BoardFeedResource', { board_id: '1', section_id: null }, 'board', 'boardfeed'],
  ])('C35: %s %j on the %s surface is the %s feed', (resource, options, surface, expected) => {
    expect(feedNameOf(resource, options, surface)).toBe(expected);
  });

  it('C35: logs impressions under the feed name, else the resource name', () => {
    expect(impressionSurface('UserSavesResource')).toBe('profile-pins-feed');
    expect(impressionSurface('HomefeedResource')).toBe('HomefeedResource');
  });
});
