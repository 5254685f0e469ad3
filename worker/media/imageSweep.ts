// Deleted means deleted, for pictures (docs/security.md#deleted-means-deleted). A write that stops using a
// picture (a pin deleted or marked deleted, a board or account removed with its pins, an avatar replaced)
// makes it a candidate in `image_sweep` (migration 0050's triggers, in the write's own statement). The
// scheduled sweep takes the candidates older than IMAGE_SWEEP.graceMs, and for each that no live pin, story
// page, carousel slot, avatar or recent upload uses: deletes every stored size and form from R2 and drops
// the copies this data centre's cache keeps. The picture's row goes too, unless a deleted pin's row still
// names it; then it is marked swept, and an upload of the same file makes its sizes again.
import { ALL_IMAGE_SIZES, allImageKeys, hasForms, IMAGE_FORMS, imageUrl } from '#shared/images.ts';
import { imageCacheKey } from './edgeCache.ts';

export const IMAGE_SWEEP = {
  /** A candidate waits this long before it is swept (a save or upload of the same picture in flight). */
  graceMs: 10 * 60 * 1000,
  /** Candidates one run takes; the rest wait for the next run. */
  batch: 50,
} as const;

export interface SweepEnv {
  DB: D1Database;
  MEDIA: R2Bucket;
}

/** Whether a live pin, story page, carousel slot, avatar, preset or upload still in use or in flight shows ?1 (at ?2). */
const IN_USE = `(
     EXISTS (SELECT 1 FROM pins WHERE image_signature = ?1 AND deleted_at IS NULL)
  OR EXISTS (SELECT 1 FROM users WHERE image_signature = ?1)
  OR EXISTS (SELECT 1 FROM avatar_presets WHERE signature = ?1)
  OR EXISTS (SELECT 1 FROM uploads WHERE image_signature = ?1 AND used_at IS NULL AND status IN ('processing', 'succeeded') AND expires_at > ?2)
  OR EXISTS (SELECT 1 FROM pins WHERE deleted_at IS NULL AND kind IN ('story', 'carousel') AND instr(data, ?1) > 0)
)`;

/** The urls a picture is served at, each in every format a browser may have been answered in. */
function cachedCopies(origin: string, signature: string, ext: string): Request[] {
  return ALL_IMAGE_SIZES.flatMap((size) => {
    const url = `${origin}${imageUrl(size, signature, ext)}`;
    const formats = [ext, ...(hasForms(size, ext) ? IMAGE_FORMS : [])];
    return formats.map((format) => imageCacheKey(url, format));
  });
}

/** The data centre's default cache (the DOM types this project compiles with do not name it). */
const defaultCache = (): Cache => (caches as CacheStorage & { default: Cache }).default;

/**
 * Sweeps the pictures nothing uses any more; answers the signatures whose sizes it removed.
 * `origin` is the site's public origin (the edge cache keys images by their full url).
 */
export async function sweepImages(env: SweepEnv, origin: string, now = Date.now()): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT signature FROM image_sweep WHERE since <= ?1 ORDER BY since LIMIT ?2')
    .bind(now - IMAGE_SWEEP.graceMs, IMAGE_SWEEP.batch)
    .all<{ signature: string }>();
  const swept: string[] = [];
  for (const { signature } of results) {
    // One batch decides and records: the candidate leaves the list, and the row goes (or is marked swept)
    // only if nothing uses the picture at that moment.
    const [, removed, marked] = await env.DB.batch([
      env.DB.prepare('DELETE FROM image_sweep WHERE signature = ?1 AND since <= ?2').bind(signature, now - IMAGE_SWEEP.graceMs),
      env.DB.prepare(
        `DELETE FROM images WHERE signature = ?1 AND NOT ${IN_USE}
            AND NOT EXISTS (SELECT 1 FROM pins WHERE image_signature = ?1)
          RETURNING ext`,
      ).bind(signature, now),
      env.DB.prepare(`UPDATE images SET swept_at = ?2 WHERE signature = ?1 AND swept_at IS NULL AND NOT ${IN_USE} RETURNING ext`).bind(signature, now),
    ]);
    const ext = (removed.results[0] ?? marked.results[0]) as { ext: string } | undefined;
    if (!ext) continue;
    await env.MEDIA.delete(allImageKeys(signature, ext.ext));
    const cache = defaultCache();
    await Promise.all(cachedCopies(origin, signature, ext.ext).map((key) => cache.delete(key).catch(() => false)));
    swept.push(signature);
  }
  return swept;
}
