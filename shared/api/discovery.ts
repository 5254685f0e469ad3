// The discovery resources: following topics (docs/rules/pin-card.md#calls-spec-000-7 interest follow with
// interest_list "favorited"), the pins of a topic and of the editorial feeds (today, videos,
// shopping).
import * as v from 'valibot';
import { FEED_PAGE_SIZE } from '../constants.ts';
import { DISCOVERY_FEEDS } from '../discovery/feedPaths.ts';
import type { Pin } from '../types.ts';
import { resource, returns } from './define.ts';
import { BookmarkOption, id, pageSize } from './options.ts';

const interestOptions = v.object({
  interest_id: id('interest', 'interest_id'),
  interest_list: v.optional(v.literal('favorited', 'interest_list is "favorited"'), 'favorited'),
});

export const InterestFollowResource = resource('InterestFollowResource', {
  create: {
    options: interestOptions,
    access: 'member',
    signInPrompt: 'Log in to follow topics.',
    loginReason: 'follow',
    result: returns<{ following: boolean }>(),
  },
  delete: {
    options: interestOptions,
    access: 'member',
    signInPrompt: 'Log in to unfollow topics.',
    loginReason: 'unfollow',
    result: returns<{ following: boolean }>(),
  },
});

export const TopicFeedResource = resource('TopicFeedResource', {
  get: {
    options: v.object({ interest_id: id('interest', 'interest_id'), bookmark: BookmarkOption, page_size: pageSize(FEED_PAGE_SIZE) }),
    access: 'visitor',
    result: returns<Pin[]>(),
  },
});

export const DiscoveryFeedResource = resource('DiscoveryFeedResource', {
  get: {
    options: v.object({
      feed: v.picklist(DISCOVERY_FEEDS, `feed is one of ${DISCOVERY_FEEDS.join(', ')}`),
      category_id: v.optional(v.nullable(id('interest', 'category_id'))),
      bookmark: BookmarkOption,
      page_size: pageSize(FEED_PAGE_SIZE),
    }),
    access: 'visitor',
    result: returns<Pin[]>(),
  },
});
