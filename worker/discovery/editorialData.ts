// The editorial feeds of /today/, /videos/ and /shopping/: listed pins of a kind
// (every kind, articles, videos or products), optionally of one category (an interest), in the
// feed's order, by offset. Only listed pins (worker/visibility.ts pinListed), never ads.
// Every order reads an index in that order and stops at the page (docs/performance.md): newest by pins_feed,
// most saved by pins_popular(_kind) over the kept pins.save_count (migrations/0014), trending from
// the saves of the last weeks (pins_saved_at) and then the most saved of the rest.
import type { DiscoveryFeed } from '#shared/discovery/feedPaths.ts';
import { DISCOVERY_FEED_INFO, EXPLORE_LOCAL_FEED } from '#shared/discovery/feeds.ts';
import { formatId, type InterestId } from '#shared/ids.ts';
import type { Pin } from '#shared/types.ts';
import { PIN_COLUMNS, PIN_FROM, type PinReadOptions, type PinRow } from '#worker/pins/pinData.ts';
import { pinRowsPage } from '#worker/pins/pinFeedPage.ts';
import { notBlocked, pinListed, viewerBind } from '#worker/visibility.ts';

/** "Trending" counts saves of the last four weeks. */
const TRENDING_WINDOW_MS = 28 * 24 * 3600 * 1000;

/** A category's pin count is counted up to this many (it only orders the category links). */
const CATEGORY_COUNT_CAP = 500;

const KIND_SQL = { all: '1', article: "p.kind = 'article'", video: "p.kind = 'video'", product: "p.kind = 'product'" } as const;

/** Listed original pins of the feed's kind and category (?4) that the viewer (?3) may be shown. */
const feedPin = (
  kinds: keyof typeof KIND_SQL,
) => `p.origin_pin_id IS NULL AND p.is_promoted = 0 AND p.promoter_id IS NULL AND ${pinListed({ pin: 'p', board: 'b' })}
  AND ${KIND_SQL[kinds]}
  AND (?4 IS NULL OR EXISTS (SELECT 1 FROM pin_interests ci WHERE ci.pin_id = p.id AND ci.interest_id = ?4))
  AND ${notBlocked({ user: 'p.pinner_id', viewer: '?3' })}
  AND NOT EXISTS (SELECT 1 FROM pin_hides h WHERE h.user_id = ?3 AND h.pin_id = p.id)
  AND NOT EXISTS (SELECT 1 FROM pin_feedback pf WHERE pf.user_id = ?3 AND pf.pin_id = p.id AND pf.status = 'reported')`;

/** Original pins saved since ?5, with how often (bounded by the saves of the window, not the catalogue). */
const RECENT = `recent AS (SELECT s.origin_pin_id AS pid, COUNT(*) AS n FROM pins s INDEXED BY pins_saved_at
  WHERE s.created_at > ?5 AND s.origin_pin_id IS NOT NULL AND s.deleted_at IS NULL GROUP BY s.origin_pin_id)`;

type Binds = [limit: number, offset: number, viewer: number, category: number | null, since: number];

/**
 * The viewer's (?3) board the pin is pinned to, as JSON { entityId, name }: the pin's own board when it is theirs, else the
 * board of their newest save of it (by pins_origin); null when neither.
 */
const PINNED_BOARD = `CASE WHEN p.pinner_id = ?3 AND b.id IS NOT NULL THEN json_object('entityId', CAST(b.id AS TEXT), 'name', b.name)
  ELSE (SELECT json_object('entityId', CAST(sb.id AS TEXT), 'name', sb.name) FROM pins s JOIN boards sb ON sb.id = s.board_id
         WHERE s.origin_pin_id = p.id AND s.pinner_id = ?3 AND s.deleted_at IS NULL ORDER BY s.id DESC LIMIT 1) END`;

/** The country the explore local tab shows when the request names none (offline development): users' default country. */
const DEFAULT_COUNTRY = 'US';

/** One page of an editorial feed, for a viewer (pins they hid or reported, or of blocked people, left out). */
export async function readEditorialFeed(
  db: D1Database,
  feed: DiscoveryFeed,
  categoryId: InterestId | null,
  offset: number,
  pageSize: number,
  options: PinReadOptions,
  country: string | null = null,
): Promise<{ pins: Pin[]; next: number | null }> {
  const info = DISCOVERY_FEED_INFO[feed];
  const binds: Binds = [pageSize + 1, offset, viewerBind(options.viewerId), categoryId, Date.now() - TRENDING_WINDOW_MS];
  if (feed === EXPLORE_LOCAL_FEED) return readLocal(db, binds, country ?? DEFAULT_COUNTRY, pageSize, options);
  const results = info.order === 'trending' ? await readTrending(db, info.kinds, binds) : await readOrdered(db, info.kinds, info.order, binds);
  return pinRowsPage(results, pageSize, options, { by: 'offset', offset });
}

/**
 * The explore local tab (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): pins of people in the viewer's country (the spec does not say what "local" is:
 * the pinner's country, newest first by pins_feed), each with the viewer's board it is pinned to.
 */
async function readLocal(
  db: D1Database,
  binds: Binds,
  country: string,
  pageSize: number,
  options: PinReadOptions,
): Promise<{ pins: Pin[]; next: number | null }> {
  const { results } = await db
    .prepare(
      `${PIN_COLUMNS}, ${PINNED_BOARD} AS pinned_board ${PIN_FROM}
        WHERE p.deleted_at IS NULL AND ${feedPin('all')} AND u.country = ?5 ORDER BY p.id DESC LIMIT ?1 OFFSET ?2`,
    )
    .bind(...binds.slice(0, 4), country)
    .all<PinRow & { pinned_board: string | null }>();
  const page = pinRowsPage(results, pageSize, options, { by: 'offset', offset: binds[1] });
  return { ...page, pins: page.pins.map((pin, i) => ({ ...pin, pinnedToBoard: pinnedBoard(results[i].pinned_board) })) };
}

function pinnedBoard(json: string | null): Pin['pinnedToBoard'] {
  if (!json) return null;
  const board = JSON.parse(json) as { entityId: string; name: string };
  return { entityId: board.entityId, name: board.name };
}

/** Newest first (pins_feed) or most saved first (pins_popular, pins_popular_kind). */
async function readOrdered(db: D1Database, kinds: keyof typeof KIND_SQL, order: 'newest' | 'saves', binds: Binds): Promise<PinRow[]> {
  const orderBy = order === 'newest' ? 'p.id DESC' : 'p.save_count DESC, p.id DESC';
  const { results } = await db
    .prepare(`${PIN_COLUMNS}, p.save_count AS saves ${PIN_FROM} WHERE p.deleted_at IS NULL AND ${feedPin(kinds)} ORDER BY ${orderBy} LIMIT ?1 OFFSET ?2`)
    .bind(...binds.slice(0, 4))
    .all<PinRow>();
  return results;
}

/**
 * Trending: the pins saved in the window, most saved there first (then most saved, newest); then
 * every other pin most saved first. The offset runs through both in that order.
 */
async function readTrending(db: D1Database, kinds: keyof typeof KIND_SQL, binds: Binds): Promise<PinRow[]> {
  const [page, count] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `WITH ${RECENT} ${PIN_COLUMNS}, p.save_count AS saves, recent.n AS recent_saves ${PIN_FROM} JOIN recent ON recent.pid = p.id
          WHERE ${feedPin(kinds)} ORDER BY recent.n DESC, p.save_count DESC, p.id DESC LIMIT ?1 OFFSET ?2`,
      )
      .bind(...binds),
    db
      .prepare(
        `WITH ${RECENT} SELECT COUNT(*) AS n FROM recent JOIN pins p ON p.id = recent.pid LEFT JOIN boards b ON b.id = p.board_id WHERE ${feedPin(kinds)}`,
      )
      .bind(...binds),
  ]);
  const recent = page.results as unknown as PinRow[];
  const [limit, offset, ...rest] = binds;
  if (recent.length >= limit) return recent;
  const recentTotal = (count.results[0] as { n: number }).n;
  const { results } = await db
    .prepare(
      `${PIN_COLUMNS}, p.save_count AS saves, 0 AS recent_saves ${PIN_FROM}
        WHERE p.deleted_at IS NULL AND ${feedPin(kinds)}
          AND NOT EXISTS (SELECT 1 FROM pins s WHERE s.origin_pin_id = p.id AND s.deleted_at IS NULL AND s.created_at > ?5)
        ORDER BY p.save_count DESC, p.id DESC LIMIT ?1 OFFSET ?2`,
    )
    .bind(limit - recent.length, Math.max(0, offset - recentTotal), ...rest)
    .all<PinRow>();
  return [...recent, ...results];
}

/**
 * The categories (interests) that have pins of a feed's kind, most pins first. Driven from the
 * interests (a fixed list); each one's listed pins are counted through its index up to a cap.
 */
export async function feedCategories(db: D1Database, feed: DiscoveryFeed): Promise<Array<{ entityId: string; name: string; urlName: string; count: number }>> {
  const info = DISCOVERY_FEED_INFO[feed];
  const { results } = await db
    .prepare(
      `SELECT id, name, url_name, count FROM (
         SELECT t.id, t.name, t.url_name,
           (SELECT COUNT(*) FROM (SELECT 1 FROM pin_interests pi CROSS JOIN pins p ON p.id = pi.pin_id LEFT JOIN boards b ON b.id = p.board_id
              WHERE pi.interest_id = t.id AND p.origin_pin_id IS NULL AND p.is_promoted = 0 AND ${pinListed({ pin: 'p', board: 'b' })} AND ${KIND_SQL[info.kinds]}
              LIMIT ${CATEGORY_COUNT_CAP})) AS count
         FROM interests t)
       WHERE count > 0 ORDER BY count DESC, name LIMIT 24`,
    )
    .all<{ id: InterestId; name: string; url_name: string; count: number }>();
  return results.map((r) => ({ entityId: formatId(r.id), name: r.name, urlName: r.url_name, count: r.count }));
}
