// The pin resources: one pin (read, and made, edited or deleted by its creator), the home feed,
// related pins, a pin's analytics and the page data of any path (PageResource, for client-side
// navigation).
import * as v from 'valibot';
import { FEED_PAGE_SIZE, PIN_TEXT_LIMITS, UPLOAD_LIMITS } from '../constants.ts';
import type { PinAnalytics } from '../events/analytics.ts';
import type { PageState } from '../pages.ts';
import type { Pin, PinWithDetails } from '../types.ts';
import { resource, returns } from './define.ts';
import { BookmarkOption, id, pageSize } from './options.ts';

const pinTitle = v.pipe(v.string('title must be a string'), v.maxLength(PIN_TEXT_LIMITS.title, `A title has at most ${PIN_TEXT_LIMITS.title} characters.`));
const pinDescription = v.pipe(
  v.string('description must be a string'),
  v.maxLength(PIN_TEXT_LIMITS.description, `A description has at most ${PIN_TEXT_LIMITS.description} characters.`),
);
const pinAltText = v.pipe(
  v.string('alt_text must be a string'),
  v.maxLength(PIN_TEXT_LIMITS.altText, `Alt text has at most ${PIN_TEXT_LIMITS.altText} characters.`),
);
/** The destination link: checked as an http(s) url and against the link rules by the handler, at save time. */
const pinLink = v.nullable(v.pipe(v.string('link must be a string'), v.maxLength(2048, 'The link is too long.')));

/** How a pin is made (docs/rules/closeup-and-visitors.md#calls-spec-002-7 `method`): from an upload, a web image url, a data url, or a story's pages. */
export const PIN_CREATE_METHODS = ['uploaded', 'scraped', 'data_url', 'story'] as const;

/** One page of a story pin as its builder sends it: a picture (an upload's image_url) and a text block. */
const StoryPageOption = v.object({
  image_url: v.optional(v.string('image_url must be a string')),
  text: v.optional(
    v.pipe(
      v.string('text must be a string'),
      v.maxLength(UPLOAD_LIMITS.storyTextLength, `A page's text has at most ${UPLOAD_LIMITS.storyTextLength} characters.`),
    ),
  ),
});

export const PinResource = resource('PinResource', {
  /** One pin with the fields only the closeup serves (variants, shipping, savedInfo…; never a grid card's). */
  get: { options: v.object({ id: id('pin', 'id') }), access: 'visitor', result: returns<PinWithDetails>() },
  /**
   * Makes a pin from exactly one of: image_url (an own upload's url from VIPResource get, or a web
   * image), image_base64 (a data url) or story_pages. A non-string image is "Invalid Image".
   */
  create: {
    options: v.object({
      board_id: v.optional(v.nullable(id('board', 'board_id'))),
      section: v.optional(v.nullable(id('section', 'section'))),
      method: v.optional(v.picklist(PIN_CREATE_METHODS, `method is one of ${PIN_CREATE_METHODS.join(', ')}`)),
      image_url: v.optional(v.unknown()),
      image_base64: v.optional(v.unknown()),
      story_pages: v.optional(
        v.pipe(
          v.array(StoryPageOption, 'story_pages must be a list of pages'),
          v.minLength(UPLOAD_LIMITS.storyMinPages, `A story has at least ${UPLOAD_LIMITS.storyMinPages} pages.`),
          v.maxLength(UPLOAD_LIMITS.storyMaxPages, `A story has at most ${UPLOAD_LIMITS.storyMaxPages} pages.`),
        ),
      ),
      title: v.optional(pinTitle, ''),
      description: v.optional(pinDescription, ''),
      link: v.optional(pinLink, null),
      alt_text: v.optional(pinAltText, ''),
    }),
    access: 'member',
    rateLimit: 'pinWrite',
    signInPrompt: 'Log in to create a Pin or board',
    loginReason: 'create',
    // a data-url image of the largest upload, in base64, and the rest of the options
    bodyLimit: Math.ceil(UPLOAD_LIMITS.maxBytes / 3) * 4 + 64 * 1024,
    result: returns<Pin>(),
  },
  /** The pin's creator edits its texts and link or moves it to another of their boards or sections. */
  update: {
    options: v.object({
      id: id('pin', 'id'),
      title: v.optional(pinTitle),
      description: v.optional(pinDescription),
      link: v.optional(pinLink),
      alt_text: v.optional(pinAltText),
      board_id: v.optional(id('board', 'board_id')),
      section: v.optional(v.nullable(id('section', 'section'))),
    }),
    access: 'owner',
    rateLimit: 'pinWrite',
    signInPrompt: 'Log in to edit this Pin',
    loginReason: 'edit',
    result: returns<Pin>(),
  },
  delete: {
    options: v.object({ id: id('pin', 'id'), client_tracking_params: v.optional(v.pipe(v.string(), v.maxLength(2048))) }),
    access: 'owner',
    rateLimit: 'pinWrite',
    signInPrompt: 'Log in to edit this Pin',
    loginReason: 'edit',
    result: returns<{ deleted: string }>(),
  },
});

export const HomefeedResource = resource('HomefeedResource', {
  get: { options: v.object({ bookmark: BookmarkOption, page_size: pageSize(FEED_PAGE_SIZE) }), access: 'visitor', result: returns<Pin[]>() },
});

export const RelatedPinsResource = resource('RelatedPinsResource', {
  get: {
    options: v.pipe(
      v.object({ pin_id: v.optional(id('pin', 'pin_id')), bookmark: BookmarkOption, page_size: pageSize(FEED_PAGE_SIZE) }),
      v.check((o) => Boolean(o.pin_id || o.bookmark), 'Give pin_id or bookmark.'),
    ),
    access: 'visitor',
    result: returns<Pin[]>(),
  },
});

export const PinAnalyticsResource = resource('PinAnalyticsResource', {
  get: {
    // Who may read is decided from the session alone (shared/events/analytics.ts); a caller's subject_id is ignored.
    options: v.object({ pin_id: id('pin', 'pin_id') }),
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
