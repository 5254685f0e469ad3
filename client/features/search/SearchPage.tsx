// The search results pages (/search/, /search/pins/, /search/{scope}/): the query with
// its scope tabs, then pins (paged by bookmark, hidden per viewer through the search hide), boards
// or people; an empty page explains itself, asks for the query in a field of its own and suggests topics. A signed-out visitor's completed
// search goes into their local record (docs/rules/closeup-and-visitors.md#entities-spec-002-3: query, rs, scope, rg). The page that
// asks for a query lists a member's recent searches, each removed (or all) by a plain form post.

import { useEffect } from 'react';
import { BoardTiles, PeopleList, TopicTiles } from '#client/features/discovery/ResultLists.tsx';
import { FeedGrid } from '#client/features/feed/FeedGrid.tsx';
import { recordCompletedSearch } from '#client/features/visitor/visitor.ts';
import type { DiscoveryPageData } from '#shared/discovery/pages.ts';
import { formAction } from '#shared/forms.ts';
import { EMPTY_SEARCH_TEXT, isPinScope, SCOPE_TABS, SEARCH_LIMITS, searchPath } from '#shared/search/query.ts';
import type { Viewer } from '#shared/types.ts';
import '#client/features/discovery/discovery.css';
import './searchPage.css';
import type { PageView } from '#client/app/pageTypes.ts';

type SearchData = Extract<DiscoveryPageData, { kind: 'search' }>;

export function SearchPage({ data, viewer }: { data: SearchData; viewer: Viewer }) {
  const { query, scope, rs, results, empty, suggestions } = data;
  useEffect(() => {
    if (viewer.isAuth || !query) return;
    recordCompletedSearch({ query, rs: rs ?? '', scope, rg: new URLSearchParams(window.location.search).get('rg') ?? '' });
  }, [viewer.isAuth, query, rs, scope]);
  return (
    <div className="discovery-page discovery-page--search" data-test-id="search-page">
      <h1>{query ? `Results for “${query}”` : 'Search'}</h1>
      {query && (
        <nav aria-label="Search in">
          <ul className="scope-tabs">
            {SCOPE_TABS.filter((t) => viewer.isAuth || (t.scope !== 'my_pins' && t.scope !== 'my_content')).map((t) => (
              <li key={t.scope}>
                <a href={searchPath(query, t.scope, rs)} aria-current={t.scope === scope ? 'page' : undefined}>
                  {t.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {empty ? (
        <section data-test-id="search-empty">
          <p className="discovery-page__intro">
            {empty === 'signIn' ? (
              <>
                {EMPTY_SEARCH_TEXT.signIn} <a href={`/login/?next=${encodeURIComponent(searchPath(query, scope, rs))}`}>Log in</a>
              </>
            ) : (
              EMPTY_SEARCH_TEXT[empty]
            )}
          </p>
          {/* The page's own field: the header's is only an icon on a phone until the script runs. */}
          {(empty === 'noQuery' || empty === 'noWords') && (
            <search aria-label="Search for ideas">
              <form className="search-page__form" action="/search/pins/" method="get">
                <input
                  className="input"
                  type="search"
                  name="q"
                  aria-label="Search for ideas"
                  placeholder="Search for ideas"
                  maxLength={SEARCH_LIMITS.queryLength}
                />
                <input type="hidden" name="rs" value="typed" />
                <button type="submit" className="button button--primary">
                  Search
                </button>
              </form>
            </search>
          )}
          {data.recent && data.recent.length > 0 && <RecentSearches recent={data.recent} />}
          {suggestions.length > 0 && (
            <>
              <h2>Ideas to try</h2>
              <TopicTiles topics={suggestions} />
            </>
          )}
        </section>
      ) : results.type === 'pins' && isPinScope(scope) ? (
        <FeedGrid
          feed={results.feed}
          request={{ resource: 'SearchResource', options: { q: query, scope, rs } }}
          viewer={viewer}
          surface={{ surface: 'search', hide: { kind: 'search', query, pinType: scope } }}
          embedState={false}
        />
      ) : results.type === 'boards' ? (
        <BoardTiles boards={results.boards} />
      ) : results.type === 'users' ? (
        <PeopleList people={results.people} />
      ) : null}
    </div>
  );
}

/** A member's recent searches: each a link and a Remove form, then Clear all (RecentSearchResource, without JavaScript too). */
function RecentSearches({ recent }: { recent: string[] }) {
  const action = formAction('RecentSearchResource', 'delete');
  return (
    <section className="recent-searches" aria-labelledby="recent-searches-title" data-test-id="recent-searches">
      <h2 id="recent-searches-title">Recent searches</h2>
      <ul className="recent-searches__list">
        {recent.map((query) => (
          <li key={query}>
            <a href={searchPath(query, 'pins', 'typeahead_recent')}>{query}</a>
            <form method="post" action={action}>
              <input type="hidden" name="query" value={query} />
              <button type="submit" className="button" aria-label={`Remove ${query}`}>
                Remove
              </button>
            </form>
          </li>
        ))}
      </ul>
      <form method="post" action={action}>
        <button type="submit" className="button">
          Clear all
        </button>
      </form>
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { search: PageView<'search'> } = {
  search: ({ data, viewer }) => <SearchPage data={data} viewer={viewer} />,
};
