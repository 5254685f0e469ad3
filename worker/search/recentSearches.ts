// A viewer's recent searches: remembered when a signed-in viewer opens a results page,
// listed by the header search box, newest first, at most SEARCH_LIMITS.recent kept.
import type { UserId } from '#shared/ids.ts';
import { SEARCH_LIMITS, type SearchScope } from '#shared/search/query.ts';
import { sqlLimit } from '#worker/lib/preparedOnce.ts';
import type { Searcher } from './trendingSearches.ts';

/**
 * Remembers a search (with where it came from, for trending: ./trendingSearches.ts searcherKeys) and forgets the
 * oldest beyond the limit: statements for one batch, which the
 * search page runs with its pin search's read (one round trip fewer; docs/performance.md).
 */
export function rememberSearchStatements(
  db: D1Database,
  userId: UserId,
  query: string,
  scope: SearchScope,
  now: number,
  searcher: Searcher,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO recent_searches (user_id, query, scope, searched_at, network_key, device_key) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
           ON CONFLICT (user_id, query) DO UPDATE SET scope = ?3, searched_at = ?4, network_key = ?5, device_key = ?6`,
      )
      .bind(userId, query, scope, now, searcher.network, searcher.device),
    // The limit written in keeps the statement prepared between runs (worker/lib/preparedOnce.ts).
    db
      .prepare(
        `DELETE FROM recent_searches WHERE user_id = ?1 AND query NOT IN (SELECT query FROM recent_searches WHERE user_id = ?1 ORDER BY searched_at DESC LIMIT ${sqlLimit(SEARCH_LIMITS.recent)})`,
      )
      .bind(userId),
  ];
}

/** The viewer's recent searches starting with `prefix` (case-insensitive), newest first. */
export async function recentSearches(db: D1Database, userId: UserId, prefix: string, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT query FROM recent_searches WHERE user_id = ?1 AND lower(query) LIKE ?2 ESCAPE '\\' ORDER BY searched_at DESC LIMIT ?3")
    .bind(
      userId,
      `${prefix
        .slice(0, 40)
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      limit,
    )
    .all<{ query: string }>();
  return results.map((r) => r.query);
}

/** Forgets one of the member's recent searches (`query`, as listed), or all of them with null; answers how many went. */
export async function forgetRecentSearches(db: D1Database, userId: UserId, query: string | null): Promise<number> {
  const statement =
    query === null
      ? db.prepare('DELETE FROM recent_searches WHERE user_id = ?1 RETURNING 1').bind(userId)
      : db.prepare('DELETE FROM recent_searches WHERE user_id = ?1 AND query = ?2 RETURNING 1').bind(userId, query);
  const { results } = await statement.all();
  return results.length;
}
