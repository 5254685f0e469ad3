// Search queries (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3 search scopes): the scopes, how a typed query becomes the
// words searched, and what a page says when a query has no words or no results. Pure: the worker
// builds its FTS5 match from `searchWords`, the client its links from `searchPath`.
import { SEARCH_QUERY_LENGTH } from './limits.ts';

/** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: the search scopes. shop_tool searches what buyable_pins does. */
export const SEARCH_SCOPES = ['pins', 'buyable_pins', 'my_pins', 'videos', 'boards', 'users', 'idea_pins', 'my_content', 'shop_tool'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

/** Scopes whose results are pins (the others list boards or people). */
export type PinSearchScope = Exclude<SearchScope, 'boards' | 'users'>;
export const isPinScope = (scope: SearchScope): scope is PinSearchScope => scope !== 'boards' && scope !== 'users';
/** Scopes that search only the viewer's own pins: signed-out visitors are asked to log in. */
export const isOwnScope = (scope: SearchScope): boolean => scope === 'my_pins' || scope === 'my_content';
export const isSearchScope = (value: string): value is SearchScope => (SEARCH_SCOPES as readonly string[]).includes(value);

/** The scope tabs of a results page, in order, with their labels. */
export const SCOPE_TABS: ReadonlyArray<{ scope: SearchScope; label: string }> = [
  { scope: 'pins', label: 'All Pins' },
  { scope: 'videos', label: 'Videos' },
  { scope: 'buyable_pins', label: 'Shop' },
  { scope: 'idea_pins', label: 'Idea Pins' },
  { scope: 'boards', label: 'Boards' },
  { scope: 'users', label: 'People' },
  { scope: 'my_pins', label: 'Your Pins' },
  { scope: 'my_content', label: 'Your creations' },
];

export const SEARCH_LIMITS = {
  /** A longer query is cut here (never an error). */
  queryLength: SEARCH_QUERY_LENGTH,
  /** At most this many words are searched. */
  words: 8,
  /** Typeahead: suggestions of each kind. */
  suggestions: 5,
  /** Recent searches kept and shown per viewer. */
  recent: 8,
  /** Boards or people on one results page. */
  listPage: 24,
} as const;

/** The query as shown and stored: NFKC, whitespace collapsed, trimmed, cut at the length limit. */
export function normaliseQuery(raw: string | null | undefined): string {
  return (raw ?? '').normalize('NFKC').replace(/\s+/g, ' ').trim().slice(0, SEARCH_LIMITS.queryLength);
}

/**
 * The words a query searches: runs of letters and digits in any script, lower-cased, at most
 * SEARCH_LIMITS.words. Punctuation and symbols are not words, so "%%%" has none.
 * @example searchWords('Blue  vases!') // ['blue', 'vases']
 */
export function searchWords(query: string): string[] {
  return (
    normaliseQuery(query)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, SEARCH_LIMITS.words);
}

/** Source of a search (`rs`), kept on links and results: e.g. typed, pin_annotation, typeahead. */
export const SEARCH_SOURCE_PATTERN = /^[a-z_]{1,40}$/;
export const searchSource = (raw: string | null | undefined): string | null => (raw && SEARCH_SOURCE_PATTERN.test(raw) ? raw : null);

/** The results page of a query in a scope: /search/pins/?q=...&rs=... */
export function searchPath(query: string, scope: SearchScope = 'pins', rs: string | null = null): string {
  const params = new URLSearchParams({ q: query });
  if (rs) params.set('rs', rs);
  return `/search/${scope}/?${params}`;
}

/** Why a query shows no results: no words to search, or nothing matched. */
export type EmptySearchReason = 'noQuery' | 'noWords' | 'noResults' | 'signIn';

/** The friendly line each empty page shows. */
export const EMPTY_SEARCH_TEXT: Record<EmptySearchReason, string> = {
  noQuery: 'What are you looking for? Type an idea in the search box, or explore the topics below.',
  noWords: 'We couldn\'t find any words to search for in that. Try a few words, like "living room" or "bread".',
  noResults: "We couldn't find anything for that. Try another word or one of these ideas.",
  signIn: 'Log in to search your own Pins.',
};
