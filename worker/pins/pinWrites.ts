// Pins their creator writes: a new pin with its board's counts and the uploads it used
// in one batch, edits of its texts and link, and its removal (kept as removed, so its closeup says
// "Removed by the creator"). Moves between boards go through worker/save/saveData.ts.
import type { BoardId, PinId, SectionId, UploadId, UserId } from '#shared/ids.ts';
import type { PinExtras } from '#shared/types.ts';
import { recountBoard } from '#worker/boards/boardData.ts';
import { nextIdSql } from '#worker/lib/freshIds.ts';
import { holdsOrigin } from '#worker/pins/originRights.ts';
import { markUsedStatement } from '#worker/uploads/uploadData.ts';

export interface NewPin {
  pinnerId: UserId;
  boardId: BoardId;
  sectionId: SectionId | null;
  kind: 'image' | 'story';
  title: string;
  description: string;
  altText: string;
  link: string | null;
  domain: string | null;
  imageSignature: string;
  data: PinExtras;
}

/** Writes a new pin, recounts its board and marks its uploads used (they never expire then); answers its id. */
export async function insertPin(db: D1Database, pin: NewPin, uploadIds: UploadId[], now = Date.now()): Promise<PinId> {
  const [inserted] = await db.batch<{ id: PinId }>([
    db
      .prepare(
        `INSERT INTO pins (id, pinner_id, board_id, section_id, kind, title, description, alt_text, link, domain, image_signature, data, created_at, updated_at)
         VALUES (${nextIdSql('pins')}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(
        pin.pinnerId,
        pin.boardId,
        pin.sectionId,
        pin.kind,
        pin.title,
        pin.description,
        pin.altText,
        pin.link,
        pin.domain,
        pin.imageSignature,
        JSON.stringify(pin.data),
        now,
        now,
      ),
    recountBoard(db, pin.boardId),
    markUsedStatement(db, uploadIds, now),
  ]);
  const id = inserted.results[0]?.id;
  if (id === undefined) throw new Error('pin insert returned no id');
  return id;
}

export interface OwnedPin {
  id: PinId;
  pinnerId: UserId;
  /** Who created its content (worker/pins/originRights.ts); null when that account is gone. */
  creatorId: UserId | null;
  boardId: BoardId | null;
  sectionId: SectionId | null;
  originPinId: PinId | null;
  /** Its origin-bound texts as stored, so an edit can tell which it changes. */
  texts: { title: string; description: string; alt_text: string; link: string | null };
}

/** A live pin's pinner, creator, board, section and texts, for the owner checks of edit and delete. */
export async function readPinOwner(db: D1Database, pinId: PinId): Promise<OwnedPin | null> {
  const row = await db
    .prepare(
      'SELECT id, pinner_id, creator_id, board_id, section_id, origin_pin_id, title, description, alt_text, link FROM pins WHERE id = ? AND deleted_at IS NULL',
    )
    .bind(pinId)
    .first<{
      id: PinId;
      pinner_id: UserId;
      creator_id: UserId | null;
      board_id: BoardId | null;
      section_id: SectionId | null;
      origin_pin_id: PinId | null;
      title: string;
      description: string;
      alt_text: string;
      link: string | null;
    }>();
  return row
    ? {
        id: row.id,
        pinnerId: row.pinner_id,
        creatorId: row.creator_id,
        boardId: row.board_id,
        sectionId: row.section_id,
        originPinId: row.origin_pin_id,
        texts: { title: row.title, description: row.description, alt_text: row.alt_text, link: row.link },
      }
    : null;
}

export interface PinTextChanges {
  title?: string;
  description?: string;
  altText?: string;
  /** undefined: unchanged; null: no link. */
  link?: string | null;
  domain?: string | null;
}

/** What updatePinTexts did: a text differed and was written, none differed from what is stored, or `member` lacks the right. */
export type PinTextUpdate = 'changed' | 'unchanged' | 'forbidden';

/**
 * Changes a pin's texts and link (the pins_touch trigger moves updated_at), only while `member` holds
 * its origin (worker/pins/originRights.ts), and only when one differs from what is stored (what publicViewChanged is told).
 */
export async function updatePinTexts(db: D1Database, pinId: PinId, member: UserId, changes: PinTextChanges): Promise<PinTextUpdate> {
  const sets: string[] = [];
  const differs: string[] = [];
  const binds: unknown[] = [];
  const set = (column: string, value: unknown) => {
    binds.push(value);
    sets.push(`${column} = ?${binds.length}`);
    differs.push(`${column} IS NOT ?${binds.length}`);
  };
  if (changes.title !== undefined) set('title', changes.title);
  if (changes.description !== undefined) set('description', changes.description);
  if (changes.altText !== undefined) set('alt_text', changes.altText);
  if (changes.link !== undefined) {
    set('link', changes.link);
    set('domain', changes.domain ?? null);
  }
  if (!sets.length) return 'unchanged';
  const pin = `?${binds.length + 1}`;
  const held = `id = ${pin} AND deleted_at IS NULL AND ${holdsOrigin({ pin: 'pins', member: `?${binds.length + 2}` })}`;
  // One batch: the write where a field differs, then whether the member holds the pin at all (unchanged, not refused).
  const [updated, holds] = await db.batch([
    db.prepare(`UPDATE pins SET ${sets.join(', ')} WHERE ${held} AND (${differs.join(' OR ')}) RETURNING id`).bind(...binds, pinId, member),
    db.prepare(`SELECT id FROM pins WHERE ${held}`).bind(...binds, pinId, member),
  ]);
  if (updated.results.length) return 'changed';
  return holds.results.length ? 'unchanged' : 'forbidden';
}

/** Removes a pin (kept as removed) and recounts its board, in one batch. */
export async function removePin(db: D1Database, pin: OwnedPin, now = Date.now()): Promise<void> {
  const statements = [db.prepare('UPDATE pins SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL').bind(now, pin.id)];
  if (pin.boardId !== null) statements.push(recountBoard(db, pin.boardId));
  await db.batch(statements);
}
