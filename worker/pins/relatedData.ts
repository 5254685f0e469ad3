// Related pins ("More to explore"): listed (public) pins that share interests, annotations or the
// board with a pin the viewer may see, best match first. Interests count double; ties go to the
// newest pin. A pin the viewer may not see has no related pins for them, and pins of someone the
// viewer blocks or is blocked by are never among them. Annotations are read from pin_annotations
// (migrations/0012_performance.sql), which triggers keep equal to each pin's
// data.pinJoin.visualAnnotation, so no step of this query reads every pin.
import type { Pin } from '#shared/types.ts';
import { notBlocked, pinListed, pinVisibleTo, viewerBind } from '#worker/visibility.ts';
import { PIN_COLUMNS, PIN_FROM, type PinReadOptions, type PinRow, toPin } from './pinData.ts';

/** Position after the last pin of a page: its score and id. */
export interface RelatedCursor {
  score: number;
  id: number;
}

const RANKED = `
WITH seed AS (
  SELECT sp.id, sp.board_id FROM pins sp LEFT JOIN boards sb ON sb.id = sp.board_id
   WHERE sp.id = ?1 AND ${pinVisibleTo({ pin: 'sp', board: 'sb', viewer: '?5' })}
),
matches AS (
  SELECT pi.pin_id AS id, 2 AS weight FROM pin_interests pi
   WHERE pi.interest_id IN (SELECT interest_id FROM pin_interests WHERE pin_id IN (SELECT id FROM seed))
  UNION ALL
  SELECT p.id, 1 FROM pins p, seed WHERE p.board_id = seed.board_id
  UNION ALL
  SELECT pa.pin_id, 1 FROM pin_annotations pa
   WHERE pa.name IN (SELECT name FROM pin_annotations WHERE pin_id IN (SELECT id FROM seed))
),
ranked AS (SELECT id, SUM(weight) AS score FROM matches WHERE id <> ?1 GROUP BY id)`;

// `+p.origin_pin_id`: without the unary plus SQLite drives the query from pins_origin (every
// original pin, the whole catalogue) and probes the ranking for each; with it, from the ranked
// candidates, looking each pin up by id.

/** One page of pins related to `pinId`, after the cursor; none when the viewer may not see `pinId`. */
export async function readRelatedPins(
  db: D1Database,
  pinId: string,
  cursor: RelatedCursor | null,
  pageSize: number,
  options: PinReadOptions,
): Promise<{ pins: Pin[]; next: RelatedCursor | null }> {
  const { results } = await db
    .prepare(
      `${RANKED}
       ${PIN_COLUMNS}, r.score AS score ${PIN_FROM}
        JOIN ranked r ON r.id = p.id
       WHERE ${pinListed({ pin: 'p', board: 'b' })} AND ${notBlocked({ user: 'p.pinner_id', viewer: '?5' })} AND +p.origin_pin_id IS NULL AND p.is_promoted = 0
         AND (r.score < ?2 OR (r.score = ?2 AND p.id < ?3))
       ORDER BY r.score DESC, p.id DESC LIMIT ?4`,
    )
    .bind(Number(pinId), cursor?.score ?? Number.MAX_SAFE_INTEGER, cursor?.id ?? Number.MAX_SAFE_INTEGER, pageSize + 1, viewerBind(options.viewerId))
    .all<PinRow & { score: number }>();
  const rows = results.slice(0, pageSize);
  const last = rows[rows.length - 1];
  return {
    pins: rows.map((r) => toPin(r, options)),
    next: results.length > pageSize && last ? { score: last.score, id: last.id } : null,
  };
}
