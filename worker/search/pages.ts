// The search pages: /search/ and /search/pins/ (pins), /search/{scope}/ for every other
// scope of docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3, with the query (q) and its source (rs) kept. An empty, garbage, huge or
// unicode query gets a friendly page (200), never an error; no results suggest topics to try.
// A signed-in viewer's search is remembered for the search box's recent searches.
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import type { SearchResults } from '#shared/discovery/pages.ts';
import type { RouteName } from '#shared/routes.ts';
import {
  type EmptySearchReason,
  isOwnScope,
  isPinScope,
  isSearchScope,
  normaliseQuery,
  SEARCH_LIMITS,
  type SearchScope,
  searchSource,
  searchWords,
} from '#shared/search/query.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { listTopics, suggestTopics } from '#worker/discovery/topicData.ts';
import { ANON_COOKIE } from '#worker/lib/cookies.ts';
import { requestCookie } from '#worker/lib/requestCookies.ts';
import { titledHead as head, type Loader, notFoundPage } from '#worker/pages/loader.ts';
import { pageUrlParam } from '#worker/pages/pageUrlParam.ts';
import { recentSearches, rememberSearchStatements } from './recentSearches.ts';
import { searchBoards, searchPeople } from './searchData.ts';
import { searchFeedPage } from './searchFeed.ts';
import { searcherKeys } from './trendingSearches.ts';

const EMPTY_RESULTS = (scope: SearchScope): SearchResults =>
  scope === 'boards'
    ? { type: 'boards', boards: [] }
    : scope === 'users'
      ? { type: 'users', people: [] }
      : { type: 'pins', feed: { pins: [], bookmark: null } };

const countOf = (r: SearchResults): number => (r.type === 'pins' ? r.feed.pins.length : r.type === 'boards' ? r.boards.length : r.people.length);

function searchLoader(route: RouteName): Loader {
  return async (c, params) => {
    const scope = params.scope ?? 'pins';
    if (!isSearchScope(scope)) return notFoundPage();
    const db = c.env.DB;
    const viewer = c.var.viewer;
    const query = normaliseQuery(pageUrlParam(c, 'q'));
    const rs = searchSource(pageUrlParam(c, 'rs'));
    const words = searchWords(query);
    let empty: EmptySearchReason | null = null;
    let results = EMPTY_RESULTS(scope);
    if (!query) empty = 'noQuery';
    else if (words.length === 0) empty = 'noWords';
    else if (isOwnScope(scope) && !viewer.id) empty = 'signIn';
    else {
      const searcher = async () => {
        const sent = requestCookie(c, ANON_COOKIE) === viewer.anonymousId ? viewer.anonymousId : null;
        return searcherKeys(c.env.SESSION_SECRET, c.req.header('cf-connecting-ip'), sent);
      };
      const viewerId = viewerUserId(viewer);
      const remember = viewerId && !viewer.isBot ? rememberSearchStatements(db, viewerId, query, scope, Date.now(), await searcher()) : [];
      // A pin search remembers the query in the same D1 batch as its read (one round trip fewer; docs/performance.md).
      if (isPinScope(scope)) results = { type: 'pins', feed: await searchFeedPage(c.env, viewer, query, scope, null, FEED_PAGE_SIZE, remember) };
      else {
        if (scope === 'boards') results = { type: 'boards', boards: await searchBoards(db, words, viewerId) };
        else results = { type: 'users', people: await searchPeople(db, words, viewerId) };
        if (remember.length) await db.batch(remember);
      }
      if (countOf(results) === 0) empty = 'noResults';
    }
    const suggestions =
      empty === null
        ? []
        : words.length
          ? [...(await suggestTopics(db, words[0], 6)), ...(await listTopics(db)).slice(0, 12)]
          : (await listTopics(db)).slice(0, 18);
    const unique = suggestions.filter((t, i) => suggestions.findIndex((s) => s.entityId === t.entityId) === i).slice(0, 12);
    // The page that asks for a query lists a member's recent searches, each with its Remove form.
    const member = viewerUserId(viewer);
    const recent = empty === 'noQuery' && member ? await recentSearches(db, member, '', SEARCH_LIMITS.recent) : [];
    const title = query ? `${query.slice(0, 60)} | Search` : 'Search';
    return {
      route,
      params,
      status: 200,
      head: head(title, query ? `Ideas for ${query.slice(0, 60)}.` : 'Search for ideas.', null, true),
      data: { kind: 'search', query, scope, rs, results, empty, suggestions: unique, ...(recent.length ? { recent } : {}) },
    };
  };
}

export const searchPages = {
  search: searchLoader('search'),
  searchPins: searchLoader('searchPins'),
  searchScope: searchLoader('searchScope'),
} satisfies Partial<Record<RouteName, Loader>>;
