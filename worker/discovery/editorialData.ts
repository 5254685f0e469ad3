// The editorial feeds of /today/, /videos/ and /shopping/ (issue 13): listed pins of a kind
// (every kind, articles, videos or products), optionally of one category (an interest), in the
// feed's order, by offset. Only listed pins (worker/visibility.ts pinListed), never ads.
import { DISCOVERY_FEED_INFO, type DiscoveryFeed } from '#shared/discovery/feeds.ts';
import type { Pin } from '#shared/types.ts';
import { PIN_COLUMNS, PIN_FROM, type PinReadOptions, type PinRow, toPin } from '#worker/pins/pinData.ts';
import { notBlocked, pinListed, viewerBind } from '#worker/visibility.ts';

/** "Trending" counts saves of the last four weeks. */
const TRENDING_WINDOW_MS = 28 * 24 * 3600 * 1000;

const KIND_SQL = { all: '1', article: "p.kind = 'article'", video: "p.kind = 'video'", product: "p.kind = 'product'" } as const;
const ORDER_SQL = { newest: 'p.id DESC', saves: 'saves DESC, p.id DESC', trending: 'recent_saves DESC, saves DESC, p.id DESC' } as const;

/** One page of an editorial feed, for a viewer (pins they hid or reported, or of blocked people, left out). */
export async function readEditorialFeed(
  db: D1Database,
  feed: DiscoveryFeed,
  categoryId: number | null,
  offset: number,
  pageSize: number,
  options: PinReadOptions,
): Promise<{ pins: Pin[]; next: number | null }> {
  const info = DISCOVERY_FEED_INFO[feed];
  const { results } = await db
    .prepare(
      `${PIN_COLUMNS},
         (SELECT COUNT(*) FROM pins s WHERE s.origin_pin_id = p.id AND s.deleted_at IS NULL) AS saves,
         (SELECT COUNT(*) FROM pins s WHERE s.origin_pin_id = p.id AND s.deleted_at IS NULL AND s.created_at > ?5) AS recent_saves
       ${PIN_FROM}
       WHERE p.origin_pin_id IS NULL AND p.is_promoted = 0 AND p.promoter_id IS NULL AND ${pinListed({ pin: 'p', board: 'b' })}
         AND ${KIND_SQL[info.kinds]}
         AND (?4 IS NULL OR EXISTS (SELECT 1 FROM pin_interests ci WHERE ci.pin_id = p.id AND ci.interest_id = ?4))
         AND ${notBlocked({ user: 'p.pinner_id', viewer: '?3' })}
         AND NOT EXISTS (SELECT 1 FROM pin_hides h WHERE h.user_id = ?3 AND h.pin_id = p.id)
         AND NOT EXISTS (SELECT 1 FROM pin_feedback pf WHERE pf.user_id = ?3 AND pf.pin_id = p.id AND pf.status = 'reported')
       ORDER BY ${ORDER_SQL[info.order]} LIMIT ?1 OFFSET ?2`,
    )
    .bind(pageSize + 1, offset, viewerBind(options.viewerId), categoryId, Date.now() - TRENDING_WINDOW_MS)
    .all<PinRow>();
  const rows = results.slice(0, pageSize);
  return { pins: rows.map((r) => toPin(r, options)), next: results.length > pageSize ? offset + pageSize : null };
}

/** The categories (interests) that have pins of a feed's kind, most pins first. */
export async function feedCategories(db: D1Database, feed: DiscoveryFeed): Promise<Array<{ entityId: string; name: string; urlName: string; count: number }>> {
  const info = DISCOVERY_FEED_INFO[feed];
  const { results } = await db
    .prepare(
      `SELECT t.id, t.name, t.url_name, COUNT(*) AS count FROM interests t
         JOIN pin_interests pi ON pi.interest_id = t.id JOIN pins p ON p.id = pi.pin_id LEFT JOIN boards b ON b.id = p.board_id
        WHERE p.origin_pin_id IS NULL AND p.is_promoted = 0 AND ${pinListed({ pin: 'p', board: 'b' })} AND ${KIND_SQL[info.kinds]}
        GROUP BY t.id ORDER BY count DESC, t.name LIMIT 24`,
    )
    .all<{ id: number; name: string; url_name: string; count: number }>();
  return results.map((r) => ({ entityId: String(r.id), name: r.name, urlName: r.url_name, count: r.count }));
}
