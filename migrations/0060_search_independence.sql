-- Trending searches count independent people (worker/search/trendingSearches.ts): each remembered search keeps
-- the searcher's network (address group) and device (anonymous cookie), each only as an HMAC under the worker
-- secret, so a term trends only once enough accounts from different networks and devices searched it.
-- Searches remembered before this migration have neither and count towards no trend.
ALTER TABLE recent_searches ADD COLUMN network_key TEXT;
ALTER TABLE recent_searches ADD COLUMN device_key TEXT;
