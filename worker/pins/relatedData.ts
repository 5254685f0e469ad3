// Related pins ("More to explore"): listed (public) pins that share interests, annotations or the
// board with a pin the viewer may see, best match first. Interests count double; ties go to the
// newest pin. A pin the viewer may not see has no related pins for them, and pins of someone the
// viewer blocks or is blocked by are never among them.
//
// Cost that does not grow with the catalogue (docs/performance.md): the candidates are, for each interest and
// annotation the pin has and for its board, the RELATED_CANDIDATES_PER_TERM newest pins sharing it,
// each read from an index in order (pin_interests_interest, pin_annotations, pins_board) and
// stopped at that limit; they are then ranked as above. Annotations are read from pin_annotations
// (migrations/0012_performance.sql), which triggers keep equal to each pin's
// data.pinJoin.visualAnnotation. Below the limit (a catalogue of a few thousand pins) the ranking is
// exactly that of every pin sharing something; above it, that of the newest pins sharing each.
import { FEED_PAGE_SIZE } from '#shared/constants.ts';
import type { PinId, UserId } from '#shared/ids.ts';
import type { Pin } from '#shared/types.ts';
import { pinSnapshots, type SnapshotEnv, snapshot } from '#worker/lib/edgeSnapshot.ts';
import { sqlLimit, unplanned } from '#worker/lib/preparedOnce.ts';
import { notBlocked, pinListed, pinVisibleTo, viewerBind } from '#worker/visibility.ts';
import { PIN_COLUMNS, PIN_FROM, type PinReadOptions, type PinRow, toPin, viewerColumns } from './pinData.ts';

/** Newest pins taken per shared interest, annotation or board. */
export const RELATED_CANDIDATES_PER_TERM = 150;

/** Position after the last pin of a page: its score and id. */
export interface RelatedCursor {
  score: number;
  id: PinId;
}

const N = RELATED_CANDIDATES_PER_TERM;

/**
 * The candidates: for each term the seed pin has, the pins sharing it from the newest down to the
 * Nth newest (its `floor`, found by one step of the index), read as an index range.
 */
const RANKED = `
WITH seed AS (
  SELECT sp.id, sp.board_id FROM pins sp LEFT JOIN boards sb ON sb.id = sp.board_id
   WHERE sp.id = ${unplanned('?1')} AND ${pinVisibleTo({ pin: 'sp', board: 'sb', viewer: '?4' })}
),
interest_terms AS (
  SELECT s.interest_id AS term,
         COALESCE((SELECT y.pin_id FROM pin_interests y WHERE y.interest_id = s.interest_id ORDER BY y.pin_id DESC LIMIT 1 OFFSET ${N - 1}), 0) AS floor
    FROM pin_interests s WHERE s.pin_id IN (SELECT id FROM seed)
),
annotation_terms AS (
  SELECT s.name AS term,
         COALESCE((SELECT y.pin_id FROM pin_annotations y WHERE y.name = s.name ORDER BY y.pin_id DESC LIMIT 1 OFFSET ${N - 1}), 0) AS floor
    FROM pin_annotations s WHERE s.pin_id IN (SELECT id FROM seed)
),
board_terms AS (
  SELECT seed.board_id AS term,
         COALESCE((SELECT y.id FROM pins y WHERE y.board_id = seed.board_id ORDER BY y.id DESC LIMIT 1 OFFSET ${N - 1}), 0) AS floor
    FROM seed WHERE seed.board_id IS NOT NULL
),
matches AS (
  SELECT x.pin_id AS id, 2 AS weight FROM interest_terms t JOIN pin_interests x ON x.interest_id = t.term AND x.pin_id >= t.floor
  UNION ALL
  SELECT x.pin_id, 1 FROM annotation_terms t JOIN pin_annotations x ON x.name = t.term AND x.pin_id >= t.floor
  UNION ALL
  SELECT x.id, 1 FROM board_terms t JOIN pins x ON x.board_id = t.term AND x.id >= t.floor
),
ranked AS (SELECT id, SUM(weight) AS score FROM matches WHERE id <> ${unplanned('?1')} GROUP BY id)`;

/**
 * One page of pins related to `pinId`, after the cursor; none when the viewer may not see `pinId`.
 * The rows say whether the viewer collaborates on each pin's board (viewerColumns).
 */
export async function readRelatedPins(
  db: D1Database,
  pinId: PinId,
  cursor: RelatedCursor | null,
  pageSize: number,
  options: PinReadOptions,
): Promise<{ pins: Pin[]; next: RelatedCursor | null }> {
  const { results } = await relatedStatement(db, pinId, cursor, pageSize, options.viewerId).all<RelatedRow>();
  return relatedRowsPage(results, pageSize, options);
}

type RelatedRow = PinRow & { score: number };

/**
 * The statement of readRelatedPins (LIMIT pageSize + 1), for a loader that runs it in its own D1
 * batch (the closeup reads its first page with the pin: performance (docs/performance.md)); relatedRowsPage reads its rows.
 */
export function relatedStatement(
  db: D1Database,
  pinId: PinId,
  cursor: RelatedCursor | null,
  pageSize: number,
  viewerId: UserId | null | undefined,
): D1PreparedStatement {
  // The page is chosen on the ranking and the filters alone, then only its pins are read whole
  // (docs/performance.md: reading the pin columns of every candidate, the collaborator count and the JSON
  // data included, before sorting cost D1 most of a closeup's time).
  // `+p.origin_pin_id`: without the unary plus SQLite may drive the query from pins_origin (every
  // original pin) and probe the ranking for each, instead of looking the candidates up by id.
  // The limit is written in and the pin is read through a subquery, so that the statement stays
  // prepared between runs (worker/lib/preparedOnce.ts: 3.4-3.9 ms of workerd CPU per run -> 2.9).
  // A visitor blocks nobody and nobody blocks them: their statement leaves out the block check, two index
  // probes per candidate (about 13 % of its SQLite steps on a closeup; docs/performance.md).
  const unblocked = viewerId === null || viewerId === undefined ? '' : ` AND ${notBlocked({ user: 'p.pinner_id', viewer: '?4' })}`;
  return db
    .prepare(
      `${RANKED},
page AS (
  SELECT p.id, r.score FROM ranked r JOIN pins p ON p.id = r.id LEFT JOIN boards b ON b.id = p.board_id
   WHERE ${pinListed({ pin: 'p', board: 'b' })}${unblocked} AND +p.origin_pin_id IS NULL AND p.is_promoted = 0
     AND (r.score < ?2 OR (r.score = ?2 AND p.id < ?3))
   ORDER BY r.score DESC, p.id DESC LIMIT ${sqlLimit(pageSize + 1)}
)
       ${PIN_COLUMNS}, page.score AS score, ${viewerColumns('?4')} ${PIN_FROM}
        JOIN page ON page.id = p.id
       ORDER BY page.score DESC, p.id DESC`,
    )
    .bind(pinId, cursor?.score ?? Number.MAX_SAFE_INTEGER, cursor?.id ?? Number.MAX_SAFE_INTEGER, viewerBind(viewerId));
}

/**
 * The rows of a pin's first page of related pins (relatedStatement, FEED_PAGE_SIZE) as every signed-out viewer sees
 * them: from this data centre's snapshot (docs/performance.md#edge-snapshots), kept only when there are some (a pin
 * nobody may see has none).
 */
export function sharedRelatedRows(env: SnapshotEnv & { DB: D1Database }, pinId: PinId): Promise<unknown[]> {
  const read = async (db: D1Database) => (await relatedStatement(db, pinId, null, FEED_PAGE_SIZE, null).all()).results;
  return snapshot(env, pinSnapshots(pinId).related, read, (rows) => rows.length > 0);
}

/** The page of relatedStatement's rows and the cursor after it. */
export function relatedRowsPage(results: readonly unknown[], pageSize: number, options: PinReadOptions): { pins: Pin[]; next: RelatedCursor | null } {
  const rows = (results as RelatedRow[]).slice(0, pageSize);
  const last = rows[rows.length - 1];
  return {
    pins: rows.map((r) => toPin(r, options)),
    next: results.length > pageSize && last ? { score: last.score, id: last.id } : null,
  };
}
