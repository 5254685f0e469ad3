// SearchResource (a page of pins for a query) and TypeaheadResource (what the header search box
// suggests: recent searches, queries, topics, boards and people; before anything is typed, the
// viewer's recent searches and the trending ones); RecentSearchResource forgets a member's recent searches.
import * as api from '#shared/api/search.ts';
import { normaliseQuery, SEARCH_LIMITS, searchWords } from '#shared/search/query.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { implement } from '#worker/api/implement.ts';
import { suggestTopics } from '#worker/discovery/topicData.ts';
import { forgetRecentSearches, recentSearches } from './recentSearches.ts';
import { searchBoards, searchPeople, suggestQueries } from './searchData.ts';
import { searchFeedPage } from './searchFeed.ts';
import { trendingSearches } from './trendingSearches.ts';

export const SearchResource = implement(api.SearchResource, {
  get: async (c, o) => {
    const page = await searchFeedPage(c.env, c.var.viewer, o.q, o.scope, o.bookmark ?? null, o.page_size);
    return { data: page.pins, bookmark: page.bookmark };
  },
});

export const TypeaheadResource = implement(api.TypeaheadResource, {
  get: async (c, o) => {
    const db = c.env.DB;
    const viewerId = viewerUserId(c.var.viewer);
    const query = normaliseQuery(o.q);
    const words = searchWords(query);
    const n = SEARCH_LIMITS.suggestions;
    if (words.length === 0) {
      const [recent, trending] = await Promise.all([
        viewerId ? recentSearches(db, viewerId, query, n) : Promise.resolve<string[]>([]),
        trendingSearches(db, n),
      ]);
      return {
        data: { queries: [], topics: [], boards: [], people: [], recent, trending: trending.filter((q) => !recent.some((r) => r.toLowerCase() === q)) },
      };
    }
    const recent = viewerId ? await recentSearches(db, viewerId, query, n) : [];
    const [queries, topics, boards, people] = await Promise.all([
      suggestQueries(db, words, viewerId, n),
      suggestTopics(db, query, n),
      searchBoards(db, words, viewerId, 3, 'name'),
      searchPeople(db, words, viewerId, 3),
    ]);
    return { data: { queries: queries.filter((q) => !recent.includes(q)), topics, boards, people, recent, trending: [] } };
  },
});

export const RecentSearchResource = implement(api.RecentSearchResource, {
  delete: async (c, o, me) => ({ data: { removed: await forgetRecentSearches(c.env.DB, me, o.query ? normaliseQuery(o.query) : null) } }),
});
