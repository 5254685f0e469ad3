// Deleted means deleted, for pictures, GIFs and videos (docs/security.md#deleted-means-deleted). A write that
// stops using a stored file (a pin deleted or marked deleted, a board or account removed with its pins, an avatar
// replaced, a pin's data no longer naming a /media/ file) makes it a candidate in `image_sweep` (the triggers of
// migrations 0050 and 0056, in the write's own statement; an unused upload's expiry, worker/uploads/queue.ts, and an
// upload's failure, markFailed in worker/uploads/uploadData.ts, queue its picture, so a candidate dropped while only an
// upload was in flight comes back): a picture by its signature, a GIF or video by its R2
// key (media/<file>). The scheduled sweep (every 5 minutes) drains, within a run's budget, the candidates older than
// IMAGE_SWEEP.graceMs (a candidate a live pin still shows or plays, by a removed save's cover, story page, carousel
// slot, GIF or video, leaves at no cost, in one statement), and for each that
// nothing uses any more deletes it from R2 and drops the copies this data centre's cache keeps: a picture (no
// live pin, story page image, carousel slot image, avatar or recent upload uses it) in every stored size and form, its row
// going too unless a deleted pin's row still names it (then marked swept, and an upload of the same file makes
// its sizes again), or, with no row (an upload that gave up), whatever sizes it stored; a media file when no live pin's embed or video sources play it and the live experience set in KV does not
// either (read once per run: D1 cannot see KV, and an experience may show a /media/ video no pin names). Workers Cache's
// shared copies of everything swept are purged everywhere, in one request per run (worker/lib/sharedCache.ts).
import { ALL_IMAGE_SIZES, allImageKeys, hasForms, IMAGE_FORMS, imageUrl } from '#shared/images.ts';
import { type KvLike, readDefinitions } from '#worker/experiences/definitions.ts';
import { CACHE_TAGS, type PurgeContext, purgeSharedCache } from '#worker/lib/sharedCache.ts';
import { storedExtSql } from '#worker/uploads/sizes.ts';
import { imageCacheKey } from './edgeCache.ts';

export const IMAGE_SWEEP = {
  /** A candidate waits this long before it is swept (a save or upload of the same picture in flight). */
  graceMs: 10 * 60 * 1000,
  /** Candidates one read takes; a run reads batch after batch until none is due or its budget is spent. */
  batch: 50,
  /**
   * Subrequests one run may spend (D1 batches, R2 deletes, cache deletes), well under the 10,000 a paid worker may
   * make: a picture costs at most PICTURE_COST, so a run always removes at least RUN_PICTURES pictures.
   */
  runSubrequests: 5000,
  /** Wall time one run may spend before it stops taking batches (a cron invocation under an hour gets 30 s of CPU). */
  runMs: 20_000,
} as const;

export interface SweepEnv {
  DB: D1Database;
  MEDIA: R2Bucket;
  EXPERIENCES: KvLike;
}

/** A live pin's data as JSON json_each can read (`{}` for a value that is not JSON). */
const DATA = `CASE WHEN json_valid(p.data) THEN p.data ELSE '{}' END`;

/**
 * The pictures live story pages and carousel slots show (a story block's and a carousel slot's imageSignature), of the
 * live pins `narrow` (an SQL condition on `p`) keeps: one candidate's decision reads only the pins whose data names it,
 * the run's up-front drop reads every one once. Never free text: a title or a story's text naming a signature shows nothing.
 * No NULL (a text block's): `x IN` a list holding one is NULL, not false, and NOT IN_USE would then keep every picture.
 */
const pagePictures = (narrow: string): string => `
  SELECT json_extract(b.value, '$.imageSignature') FROM pins p, json_each(${DATA}, '$.storyPinData.pages') pg, json_each(pg.value, '$.blocks') b
   WHERE p.deleted_at IS NULL AND p.kind = 'story' AND ${narrow} AND json_extract(b.value, '$.imageSignature') IS NOT NULL
  UNION ALL
  SELECT json_extract(s.value, '$.imageSignature') FROM pins p, json_each(${DATA}, '$.carouselData.slots') s
   WHERE p.deleted_at IS NULL AND p.kind = 'carousel' AND ${narrow} AND json_extract(s.value, '$.imageSignature') IS NOT NULL`;

/**
 * Whether a live pin, story page, carousel slot, avatar, preset or upload still in use or in flight shows the picture
 * `signature` (an SQL expression) at `now`: the one definition the up-front drop (every due candidate, `pages` reading
 * all live pages once) and each candidate's decision (`pages` narrowed by instr to the pins naming it) both use.
 */
const inUse = (signature: string, now: string, pages: string): string => `(
     EXISTS (SELECT 1 FROM pins WHERE image_signature = ${signature} AND deleted_at IS NULL)
  OR EXISTS (SELECT 1 FROM users WHERE image_signature = ${signature})
  OR EXISTS (SELECT 1 FROM avatar_presets WHERE signature = ${signature})
  OR EXISTS (SELECT 1 FROM uploads WHERE image_signature = ${signature} AND used_at IS NULL AND status IN ('processing', 'succeeded') AND expires_at > ${now})
  OR ${signature} IN (${pages})
)`;

/** Whether the picture ?1 is in use at ?2 (one candidate's decision). */
const IN_USE = inUse('?1', '?2', pagePictures('instr(p.data, ?1) > 0'));

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

/**
 * The media files (R2 keys) live pins play, of the pins `narrow` (an SQL condition on `p`) keeps: only a GIF's embed source
 * and a video's sources, `/media/<file>` with or without a query, read as the delete triggers read them
 * (migrations/0061_media_candidates_played.sql); never free text (a title or description naming the path plays nothing).
 * One candidate's decision reads only the pins whose data names it, the run's up-front drop every live pin once.
 */
const playedMedia = (narrow: string): string => `
  SELECT substr(m.url, 2, CASE WHEN instr(m.url, '?') > 0 THEN instr(m.url, '?') - 2 ELSE length(m.url) END) FROM (
    SELECT json_extract(${DATA}, '$.embed.src') AS url FROM pins p WHERE p.deleted_at IS NULL AND ${narrow}
    UNION ALL SELECT json_extract(v.value, '$.url') FROM pins p, json_each(${DATA}, '$.videos.videoList') v WHERE p.deleted_at IS NULL AND ${narrow}
  ) m WHERE m.url LIKE '/media/_%'`;

/** Whether no live pin plays the media file ?1 (its R2 key, served at /?1). */
const MEDIA_UNUSED = `SELECT 1 AS unused WHERE ?1 NOT IN (${playedMedia("instr(p.data, '/' || ?1) > 0")})`;

/** The data centre's default cache (the DOM types this project compiles with do not name it). */
const defaultCache = (): Cache => (caches as CacheStorage & { default: Cache }).default;

/** The most subrequests one picture costs: its decision, its R2 delete and a cache delete per cached copy. */
const PICTURE_COST = 2 + Math.max(...['jpg', 'png', 'gif', 'webp'].map((ext) => cachedCopies('0', ext).length));
/** The fewest pictures one run removes when that many are due (docs/security.md#deleted-means-deleted states it). */
export const RUN_PICTURES = Math.floor((IMAGE_SWEEP.runSubrequests - 10) / PICTURE_COST); // 10: the prune and each batch's read

/**
 * Drops, in one statement, the due candidates something still shows or plays, by the decisions' own definitions: a
 * picture by IN_USE's (a removed save of a pin whose original stays, its story pages and carousel slots included; an
 * avatar, a preset, an upload in flight), a media file by MEDIA_UNUSED's (a live pin's embed or video sources). They cost
 * the run no subrequest and never wait in front of a real deletion. What is left is due files nothing showed or played
 * at the run's start (or only an experience plays), each decided again in the batch that removes it. An upload in
 * flight is a passing use: its expiry queues the picture again (expireUpload), so dropping it here loses nothing.
 */
const DROP_STILL_SHOWN = `DELETE FROM image_sweep WHERE since <= ?1 AND CASE WHEN signature LIKE 'media/%'
  THEN signature IN (${playedMedia("instr(p.data, '/media/') > 0")})
  ELSE ${inUse('image_sweep.signature', '?2', pagePictures('1'))} END`;

/**
 * Sweeps the pictures nothing uses any more; answers the signatures whose sizes it removed. It drains the due
 * candidates, oldest first, batch after batch, until none is due or the run's budget (IMAGE_SWEEP.runSubrequests,
 * runMs) is spent; what is left waits for the next run. The edge cache keys a picture by its canonical path alone
 * (imageCacheKey), so the purge needs no origin and misses no spelling.
 */
export async function sweepImages(env: SweepEnv, ctx: PurgeContext, now = Date.now()): Promise<string[]> {
  const due = now - IMAGE_SWEEP.graceMs;
  const started = Date.now();
  await env.DB.prepare(DROP_STILL_SHOWN).bind(due, now).run();
  let spent = 1;
  const swept: string[] = [];
  let experienceText: string | undefined;
  const withinBudget = () => spent + PICTURE_COST <= IMAGE_SWEEP.runSubrequests && Date.now() - started < IMAGE_SWEEP.runMs;
  while (withinBudget()) {
    const { results } = await env.DB.prepare('SELECT signature FROM image_sweep WHERE since <= ?1 ORDER BY since LIMIT ?2')
      .bind(due, IMAGE_SWEEP.batch)
      .all<{ signature: string }>();
    spent++;
    for (const { signature } of results) {
      if (!withinBudget()) break;
      spent += await sweepOne(env, signature, now, swept, async () => {
        // What the live experiences show, read once per run; a read that fails leaves every media candidate for the next run.
        experienceText ??= JSON.stringify(await readDefinitions(env.EXPERIENCES));
        return experienceText;
      });
    }
    if (results.length < IMAGE_SWEEP.batch) break;
  }
  purgeSharedCache(
    ctx,
    swept.map((key) => (key.startsWith('media/') ? CACHE_TAGS.media(key.slice('media/'.length)) : CACHE_TAGS.image(key))),
  );
  return swept;
}

/** Sweeps one candidate (adding it to `swept` when removed); answers the subrequests it spent. */
async function sweepOne(env: SweepEnv, signature: string, now: number, swept: string[], experiences: () => Promise<string>): Promise<number> {
  if (signature.startsWith('media/')) {
    const text = await experiences();
    if (await sweepMedia(env, signature, now, text)) swept.push(signature);
    return 3;
  }
  // One batch decides and records: the candidate leaves the list, and the row goes (or is marked swept)
  // only if nothing uses the picture at that moment. A picture with no row is one an upload gave up making (an upload
  // in flight of the same file names it, recordSignature, and keeps it): its half-made sizes go, under the ext its upload's type gives.
  const [, removed, marked, halfMade] = await env.DB.batch([
    env.DB.prepare('DELETE FROM image_sweep WHERE signature = ?1 AND since <= ?2').bind(signature, now - IMAGE_SWEEP.graceMs),
    env.DB.prepare(
      `DELETE FROM images WHERE signature = ?1 AND NOT ${IN_USE}
          AND NOT EXISTS (SELECT 1 FROM pins WHERE image_signature = ?1)
        RETURNING ext`,
    ).bind(signature, now),
    env.DB.prepare(`UPDATE images SET swept_at = ?2 WHERE signature = ?1 AND swept_at IS NULL AND NOT ${IN_USE} RETURNING ext`).bind(signature, now),
    env.DB.prepare(
      `SELECT ${storedExtSql('mime')} AS ext FROM uploads WHERE image_signature = ?1 AND mime IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM images WHERE signature = ?1) AND NOT ${IN_USE} LIMIT 1`,
    ).bind(signature, now),
  ]);
  const ext = (removed.results[0] ?? marked.results[0] ?? halfMade.results[0]) as { ext: string } | undefined;
  if (!ext) return 1;
  await env.MEDIA.delete(allImageKeys(signature, ext.ext));
  const cache = defaultCache();
  const copies = cachedCopies(signature, ext.ext);
  await Promise.all(copies.map((key) => cache.delete(key).catch(() => false)));
  swept.push(signature);
  return 2 + copies.length;
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
