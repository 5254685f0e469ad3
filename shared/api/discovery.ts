// The discovery resources: following topics (docs/rules/pin-card.md#calls-spec-000-7 interest follow with
// interest_list "favorited"), the pins of a topic and of the editorial feeds (today, videos,
// shopping), and pin feedback (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#calls-spec-000-7: feedback_type 1 reports a pin).
import * as v from 'valibot';
import { FEED_PAGE_SIZE } from '../constants.ts';
import { FEEDBACK_STATUSES, type FeedbackStatus, REPORT_FEEDBACK_TYPE, REPORT_REASON_IDS } from '../discovery/feedback.ts';
import { DISCOVERY_FEEDS } from '../discovery/feedPaths.ts';
import type { Pin } from '../types.ts';
import { resource, returns } from './define.ts';
import { BookmarkOption, id, pageSize } from './ids.ts';

const interestOptions = v.object({
  interest_id: id('interest_id'),
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
    options: v.object({ interest_id: id('interest_id'), bookmark: BookmarkOption, page_size: pageSize(FEED_PAGE_SIZE) }),
    access: 'visitor',
    result: returns<Pin[]>(),
  },
});

export const DiscoveryFeedResource = resource('DiscoveryFeedResource', {
  get: {
    options: v.object({
      feed: v.picklist(DISCOVERY_FEEDS, `feed is one of ${DISCOVERY_FEEDS.join(', ')}`),
      category_id: v.optional(v.nullable(id('category_id'))),
      bookmark: BookmarkOption,
      page_size: pageSize(FEED_PAGE_SIZE),
    }),
    access: 'visitor',
    result: returns<Pin[]>(),
  },
});

export const PinFeedbackResource = resource('PinFeedbackResource', {
  get: { options: v.object({ pin_id: id('pin_id') }), access: 'member', result: returns<{ status: FeedbackStatus }>() },
  update: {
    options: v.pipe(
      v.object({
        pin_id: id('pin_id'),
        feedback_type: v.optional(v.literal(REPORT_FEEDBACK_TYPE, `feedback_type is ${REPORT_FEEDBACK_TYPE} (report)`)),
        status: v.optional(v.picklist(FEEDBACK_STATUSES.filter((s) => s !== 'unset') as ['reported', 'unfollowed'], 'status is reported or unfollowed')),
        /** Why the pin is reported: one of the report step's reasons (kept with the report). */
        report_reason: v.optional(v.picklist(REPORT_REASON_IDS, `report_reason is one of ${REPORT_REASON_IDS.join(', ')}`)),
      }),
      v.check((o) => o.feedback_type !== undefined || o.status !== undefined, 'Give feedback_type or status.'),
      v.check((o) => o.report_reason === undefined || o.feedback_type !== undefined || o.status === 'reported', 'report_reason goes with a report.'),
    ),
    access: 'member',
    rateLimit: 'socialWrite',
    signInPrompt: 'Log in to send feedback.',
    result: returns<{ status: FeedbackStatus }>(),
  },
  delete: {
    options: v.object({ pin_id: id('pin_id') }),
    access: 'member',
    signInPrompt: 'Log in to send feedback.',
    result: returns<{ status: FeedbackStatus }>(),
  },
});
