// The pin resources: one pin, the home feed, related pins, a pin's analytics and the page data
// of any path (PageResource, for client-side navigation).
import * as v from 'valibot';
import { FEED_PAGE_SIZE } from '../constants.ts';
import type { PinAnalytics } from '../events/analytics.ts';
import type { PageState } from '../pages.ts';
import type { Pin } from '../types.ts';
import { resource, returns } from './define.ts';
import { BookmarkOption, id, pageSize } from './ids.ts';

export const PinResource = resource('PinResource', {
  get: { options: v.object({ id: id('id') }), access: 'visitor', result: returns<Pin>() },
});

export const HomefeedResource = resource('HomefeedResource', {
  get: { options: v.object({ bookmark: BookmarkOption, page_size: pageSize(FEED_PAGE_SIZE) }), access: 'visitor', result: returns<Pin[]>() },
});

export const RelatedPinsResource = resource('RelatedPinsResource', {
  get: {
    options: v.pipe(
      v.object({ pin_id: v.optional(id('pin_id')), bookmark: BookmarkOption, page_size: pageSize(FEED_PAGE_SIZE) }),
      v.check((o) => Boolean(o.pin_id || o.bookmark), 'Give pin_id or bookmark.'),
    ),
    access: 'visitor',
    result: returns<Pin[]>(),
  },
});

export const PinAnalyticsResource = resource('PinAnalyticsResource', {
  get: {
    // Who may read is decided from the session alone (shared/events/analytics.ts); a caller's subject_id is ignored.
    options: v.object({ pin_id: id('pin_id') }),
    access: 'member',
    signInPrompt: 'Log in to see Pin analytics.',
    result: returns<PinAnalytics>(),
  },
});

export const PageResource = resource('PageResource', {
  get: {
    options: v.object({ path: v.pipe(v.string('path must be a string'), v.startsWith('/', 'path must start with /'), v.maxLength(2048)) }),
    access: 'visitor',
    result: returns<PageState>(),
  },
});
