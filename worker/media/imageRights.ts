// Rights over pictures (docs/security.md#rights-over-pictures): the one rule for every field that names
// a picture by its signature or url (an avatar, a pin's image, a story's pages): a member may name only
// their own finished upload or one of the site's presets (`avatar_presets`), never a picture another
// member uploaded or showed, so nobody can pin someone else's picture and keep it from the image sweep.
import type { UploadId, UserId } from '#shared/ids.ts';

/** What a member may name: their upload of the picture (its id, to mark it used), or a preset (null id). */
export interface ReferableImage {
  uploadId: UploadId | null;
}

/** The one message every refusal of a picture gives, whether it exists or not. */
export const NOT_YOUR_IMAGE = 'This picture is not one of your finished uploads (or it expired: upload it again) nor one of our photos.';

/**
 * Whether member `me` may name the picture `signature`, in one statement: its sizes are stored (not
 * swept away), and it is their upload that succeeded and has not expired (or was used by a pin of
 * theirs), else a preset. Null otherwise: another member's picture, a deleted pin's, none at all.
 * Of several such uploads of the same file (a url names the picture, not the upload), the one a pin marks used is
 * the one already used, else the member's first (by time: upload ids are random, so their order means nothing).
 */
export async function referableImage(db: D1Database, me: UserId, signature: string, now = Date.now()): Promise<ReferableImage | null> {
  const row = await db
    .prepare(
      `SELECT (SELECT id FROM uploads WHERE user_id = ?1 AND image_signature = ?2 AND status = 'succeeded' AND (used_at IS NOT NULL OR expires_at > ?3)
                ORDER BY used_at IS NULL, created_at, id LIMIT 1) AS upload_id,
              EXISTS (SELECT 1 FROM avatar_presets WHERE signature = ?2) AS preset
         FROM images WHERE signature = ?2 AND swept_at IS NULL`,
    )
    .bind(me, signature, now)
    .first<{ upload_id: UploadId | null; preset: number }>();
  if (!row) return null;
  if (row.upload_id !== null) return { uploadId: row.upload_id };
  return row.preset ? { uploadId: null } : null;
}
