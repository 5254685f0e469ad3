// Uploads in D1: every statement that reads or moves an upload through its states
// (registered → processing → succeeded | failed; unused → expired), and the images row it makes.
import type { UploadState, UploadStatus } from '#shared/api/uploads.ts';
import { UPLOAD_LIMITS } from '#shared/constants.ts';
import { formatId, type UploadId, type UserId } from '#shared/ids.ts';
import { imageUrl } from '#shared/images.ts';
import type { UploadMime } from '#shared/uploads/sniff.ts';
import type { MadeImage } from './sizes.ts';

export interface UploadRow {
  id: UploadId;
  user_id: UserId;
  status: UploadStatus;
  token_hash: string;
  bytes: number;
  mime: UploadMime | null;
  image_signature: string | null;
  failure_reason: string | null;
  attempts: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The R2 key of an upload's original as it arrived (never served; deleted once its sizes exist). */
export const originalKey = (uploadId: UploadId) => `uploads/${uploadId}`;

/** A random upload id under the one id rule (shared/ids.ts): 15 digits, never sequential. */
export function newUploadId(): UploadId {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (100_000_000_000_000 + ((high * 0x100000000 + low) % 900_000_000_000_000)) as UploadId;
}

/** Registers an upload for a member (VIPResource create); answers its id. */
export async function insertUpload(db: D1Database, userId: UserId, tokenHash: string, now = Date.now()): Promise<{ id: UploadId; expiresAt: number }> {
  const id = newUploadId();
  const expiresAt = now + UPLOAD_LIMITS.ttlSeconds * 1000;
  await db
    .prepare('INSERT INTO uploads (id, user_id, token_hash, created_at, updated_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(id, userId, tokenHash, now, now, expiresAt)
    .run();
  return { id, expiresAt };
}

export async function readUpload(db: D1Database, id: UploadId): Promise<UploadRow | null> {
  return db.prepare('SELECT * FROM uploads WHERE id = ?').bind(id).first<UploadRow>();
}

/** The caller's uploads of these ids with their images (others' uploads are not there). */
export async function readOwnUploads(db: D1Database, userId: UserId, ids: readonly UploadId[]) {
  const { results } = await db
    .prepare(
      `SELECT u.*, i.ext AS img_ext, i.width AS img_width, i.height AS img_height, i.dominant_color AS img_color
         FROM uploads u LEFT JOIN images i ON i.signature = u.image_signature
        WHERE u.user_id = ?1 AND u.id IN (SELECT value FROM json_each(?2))`,
    )
    .bind(userId, JSON.stringify(ids))
    .all<UploadRow & { img_ext: string | null; img_width: number | null; img_height: number | null; img_color: string | null }>();
  return results;
}

/** An upload as VIPResource get answers it; an upload past its expiry that no pin used reads as expired. */
export function toUploadState(
  row: UploadRow & { img_ext: string | null; img_width: number | null; img_height: number | null; img_color: string | null },
  now = Date.now(),
): UploadState {
  const expired = row.status === 'expired' || (row.used_at === null && row.expires_at <= now && row.status !== 'failed');
  const done = !expired && row.status === 'succeeded' && row.image_signature && row.img_ext;
  return {
    upload_id: formatId(row.id),
    status: expired ? 'expired' : row.status,
    image_url: done ? imageUrl('736x', row.image_signature!, row.img_ext!) : null,
    image_signature: done ? row.image_signature : null,
    width: done ? row.img_width : null,
    height: done ? row.img_height : null,
    dominant_color: done ? row.img_color : null,
    failure_reason:
      row.status === 'failed' ? row.failure_reason : expired ? 'This upload expired before a Pin was made from it. Upload the picture again.' : null,
  };
}

/**
 * Counts a file of `bytes` against the member's rolling daily allowance and claims the upload for
 * it, in one statement (two files at once cannot both squeeze under the limit). False when the
 * upload is not waiting for a file, or the allowance would be exceeded.
 */
export async function reserveBytes(db: D1Database, id: UploadId, userId: UserId, bytes: number, now = Date.now()): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE uploads SET bytes = ?3, updated_at = ?4
        WHERE id = ?1 AND user_id = ?2 AND status = 'registered' AND bytes = 0 AND expires_at > ?4
          AND (SELECT COALESCE(SUM(bytes), 0) FROM uploads WHERE user_id = ?2 AND created_at > ?5) + ?3 <= ?6
        RETURNING id`,
    )
    .bind(id, userId, bytes, now, now - DAY_MS, UPLOAD_LIMITS.dailyBytesPerMember)
    .first<{ id: UploadId }>();
  return row !== null;
}

/** Bytes the member has uploaded in the last 24 hours. */
export async function bytesToday(db: D1Database, userId: UserId, now = Date.now()): Promise<number> {
  const row = await db
    .prepare('SELECT COALESCE(SUM(bytes), 0) AS n FROM uploads WHERE user_id = ? AND created_at > ?')
    .bind(userId, now - DAY_MS)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * The whole file is stored: processing starts (registered → processing). False when the upload is no longer
 * registered (it expired, or its row went, while the file arrived): the caller deletes the file it stored.
 */
export async function markReceived(db: D1Database, id: UploadId, mime: UploadMime, now = Date.now()): Promise<boolean> {
  const result = await db
    .prepare("UPDATE uploads SET status = 'processing', mime = ?2, updated_at = ?3 WHERE id = ?1 AND status = 'registered'")
    .bind(id, mime, now)
    .run();
  return result.meta.changes > 0;
}

/**
 * The file was refused or could not be made: failed, with the reason its uploader is shown. An upload that got as far
 * as making sizes (its signature recorded, recordSignature) may have stored some: its picture becomes a candidate of
 * the image sweep in the same batch, and the sweep alone decides, by its one in-use rule, whether they go
 * (worker/media/imageSweep.ts): another upload of the same file may be making the same keys.
 */
export async function markFailed(db: D1Database, id: UploadId, reason: string, options: { releaseBytes?: boolean } = {}, now = Date.now()): Promise<void> {
  await db.batch([
    db
      .prepare(
        `UPDATE uploads SET status = 'failed', failure_reason = ?2, updated_at = ?3, bytes = CASE WHEN ?4 THEN 0 ELSE bytes END
          WHERE id = ?1 AND status IN ('registered', 'processing')`,
      )
      .bind(id, reason, now, options.releaseBytes ? 1 : 0),
    // A candidate keeps the earliest `since` it was queued with, as the delete triggers keep it.
    db
      .prepare(
        `INSERT INTO image_sweep (signature, since)
           SELECT image_signature, ?2 FROM uploads WHERE id = ?1 AND status = 'failed' AND updated_at = ?2 AND image_signature IS NOT NULL
         ON CONFLICT (signature) DO UPDATE SET since = min(image_sweep.since, excluded.since)`,
      )
      .bind(id, now),
  ]);
}

/**
 * Processing is about to store sizes under `signature`: the upload names it from now on, so the image sweep counts it
 * as an upload in flight of that picture (its in-use rule) while its sizes are made, before any images row exists.
 */
export async function recordSignature(db: D1Database, id: UploadId, signature: string): Promise<void> {
  await db.prepare("UPDATE uploads SET image_signature = ?2 WHERE id = ?1 AND status = 'processing'").bind(id, signature).run();
}

/** Removes an upload registered a moment ago that never got going (its expiry could not be queued). */
export async function deleteRegisteredUpload(db: D1Database, id: UploadId): Promise<void> {
  await db.prepare("DELETE FROM uploads WHERE id = ? AND status = 'registered' AND bytes = 0").bind(id).run();
}

/** Counts one processing attempt. */
export async function countAttempt(db: D1Database, id: UploadId, attempt: number, now = Date.now()): Promise<void> {
  await db.prepare('UPDATE uploads SET attempts = MAX(attempts, ?2), updated_at = ?3 WHERE id = ?1').bind(id, attempt, now).run();
}

/** The images row of a signature, when every size of it is stored (the row is written last). */
export async function readImage(db: D1Database, signature: string): Promise<(Omit<MadeImage, 'dominantColor'> & { dominant_color: string }) | null> {
  return (
    db
      // A swept picture (worker/media/imageSweep.ts) has no stored sizes: its file is made again.
      .prepare('SELECT signature, ext, width, height, dominant_color FROM images WHERE signature = ? AND swept_at IS NULL')
      .bind(signature)
      .first<Omit<MadeImage, 'dominantColor'> & { dominant_color: string }>()
  );
}

/**
 * Every size is stored: the images row (kept if the same file was made before) and the upload's
 * success, in one batch, so no upload succeeds without its row.
 */
export async function markSucceeded(db: D1Database, id: UploadId, image: MadeImage, now = Date.now()): Promise<void> {
  await db.batch([
    db
      .prepare(
        'INSERT INTO images (signature, ext, width, height, dominant_color) VALUES (?, ?, ?, ?, ?) ON CONFLICT (signature) DO UPDATE SET swept_at = NULL',
      )
      .bind(image.signature, image.ext, image.width, image.height, image.dominantColor),
    db
      .prepare("UPDATE uploads SET status = 'succeeded', image_signature = ?2, failure_reason = NULL, updated_at = ?3 WHERE id = ?1 AND status = 'processing'")
      .bind(id, image.signature, now),
  ]);
}

/** Statement marking uploads as used by a pin (they never expire then). */
export function markUsedStatement(db: D1Database, ids: UploadId[], now = Date.now()): D1PreparedStatement {
  return db.prepare('UPDATE uploads SET used_at = COALESCE(used_at, ?2) WHERE id IN (SELECT value FROM json_each(?1))').bind(JSON.stringify(ids), now);
}
