// Search in D1 (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3 scopes): every SQL statement that reads the FTS5 index
// (migrations/0009_discovery.sql keeps it in step with pins, boards and users by triggers).
// The index holds only text: each query joins back to pins and boards and applies
// worker/visibility.ts, so secret content appears only to those who may see it. Ranking: text
// relevance (bm25, titles weighing most), then saves, then newest.
import type { BoardResult, PersonResult } from '#shared/api/search.ts';
import { type BoardId, formatId, type UserId } from '#shared/ids.ts';
import { imageUrl } from '#shared/images.ts';
import { boardPath, profilePath } from '#shared/routes.ts';
import { compareNaturally } from '#shared/search/naturalOrder.ts';
import { type PinSearchScope, SEARCH_LIMITS } from '#shared/search/query.ts';
import type { Pin } from '#shared/types.ts';
import { sqlLimit } from '#worker/lib/preparedOnce.ts';
import { PIN_COLUMNS, PIN_FROM, type PinReadOptions, type PinRow, viewerColumns } from '#worker/pins/pinData.ts';
import { pinRowsPage, readPinPage } from '#worker/pins/pinFeedPage.ts';
import { boardVisibleTo, maySaveTo, notBlocked, pinVisibleTo, viewerBind } from '#worker/visibility.ts';

/** The FTS5 match expression of a query's words: each word, as a prefix, must appear. */
export const ftsMatch = (words: readonly string[]): string => words.map((w) => `"${w.replace(/"/g, '')}"*`).join(' ');

/** SQL condition per pin scope; `?2` is the viewer. */
const SCOPE_SQL: Record<PinSearchScope, string> = {
  pins: 'p.origin_pin_id IS NULL',
  buyable_pins: "p.origin_pin_id IS NULL AND p.kind = 'product'",
  shop_tool: "p.origin_pin_id IS NULL AND p.kind = 'product'",
  videos: "p.origin_pin_id IS NULL AND p.kind = 'video'",
  idea_pins: "p.origin_pin_id IS NULL AND p.kind = 'story'",
  my_pins: 'p.pinner_id = ?2',
  my_content: 'p.pinner_id = ?2 AND p.origin_pin_id IS NULL',
};

/**
 * A pin may be found by `?2`: the viewer may see it, and it is not on a protected board (those
 * are never listed) unless the viewer saves to that board; ads are not search results; pins the
 * viewer hid from search, hid anywhere or reported never come back.
 */
const FINDABLE = `${pinVisibleTo({ pin: 'p', board: 'b', viewer: '?2' })}
  AND (b.id IS NULL OR b.privacy = 'public' OR ${maySaveTo({ board: 'b', user: '?2' })})
  AND p.is_promoted = 0 AND p.kind NOT IN ('ad', 'third_party_ad')
  AND NOT EXISTS (SELECT 1 FROM search_hides sh WHERE sh.user_id = ?2 AND sh.pin_id = p.id)
  AND NOT EXISTS (SELECT 1 FROM pin_hides ph WHERE ph.user_id = ?2 AND ph.pin_id = p.id)
  AND NOT EXISTS (SELECT 1 FROM pin_feedback pf WHERE pf.user_id = ?2 AND pf.pin_id = p.id AND pf.status = 'reported')`;

/** How many saves a pin has: the quality signal after text relevance (kept by migrations/0014). */
const SAVES = 'p.save_count';

/**
 * One page of pins matching `words` in a scope, best first, from an offset; undecorated but for
 * viewerColumns. The limit is written in (worker/lib/preparedOnce.ts: bound, it re-prepared
 * the statement on every run, 0.2-0.3 ms of workerd CPU). `alongside`: statements run after it in the same D1 batch (the page's writes).
 */
export async function searchPins(
  db: D1Database,
  words: readonly string[],
  scope: PinSearchScope,
  offset: number,
  pageSize: number,
  options: PinReadOptions,
  alongside: D1PreparedStatement[] = [],
): Promise<{ pins: Pin[]; next: number | null }> {
  const statement = db
    .prepare(
      `${PIN_COLUMNS}, ROUND(bm25(pin_search, 10.0, 3.0, 6.0, 2.0, 1.0), 1) AS relevance, ${SAVES} AS saves, ${viewerColumns('?2')}
       ${PIN_FROM}
       JOIN pin_search ON pin_search.rowid = p.id
       WHERE pin_search MATCH ?1 AND ${SCOPE_SQL[scope]} AND ${FINDABLE}
       ORDER BY relevance ASC, saves DESC, p.id DESC
       LIMIT ${sqlLimit(pageSize + 1)} OFFSET ?3`,
    )
    .bind(ftsMatch(words), viewerBind(options.viewerId), offset);
  if (!alongside.length) return readPinPage(statement, pageSize, options, { by: 'offset', offset });
  const [read] = await db.batch<PinRow>([statement, ...alongside]);
  return pinRowsPage(read.results, pageSize, options, { by: 'offset', offset });
}

interface BoardHitRow {
  id: BoardId;
  name: string;
  slug: string;
  pin_count: number;
  username: string;
  full_name: string;
  cover_signature: string | null;
  cover_ext: string | null;
}

const BOARD_HIT = `SELECT b.id, b.name, b.slug, b.pin_count, u.username, u.full_name, cp.image_signature AS cover_signature, ci.ext AS cover_ext
  FROM board_search JOIN boards b ON b.id = board_search.rowid JOIN users u ON u.id = b.owner_id
  LEFT JOIN pins cp ON cp.id = b.cover_pin_id AND cp.deleted_at IS NULL LEFT JOIN images ci ON ci.signature = cp.image_signature
  WHERE board_search MATCH ?1 AND b.archived = 0 AND b.layout = 'default'
    AND (b.privacy = 'public' OR ${maySaveTo({ board: 'b', user: '?2' })}) AND ${boardVisibleTo({ board: 'b', viewer: '?2' })}
    AND ${notBlocked({ user: 'b.owner_id', viewer: '?2' })}`;

const toBoard = (r: BoardHitRow): BoardResult => ({
  entityId: formatId(r.id),
  name: r.name,
  url: boardPath(r.username, r.slug),
  pinCount: r.pin_count,
  owner: { username: r.username, fullName: r.full_name },
  coverImageUrl: r.cover_signature && r.cover_ext ? imageUrl('236x', r.cover_signature, r.cover_ext) : null,
});

/**
 * Boards matching `words` that the viewer may find (public, or their own and collaborations). `by: 'name'` is what
 * the search box suggests: boards whose name has every word as a word prefix, never one matched only by its
 * description or its owner's name (a board is suggested by what it is called, as a person is by who they are).
 */
export async function searchBoards(
  db: D1Database,
  words: readonly string[],
  viewerId: UserId | null,
  limit: number = SEARCH_LIMITS.listPage,
  by: 'any' | 'name' = 'any',
): Promise<BoardResult[]> {
  const match = by === 'name' ? `{name} : (${ftsMatch(words)})` : ftsMatch(words);
  const { results } = await db
    .prepare(`${BOARD_HIT} ORDER BY ROUND(bm25(board_search, 10.0, 2.0, 1.0), 1), b.follower_count DESC, b.pin_count DESC, b.id DESC LIMIT ?3`)
    .bind(match, viewerBind(viewerId), limit)
    .all<BoardHitRow>();
  return results.map(toBoard);
}

interface PersonRow {
  id: UserId;
  username: string;
  full_name: string;
  avatar: string | null;
  avatar_ext: string | null;
  followers: number;
}

/**
 * People whose username or name matches `words` (what they wrote about themselves is not searched: a person is
 * found by who they are), never one the viewer blocks or is blocked by.
 */
export async function searchPeople(
  db: D1Database,
  words: readonly string[],
  viewerId: UserId | null,
  limit: number = SEARCH_LIMITS.listPage,
): Promise<PersonResult[]> {
  const { results } = await db
    .prepare(
      `SELECT u.id, u.username, u.full_name, u.image_signature AS avatar, ui.ext AS avatar_ext,
              u.follower_count AS followers
         FROM user_search JOIN users u ON u.id = user_search.rowid LEFT JOIN images ui ON ui.signature = u.image_signature
        WHERE user_search MATCH ?1 AND ${notBlocked({ user: 'u.id', viewer: '?2' })}
        ORDER BY ROUND(bm25(user_search, 10.0, 8.0, 1.0), 1), followers DESC, u.id
        LIMIT ?3`,
    )
    .bind(`{username full_name} : (${ftsMatch(words)})`, viewerBind(viewerId), limit)
    .all<PersonRow>();
  return results.map((r) => ({
    entityId: formatId(r.id),
    username: r.username,
    fullName: r.full_name,
    url: profilePath(r.username),
    imageMediumUrl: r.avatar && r.avatar_ext ? imageUrl('136x136', r.avatar, r.avatar_ext) : null,
    followerCount: r.followers,
  }));
}

/** How many of the most saved matching titles query suggestions are chosen from. */
const SUGGESTION_POOL = 50;

/**
 * Distinct pin titles matching the words, as query suggestions (lower-cased, most saved first; equally saved
 * ones in reading order, numbers by value: "3-minute" before "25-minute").
 */
export async function suggestQueries(db: D1Database, words: readonly string[], viewerId: UserId | null, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT lower(p.title) AS q, MAX(${SAVES}) AS saves
         FROM pin_search JOIN pins p ON p.id = pin_search.rowid LEFT JOIN boards b ON b.id = p.board_id
        WHERE pin_search MATCH ?1 AND p.title <> '' AND length(p.title) <= 60 AND p.origin_pin_id IS NULL AND ${FINDABLE}
        GROUP BY lower(p.title) ORDER BY saves DESC LIMIT ${sqlLimit(SUGGESTION_POOL)}`,
    )
    .bind(`title : (${ftsMatch(words)})`, viewerBind(viewerId))
    .all<{ q: string; saves: number }>();
  return results
    .sort((a, b) => b.saves - a.saves || compareNaturally(a.q, b.q))
    .slice(0, limit)
    .map((r) => r.q);
}
