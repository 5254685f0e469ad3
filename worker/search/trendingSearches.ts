// What the header search box offers before anything is typed, besides the viewer's own recent
// searches: the week's searches that several established members made, then the topics with the most
// pins. A search trends only once TRENDING.minPeople different accounts, each at least
// TRENDING.establishedMs old and with full sign-in, made it: a handful of throwaway accounts can
// neither steer the list nor use it to learn whether someone else searched a rare term, and one
// member's query is never shown back to others (docs/security.md).
import { suggestTopics } from '#worker/discovery/topicData.ts';

export const TRENDING = {
  /** Searches of the last seven days count. */
  windowMs: 7 * 24 * 3600 * 1000,
  /** A search trends only once this many different established members made it. */
  minPeople: 5,
  /** How old an account must be for its searches to count towards trending. */
  establishedMs: 30 * 24 * 3600 * 1000,
} as const;

/** Up to `limit` trending searches, most searched first, lower case, none twice. */
export async function trendingSearches(db: D1Database, limit: number, now = Date.now()): Promise<string[]> {
  const [searched, topics] = await Promise.all([
    db
      .prepare(
        `SELECT lower(s.query) AS q FROM recent_searches s JOIN users u ON u.id = s.user_id
          WHERE s.searched_at > ?1 AND u.created_at <= ?4 AND u.is_limited_login = 0
          GROUP BY lower(s.query) HAVING COUNT(DISTINCT s.user_id) >= ?2 ORDER BY COUNT(DISTINCT s.user_id) DESC, MAX(s.searched_at) DESC LIMIT ?3`,
      )
      .bind(now - TRENDING.windowMs, TRENDING.minPeople, limit, now - TRENDING.establishedMs)
      .all<{ q: string }>(),
    suggestTopics(db, '', limit),
  ]);
  const all = [...searched.results.map((r) => r.q), ...topics.map((t) => t.name.toLowerCase())];
  return [...new Set(all)].slice(0, limit);
}
