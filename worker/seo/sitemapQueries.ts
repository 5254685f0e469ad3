// The SQL behind the sitemaps: listed pins and boards in id ranges (public only, never protected or
// secret ones: worker/visibility.ts), never removed, promoted, saved-again or noindex pins.
import { formatId, type PinId } from '#shared/ids.ts';
import { boardPath, pinPath } from '#shared/routes.ts';
import type { SitemapEntry } from '#shared/seo/sitemap.ts';
import { boardListed, pinListed } from '#worker/visibility.ts';

/** Highest pin and board ids, 0 with none: the sitemaps cover ids 1..highest in pages. */
export async function sitemapExtent(db: D1Database): Promise<{ highestPin: number; highestBoard: number }> {
  const row = await db
    .prepare('SELECT (SELECT COALESCE(MAX(id), 0) FROM pins) AS max_pin, (SELECT COALESCE(MAX(id), 0) FROM boards) AS max_board')
    .first<{ max_pin: number; max_board: number }>();
  return { highestPin: row?.max_pin ?? 0, highestBoard: row?.max_board ?? 0 };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Public pin pages with ids in (after, upTo]. */
export async function sitemapPins(db: D1Database, origin: string, after: number, upTo: number): Promise<SitemapEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, COALESCE(p.updated_at, p.created_at) AS changed
         FROM pins p JOIN boards b ON b.id = p.board_id
        WHERE p.id > ? AND p.id <= ? AND ${pinListed({ pin: 'p', board: 'b' })} AND p.origin_pin_id IS NULL AND p.is_promoted = 0
          AND json_extract(p.data, '$.seoNoindexReason') IS NULL
        ORDER BY p.id`,
    )
    .bind(after, upTo)
    .all<{ id: PinId; changed: number }>();
  return results.map((r) => ({ loc: `${origin}${pinPath(formatId(r.id))}`, lastmod: iso(r.changed) }));
}

/** Public, unarchived boards with pins, ids in (after, upTo]; not sensitive ones (noindex, docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4). */
export async function sitemapBoards(db: D1Database, origin: string, after: number, upTo: number): Promise<SitemapEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT b.slug, u.username, COALESCE(b.last_pinned_at, b.created_at) AS changed
         FROM boards b JOIN users u ON u.id = b.owner_id
        WHERE b.id > ? AND b.id <= ? AND ${boardListed({ board: 'b' })} AND b.archived = 0 AND b.sensitive = 0 AND b.layout = 'default' AND b.pin_count > 0
        ORDER BY b.id`,
    )
    .bind(after, upTo)
    .all<{ slug: string; username: string; changed: number }>();
  return results.map((r) => ({ loc: `${origin}${boardPath(r.username, r.slug)}`, lastmod: iso(r.changed) }));
}
