// Deleted means deleted, for pictures, GIFs and videos (docs/security.md#deleted-means-deleted). A write that
// stops using a stored file (a pin deleted or marked deleted, a board or account removed with its pins, an avatar
// replaced, a pin's data no longer naming a /media/ file) makes it a candidate in `image_sweep` (the triggers of
// migrations 0050 and 0056, in the write's own statement): a picture by its signature, a GIF or video by its R2
// key (media/<file>). The scheduled sweep takes the candidates older than IMAGE_SWEEP.graceMs, and for each that
// nothing uses any more deletes it from R2 and drops the copies this data centre's cache keeps: a picture (no
// live pin, story page image, carousel slot image, avatar or recent upload uses it) in every stored size and form, its row
// going too unless a deleted pin's row still names it (then marked swept, and an upload of the same file makes
// its sizes again); a media file when no live pin's embed or video sources play it and the live experience set in KV does not
// either (read once per run: D1 cannot see KV, and an experience may show a /media/ video no pin names). Workers Cache's
// shared copies of everything swept are purged everywhere, in one request per run (worker/lib/sharedCache.ts).
import { ALL_IMAGE_SIZES, allImageKeys, hasForms, IMAGE_FORMS, imageUrl } from '#shared/images.ts';
import { type KvLike, readDefinitions } from '#worker/experiences/definitions.ts';
import { CACHE_TAGS, type PurgeContext, purgeSharedCache } from '#worker/lib/sharedCache.ts';
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
  EXPERIENCES: KvLike;
}

/** A live pin's data as JSON json_each can read (`{}` for a value that is not JSON). */
const DATA = `CASE WHEN json_valid(p.data) THEN p.data ELSE '{}' END`;

/**
 * Whether a live pin, story page, carousel slot, avatar, preset or upload still in use or in flight shows ?1 (at ?2).
 * Only the fields that show a picture count (a story block's and a carousel slot's imageSignature), never free text:
 * a title or a story's text naming a signature keeps nothing alive (instr only narrows the pins read).
 */
const IN_USE = `(
     EXISTS (SELECT 1 FROM pins WHERE image_signature = ?1 AND deleted_at IS NULL)
  OR EXISTS (SELECT 1 FROM users WHERE image_signature = ?1)
  OR EXISTS (SELECT 1 FROM avatar_presets WHERE signature = ?1)
  OR EXISTS (SELECT 1 FROM uploads WHERE image_signature = ?1 AND used_at IS NULL AND status IN ('processing', 'succeeded') AND expires_at > ?2)
  OR EXISTS (SELECT 1 FROM pins p, json_each(${DATA}, '$.storyPinData.pages') pg, json_each(pg.value, '$.blocks') b
              WHERE p.deleted_at IS NULL AND p.kind = 'story' AND instr(p.data, ?1) > 0 AND json_extract(b.value, '$.imageSignature') = ?1)
  OR EXISTS (SELECT 1 FROM pins p, json_each(${DATA}, '$.carouselData.slots') s
              WHERE p.deleted_at IS NULL AND p.kind = 'carousel' AND instr(p.data, ?1) > 0 AND json_extract(s.value, '$.imageSignature') = ?1)
)`;

/** The cache keys of a picture: its canonical path in every size, each in every format a browser may have been answered in. */
function cachedCopies(signature: string, ext: string): Request[] {
  return ALL_IMAGE_SIZES.flatMap((size) => {
    const path = imageUrl(size, signature, ext);
    const formats = [ext, ...(hasForms(size, ext) ? IMAGE_FORMS : [])];
    return formats.map((format) => imageCacheKey(path, format));
  });
}

/** A candidate that is a GIF or video under /media/ (its R2 key), not a picture's signature. */
const MEDIA_KEY = /^media\/[a-z0-9][a-z0-9_-]{0,80}\.(gif|webm|mp4)$/;

/** Whether a url names the media file ?1: its path /?1, with or without a query. */
const NAMES_MEDIA = (url: string) => `(${url} = '/' || ?1 OR substr(${url}, 1, length(?1) + 2) = '/' || ?1 || '?')`;

/**
 * Whether no live pin plays the media file ?1 (its R2 key, served at /?1): only a GIF's or video's embed source and a
 * video's sources count, never free text (a title or description naming the path keeps nothing alive).
 */
const MEDIA_UNUSED = `SELECT 1 AS unused WHERE NOT EXISTS (
  SELECT 1 FROM pins p WHERE p.deleted_at IS NULL AND instr(p.data, '/' || ?1) > 0 AND (
       ${NAMES_MEDIA(`json_extract(${DATA}, '$.embed.src')`)}
    OR EXISTS (SELECT 1 FROM json_each(${DATA}, '$.videos.videoList') v WHERE ${NAMES_MEDIA(`json_extract(v.value, '$.url')`)})))`;

/** The data centre's default cache (the DOM types this project compiles with do not name it). */
const defaultCache = (): Cache => (caches as CacheStorage & { default: Cache }).default;

/**
 * Sweeps the pictures nothing uses any more; answers the signatures whose sizes it removed. The edge cache keys a
 * picture by its canonical path alone (imageCacheKey), so the purge needs no origin and misses no spelling.
 */
export async function sweepImages(env: SweepEnv, ctx: PurgeContext, now = Date.now()): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT signature FROM image_sweep WHERE since <= ?1 ORDER BY since LIMIT ?2')
    .bind(now - IMAGE_SWEEP.graceMs, IMAGE_SWEEP.batch)
    .all<{ signature: string }>();
  const swept: string[] = [];
  let experienceText: string | undefined;
  for (const { signature } of results) {
    if (signature.startsWith('media/')) {
      // What the live experiences show, read once per run; a read that fails leaves every media candidate for the next run.
      experienceText ??= JSON.stringify(await readDefinitions(env.EXPERIENCES));
      if (await sweepMedia(env, signature, now, experienceText)) swept.push(signature);
      continue;
    }
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
    await Promise.all(cachedCopies(signature, ext.ext).map((key) => cache.delete(key).catch(() => false)));
    swept.push(signature);
  }
  purgeSharedCache(
    ctx,
    swept.map((key) => (key.startsWith('media/') ? CACHE_TAGS.media(key.slice('media/'.length)) : CACHE_TAGS.image(key))),
  );
  return swept;
}

/**
 * Sweeps one media candidate: it leaves the list, and the file leaves R2 if no live pin names it and the live
 * experience set (`experienceText`, its definitions as JSON) does not either. The worker keeps no /media/ answer
 * in the data centre's Cache API (routes.ts); Workers Cache's shared copies go with the run's purge.
 */
async function sweepMedia(env: SweepEnv, key: string, now: number, experienceText: string): Promise<boolean> {
  const [, unused] = await env.DB.batch([
    env.DB.prepare('DELETE FROM image_sweep WHERE signature = ?1 AND since <= ?2').bind(key, now - IMAGE_SWEEP.graceMs),
    env.DB.prepare(MEDIA_UNUSED).bind(key),
  ]);
  if (!unused.results.length || !MEDIA_KEY.test(key) || experienceText.includes(`/${key}`)) return false;
  await env.MEDIA.delete(key);
  return true;
}
