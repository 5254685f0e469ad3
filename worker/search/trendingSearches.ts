// What the header search box offers before anything is typed, besides the viewer's own recent
// searches: the week's searches that several members made (never one person's search: at least
// TRENDING.minPeople different members), then the topics with the most pins.
import { suggestTopics } from '#worker/discovery/topicData.ts';

export const TRENDING = {
  /** Searches of the last seven days count. */
  windowMs: 7 * 24 * 3600 * 1000,
  /** A search trends only once this many different members made it. */
  minPeople: 3,
} as const;

/** Up to `limit` trending searches, most searched first, lower case, none twice. */
export async function trendingSearches(db: D1Database, limit: number, now = Date.now()): Promise<string[]> {
  const [searched, topics] = await Promise.all([
    db
      .prepare(
        `SELECT lower(query) AS q FROM recent_searches WHERE searched_at > ?1
          GROUP BY lower(query) HAVING COUNT(DISTINCT user_id) >= ?2 ORDER BY COUNT(DISTINCT user_id) DESC, MAX(searched_at) DESC LIMIT ?3`,
      )
      .bind(now - TRENDING.windowMs, TRENDING.minPeople, limit)
      .all<{ q: string }>(),
    suggestTopics(db, '', limit),
  ]);
  const all = [...searched.results.map((r) => r.q), ...topics.map((t) => t.name.toLowerCase())];
  return [...new Set(all)].slice(0, limit);
}
