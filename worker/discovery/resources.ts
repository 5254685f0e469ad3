// The discovery resources: topic follow (docs/rules/pin-card.md#calls-spec-000-7 interest follow, interest_list
// "favorited"), a topic's pins, the editorial feeds and pin feedback (report).
import type { Context } from 'hono';
import * as api from '#shared/api/discovery.ts';
import type { InterestId, UserId } from '#shared/ids.ts';
import { notFound } from '#worker/api/errors.ts';
import { implement } from '#worker/api/implement.ts';
import type { AppEnv } from '#worker/env.ts';
import { editorialFeedPage, topicFeedPage } from './discoveryFeeds.ts';
import { setTopicFollow } from './topicData.ts';

const follow = (following: boolean) => async (c: Context<AppEnv>, o: { interest_id: InterestId }, me: UserId) => {
  if (!(await setTopicFollow(c.env.DB, me, o.interest_id, following, Date.now()))) throw notFound('That topic does not exist.');
  return { data: { following } };
};

export const InterestFollowResource = implement(api.InterestFollowResource, {
  create: follow(true),
  delete: follow(false),
});

export const TopicFeedResource = implement(api.TopicFeedResource, {
  get: async (c, o) => {
    const page = await topicFeedPage(c.env, c.var.viewer, o.interest_id, o.bookmark ?? null, o.page_size);
    return { data: page.pins, bookmark: page.bookmark };
  },
});

export const DiscoveryFeedResource = implement(api.DiscoveryFeedResource, {
  get: async (c, o) => {
    const page = await editorialFeedPage(c.env, c.var.viewer, o.feed, o.category_id ?? null, o.bookmark ?? null, o.page_size);
    return { data: page.pins, bookmark: page.bookmark };
  },
});
