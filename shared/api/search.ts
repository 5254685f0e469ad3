// The search resources (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3 scopes): a page of pins for a query in a pin scope,
// and the header search box's typeahead (queries, topics, boards, people, recent searches).
import * as v from 'valibot';
import { FEED_PAGE_SIZE } from '../constants.ts';
import { SEARCH_SCOPES } from '../search/query.ts';
import type { Pin } from '../types.ts';
import { resource, returns } from './define.ts';
import { BookmarkOption, pageSize } from './options.ts';

/** A board in search results and suggestions. */
export interface BoardResult {
  entityId: string;
  name: string;
  url: string;
  pinCount: number;
  owner: { username: string; fullName: string };
  coverImageUrl: string | null;
}

/** A person in search results and suggestions. */
export interface PersonResult {
  entityId: string;
  username: string;
  fullName: string;
  url: string;
  imageMediumUrl: string | null;
  followerCount: number;
}

/** A topic (an interest) wherever it is listed. */
export interface TopicSummary {
  entityId: string;
  name: string;
  urlName: string;
  /** /topics/{urlName}/ */
  url: string;
  pinCount: number;
  coverImageUrl: string | null;
}

/** What the search box suggests for what has been typed so far. */
export interface Typeahead {
  queries: string[];
  topics: TopicSummary[];
  boards: BoardResult[];
  people: PersonResult[];
  /** The viewer's recent searches (signed in), newest first, matching what was typed. */
  recent: string[];
  /** Before anything is typed: searches many members made this week, then the biggest topics (worker/search/trendingSearches.ts). */
  trending: string[];
}

/** A query as typed: any text (a long one is cut, never refused). */
const QueryOption = v.optional(v.pipe(v.string('q must be a string'), v.maxLength(2000, 'q is too long')), '');
const PIN_SCOPES = SEARCH_SCOPES.filter((s) => s !== 'boards' && s !== 'users');

export const SearchResource = resource('SearchResource', {
  get: {
    options: v.object({
      q: QueryOption,
      scope: v.optional(v.picklist(PIN_SCOPES, `scope is one of ${PIN_SCOPES.join(', ')}`), 'pins'),
      rs: v.optional(v.nullable(v.pipe(v.string('rs must be a string'), v.maxLength(40, 'rs is too long')))),
      bookmark: BookmarkOption,
      page_size: pageSize(FEED_PAGE_SIZE),
    }),
    access: 'visitor',
    result: returns<Pin[]>(),
  },
});

export const TypeaheadResource = resource('TypeaheadResource', {
  get: { options: v.object({ q: QueryOption }), access: 'visitor', result: returns<Typeahead>() },
});

/** Forgets the member's recent searches (the search box and the empty search page list them): one `query`, or all without it. */
export const RecentSearchResource = resource('RecentSearchResource', {
  delete: {
    options: v.object({ query: v.optional(v.pipe(v.string('query must be a string'), v.maxLength(2000, 'query is too long'))) }),
    access: 'member',
    signInPrompt: 'Log in to manage your recent searches.',
    result: returns<{ removed: number }>(),
  },
});
