// Saves: a save is a pin that points at the pin it was saved from (origin_pin_id). Saving is
// idempotent per board (a unique index) and every write recounts the board in the same batch.
import { type BoardId, formatId, type PinId, type SectionId, type UserId } from '#shared/ids.ts';
import type { Pin } from '#shared/types.ts';
import { nextIdSql } from '#worker/lib/freshIds.ts';
import { sqlLimit, unplanned } from '#worker/lib/preparedOnce.ts';
import { copiedColumns } from '#worker/pins/originRights.ts';
import { pinVisibleTo, viewerBind } from '#worker/visibility.ts';
import { recountBoard } from '../boards/boardData.ts';
import { PIN_COLUMNS, PIN_FROM, type PinReadOptions, viewerColumns } from '../pins/pinData.ts';
import { readPinPage } from '../pins/pinFeedPage.ts';

/** The columns a save writes: its id, saver, board, section and origin, what it copies (`copiedFrom`), its time. */
const SAVED_PIN_COLUMNS =
  'id, pinner_id, board_id, section_id, origin_pin_id, kind, title, description, alt_text, link, domain, image_signature, data, created_at';

/** What a save copies from the pin `source` it saves, in SAVED_PIN_COLUMNS' order (worker/pins/originRights.ts: no ad, no rights). */
const copiedFrom = copiedColumns;

/** The pin a save copies, and the ad it is when it is one: its campaign and the trackingParams its card carries. */
export interface SaveSource {
  rootId: PinId;
  ad: { campaignId: string; trackingParams: string | null } | null;
}

/**
 * The pin a save copies: the root of the pin's save chain, when the pin is live and the viewer may
 * see it (worker/visibility.ts); null otherwise, so a pin they may not see is one that does not exist.
 */
export async function readSaveSource(db: D1Database, pinId: PinId, viewerId: UserId): Promise<SaveSource | null> {
  const row = await db
    .prepare(
      `SELECT COALESCE(r.id, p.id) AS root_id,
              CASE WHEN p.is_promoted = 1 OR p.promoter_id IS NOT NULL THEN CAST(json_extract(p.data, '$.campaignId') AS TEXT) END AS campaign_id,
              json_extract(p.data, '$.trackingParams') AS tracking_params
         FROM pins p LEFT JOIN boards b ON b.id = p.board_id
         LEFT JOIN pins r ON r.id = p.origin_pin_id AND r.deleted_at IS NULL
        WHERE p.id = ?1 AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: '?2' })}`,
    )
    .bind(pinId, viewerId)
    .first<{ root_id: PinId; campaign_id: string | null; tracking_params: string | null }>();
  if (!row) return null;
  return { rootId: row.root_id, ad: row.campaign_id === null ? null : { campaignId: row.campaign_id, trackingParams: row.tracking_params } };
}

/** A save made from an ad: the promoted pin saved, its campaign and the trackingParams the card sent. */
export interface AdSave {
  promotedPinId: PinId;
  campaignId: string;
  trackingParams: string;
}

/**
 * Saves the pin `rootId` to a board for a user, in one batch: the new pin (unless that board
 * already holds it), the move of the board's existing save into `sectionId` when a section is
 * asked for (so the answer is true: the save is where the person asked), the board's exact counts,
 * the ad save when the save was made from an ad (`ad`; once per save), then the saved pin's id and
 * the section it is in.
 */
export async function savePinToBoard(
  db: D1Database,
  userId: UserId,
  rootId: PinId,
  boardId: BoardId,
  sectionId: SectionId | null,
  ad: AdSave | null = null,
  now = Date.now(),
): Promise<{ id: PinId; created: boolean; sectionId: SectionId | null }> {
  const saved = 'SELECT id FROM pins WHERE board_id = ?1 AND (origin_pin_id = ?2 OR id = ?2) AND deleted_at IS NULL ORDER BY id LIMIT 1';
  const adSave = ad
    ? [
        db
          .prepare(
            `INSERT INTO ad_saves (save_id, promoted_pin_id, campaign_id, user_id, tracking_params, created_at)
             SELECT (${saved}), ?3, ?4, ?5, ?6, ?7 ON CONFLICT DO NOTHING`,
          )
          .bind(boardId, rootId, ad.promotedPinId, ad.campaignId, userId, ad.trackingParams, now),
      ]
    : [];
  const intoSection =
    sectionId === null ? [] : [db.prepare(`UPDATE pins SET section_id = ?3 WHERE id = (${saved}) AND section_id IS NOT ?3`).bind(boardId, rootId, sectionId)];
  const [inserted, ...rest] = await db.batch<{ id: PinId; section_id: SectionId | null }>([
    db
      .prepare(
        `INSERT INTO pins (${SAVED_PIN_COLUMNS})
       SELECT ${nextIdSql('pins')}, ?1, ?2, ?3, p.id, ${copiedFrom('p')}, ?5
         FROM pins p WHERE p.id = ?4 AND p.deleted_at IS NULL AND (p.board_id IS NULL OR p.board_id <> ?2)
       ON CONFLICT DO NOTHING`,
      )
      .bind(userId, boardId, sectionId, rootId, now),
    ...intoSection,
    recountBoard(db, boardId),
    ...adSave,
    db.prepare(saved.replace('SELECT id', 'SELECT id, section_id')).bind(boardId, rootId),
  ]);
  const row = rest[rest.length - 1].results[0];
  if (row === undefined) throw new Error('save did not land');
  return { id: row.id, created: (inserted.meta.changes ?? 0) > 0, sectionId: row.section_id };
}

/**
 * Saves each of `pinIds` the user may see (by its root, as a single save does) to one of their
 * boards: the new pins, skipping those the board already holds, then the board's exact counts. Two
 * statements for a caller's batch, so the saves land with the caller's other writes or not at all.
 */
export function savePinsToBoard(db: D1Database, userId: UserId, pinIds: readonly PinId[], boardId: BoardId, now = Date.now()): D1PreparedStatement[] {
  const marks = pinIds.map((_, i) => `?${i + 4}`).join(',');
  return [
    db
      .prepare(
        `INSERT INTO pins (${SAVED_PIN_COLUMNS})
       SELECT ${nextIdSql('pins')} + ROW_NUMBER() OVER (ORDER BY p.id) - 1, ?1, ?2, NULL, r.id, ${copiedFrom('r')}, ?3
         FROM pins p LEFT JOIN boards b ON b.id = p.board_id
         LEFT JOIN pins o ON o.id = p.origin_pin_id AND o.deleted_at IS NULL
         JOIN pins r ON r.id = COALESCE(o.id, p.id)
        WHERE p.id IN (${marks}) AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: '?1' })}
          AND r.deleted_at IS NULL AND (r.board_id IS NULL OR r.board_id <> ?2)
       ON CONFLICT DO NOTHING`,
      )
      .bind(userId, boardId, now, ...pinIds),
    recountBoard(db, boardId),
  ];
}

/** A saved pin's owner and board, for the move and delete checks; null when the viewer may not see it (as if there were none). */
export async function readSavedPin(
  db: D1Database,
  pinId: PinId,
  viewerId: UserId,
): Promise<{ pinnerId: UserId; boardId: BoardId | null; sectionId: SectionId | null; boardOwnerId: UserId | null } | null> {
  const row = await db
    .prepare(
      `SELECT p.pinner_id, p.board_id, p.section_id, b.owner_id FROM pins p LEFT JOIN boards b ON b.id = p.board_id WHERE p.id = ?1 AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: '?2' })}`,
    )
    .bind(pinId, viewerId)
    .first<{ pinner_id: UserId; board_id: BoardId | null; section_id: SectionId | null; owner_id: UserId | null }>();
  return row ? { pinnerId: row.pinner_id, boardId: row.board_id, sectionId: row.section_id, boardOwnerId: row.owner_id } : null;
}

/**
 * A list of pin ids as one bound JSON array (the next `?`): any number of pins, where one `?` each would meet
 * D1's 100 bound values a statement (a "select all" of a big board).
 */
export const IDS = '(SELECT value FROM json_each(?))';

/** The live pins of a board (or of one of its sections) but `keptOut`: what "select all" selects, every pin of it, not a loaded page. */
export async function allPinsBut(db: D1Database, boardId: BoardId, sectionId: SectionId | null, keptOut: PinId[]): Promise<PinId[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM pins WHERE board_id = ?1 AND deleted_at IS NULL AND (?2 IS NULL OR section_id = ?2)
          AND id NOT IN (SELECT value FROM json_each(?3)) ORDER BY board_position DESC`,
    )
    .bind(boardId, sectionId, JSON.stringify(keptOut))
    .all<{ id: PinId }>();
  return results.map((r) => r.id);
}

/** Deletes pins from a board and recounts it, in one batch; answers how many went. */
export async function deletePins(db: D1Database, boardId: BoardId, pinIds: PinId[]): Promise<number> {
  if (!pinIds.length) return 0;
  const [deleted] = await db.batch<{ id: PinId }>([
    db.prepare(`DELETE FROM pins WHERE board_id = ? AND id IN ${IDS} RETURNING id`).bind(boardId, JSON.stringify(pinIds)),
    recountBoard(db, boardId),
  ]);
  // Counted from RETURNING: D1's meta.changes also counts the rows triggers and cascades change.
  return deleted.results.length;
}

/** One page of a board's (or section's) live pins the viewer may see, in the board's order, after a pin id (with viewerColumns). */
export async function readBoardPins(
  db: D1Database,
  boardId: BoardId,
  sectionId: SectionId | null,
  before: number | null,
  pageSize: number,
  options: PinReadOptions,
): Promise<{ pins: Pin[]; next: number | null }> {
  return readPinPage(boardPinsStatement(db, boardId, sectionId, before, pageSize, options.viewerId), pageSize, options, { by: 'keyset' });
}

/**
 * The statement of a page of a board's (or section's) pins, LIMIT pageSize + 1 (a loader may run it in its own batch).
 * The limit is written in and the board read through a subquery, so that it stays prepared between
 * runs (worker/lib/preparedOnce.ts: 2.1-2.2 ms of workerd CPU per run -> 1.9).
 */
export function boardPinsStatement(
  db: D1Database,
  boardId: BoardId,
  sectionId: SectionId | null,
  before: number | null,
  pageSize: number,
  viewerId: UserId | null | undefined,
): D1PreparedStatement {
  return db
    .prepare(
      `${PIN_COLUMNS}, ${viewerColumns('?4')} ${PIN_FROM}
        WHERE p.board_id = ${unplanned('?1')} AND (?2 IS NULL OR p.section_id = ?2)
          AND p.board_position < COALESCE((SELECT q.board_position FROM pins q WHERE q.id = ?3 AND q.board_id = ?1), ?3)
          AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: '?4' })}
        ORDER BY p.board_position DESC LIMIT ${sqlLimit(pageSize + 1)}`,
    )
    .bind(boardId, sectionId, before ?? Number.MAX_SAFE_INTEGER, viewerBind(viewerId));
}

/** One page of the pins a user saved to boards the viewer may see (the _saved page; with viewerColumns). */
export async function readUserSaves(
  db: D1Database,
  userId: UserId,
  viewerId: UserId | null,
  before: number | null,
  pageSize: number,
  options: PinReadOptions,
): Promise<{ pins: Pin[]; next: number | null }> {
  const statement = db
    .prepare(
      `${PIN_COLUMNS}, ${viewerColumns('?2')} ${PIN_FROM}
        WHERE p.pinner_id = ?1 AND p.id < ?3 AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: '?2' })}
        ORDER BY p.id DESC LIMIT ?4`,
    )
    .bind(userId, viewerBind(viewerId), before ?? Number.MAX_SAFE_INTEGER, pageSize + 1);
  return readPinPage(statement, pageSize, options, { by: 'keyset' });
}

/** Moves or copies pins of one board to another (and section), recounting both; one batch. Answers the ids written: the
 * pins moved (one already on the target board is left where it is), or the copies made. */
export async function moveOrCopyPins(
  db: D1Database,
  userId: UserId,
  fromBoard: BoardId,
  pinIds: PinId[],
  toBoard: BoardId,
  toSection: SectionId | null,
  copy: boolean,
  now = Date.now(),
): Promise<PinId[]> {
  if (!pinIds.length) return [];
  const ids = JSON.stringify(pinIds);
  const write = copy
    ? db
        .prepare(
          `INSERT INTO pins (${SAVED_PIN_COLUMNS})
         SELECT ${nextIdSql('pins')} + ROW_NUMBER() OVER (ORDER BY p.id) - 1, ?, ?, ?, COALESCE(p.origin_pin_id, p.id), ${copiedFrom('p')}, ?
           FROM pins p WHERE p.board_id = ? AND p.deleted_at IS NULL AND p.id IN ${IDS}
         ON CONFLICT DO NOTHING RETURNING id`,
        )
        .bind(userId, toBoard, toSection, now, fromBoard, ids)
    : db
        .prepare(
          `UPDATE OR IGNORE pins SET board_id = ?1, section_id = ?2
            WHERE board_id = ?3 AND deleted_at IS NULL AND id IN (SELECT value FROM json_each(?4)) AND (board_id IS NOT ?1 OR section_id IS NOT ?2)
            RETURNING id`,
        )
        .bind(toBoard, toSection, fromBoard, ids);
  const [result] = await db.batch<{ id: PinId }>([write, recountBoard(db, fromBoard), recountBoard(db, toBoard)]);
  // From RETURNING, the rows really copied or moved: D1's meta.changes also counts the rows triggers change.
  return result.results.map((row) => row.id);
}

/** Puts pins of a board into a section (null: out of any section). */
export function setPinsSection(db: D1Database, boardId: BoardId, pinIds: PinId[], sectionId: SectionId | null): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE pins SET section_id = ?1 WHERE board_id = ?2 AND deleted_at IS NULL AND id IN (SELECT value FROM json_each(?3)) AND section_id IS NOT ?1 RETURNING id`,
    )
    .bind(sectionId, boardId, JSON.stringify(pinIds));
}

/** The viewer's live saves of a pin (by its root), with their boards. */
export async function readViewerSaves(db: D1Database, userId: UserId, rootId: PinId) {
  const { results } = await db
    .prepare(
      `SELECT p.id, b.id AS board_id, b.name AS board_name, b.layout FROM pins p JOIN boards b ON b.id = p.board_id
        WHERE p.pinner_id = ? AND p.origin_pin_id = ? AND p.deleted_at IS NULL ORDER BY p.id DESC`,
    )
    .bind(userId, rootId)
    .all<{ id: PinId; board_id: BoardId; board_name: string; layout: 'default' | 'quick_saves' }>();
  return results.map((r) => ({ id: formatId(r.id), board: { id: formatId(r.board_id), name: r.board_name, layout: r.layout } }));
}
