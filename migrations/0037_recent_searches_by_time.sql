-- Trending searches (worker/search/trendingSearches.ts) read only the last week's searches: an
-- index by time keeps that read from scanning every member's recent searches.
CREATE INDEX recent_searches_by_time ON recent_searches (searched_at);
