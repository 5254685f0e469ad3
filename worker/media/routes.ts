// Media from R2: images at /i/{size}/{imageSignature}.{ext} and videos and GIFs at
// /media/{file}. Keys are immutable (a new image gets a new signature), so they are cached as immutable, for a
// day (IMAGE_CACHE_MAX_AGE_S: a deleted pin's pictures must stop being served); conditional and range requests are read strictly (./conditional.ts) and answered by R2.
// A sized JPEG or PNG goes as AVIF or WebP to a browser that takes it (./forms.ts), varying by
// Accept, and every whole image answer is kept in the data centre's cache (./edgeCache.ts) under its canonical
// path; an image is served only at that spelling (another answers 404), so the sweep's purge reaches every copy. The file, or
// its absence, is shared through Workers Cache under its picture's or file's tag (worker/lib/sharedCache.ts), which the sweep purges.
import { Hono } from 'hono';
import { UNAVAILABLE_RETRY_AFTER_S } from '#shared/api/errors.ts';
import { IMAGE_CACHE_MAX_AGE_S } from '#shared/constants.ts';
import { formKey, hasForms, imageKey, imageUrl, isImageSize } from '#shared/images.ts';
import type { AppEnv } from '#worker/env.ts';
import { CACHE_TAGS, sharePublicly } from '#worker/lib/sharedCache.ts';
import { failedPrecondition, parseByteRange, resolveByteRange, wellFormedConditions } from './conditional.ts';
import { cacheable, fromEdgeCache, imageCacheKey, keepInEdgeCache } from './edgeCache.ts';
import { FORM_WAIT_MS, makeForm, negotiatedForm } from './imageForms.ts';

const SIGNATURE = /^[a-f0-9]{16,64}$/;
const MEDIA_FILE = /^[a-z0-9][a-z0-9_-]{0,80}\.(gif|webm|mp4)$/;
/** The stored file sent while its form is still being made, and a file not found: asked again soon, it may be there. */
const BRIEFLY_S = 60;
const notFound = () => new Response('Not found', { status: 404 });
/** R2 did not answer: the browser (and any cache) may try again shortly; never cached. */
const unavailable = () =>
  new Response('Unavailable', { status: 503, headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S), 'Cache-Control': 'no-store' } });

/** A media answer, or 503 when storage fails: the path was checked first, so a thrown error is R2's. */
async function fromStorage(serve: () => Promise<Response>): Promise<Response> {
  try {
    return await serve();
  } catch (error) {
    console.warn({ message: 'media storage unavailable', error: String(error) });
    return unavailable();
  }
}

/** Serves one R2 object with its conditional (304, 412) and single-range (206, 416) answers. */
async function serveObject(bucket: R2Bucket, key: string, request: Request): Promise<Response> {
  const conditions = wellFormedConditions(request.headers);
  const wanted = parseByteRange(request.headers.get('range'));
  let range: { offset: number; length: number } | undefined;
  if (wanted) {
    const head = await bucket.head(key);
    if (!head) return notFound();
    const resolved = resolveByteRange(wanted, head.size);
    if (resolved === 'unsatisfiable') return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${head.size}` } });
    range = resolved;
  }
  const object = await bucket.get(key, { onlyIf: conditions, range });
  if (!object) return notFound();
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Accept-Ranges', 'bytes');
  if (!('body' in object)) return new Response(null, { status: failedPrecondition(conditions, object) ? 412 : 304, headers });
  if (range) {
    headers.set('Content-Range', `bytes ${range.offset}-${range.offset + range.length - 1}/${object.size}`);
    return new Response(object.body, { status: 206, headers });
  }
  return new Response(object.body, { headers });
}

/** Answers that are the file itself (whole, a range of it, or not modified): sharePublicly shares the whole one alone. */
const THE_FILE = new Set([200, 206, 304]);

/**
 * A media answer shared under its tag: a stored file for a day as immutable (its name is its content), a file not found,
 * or one sent while its form is made, briefly. A range of it or a 304 keeps that freshness in the asker's browser alone
 * (sharePublicly). Any other answer (a failed precondition or range, storage unavailable) is left to privateByDefault:
 * uncached. A /media/ file's whole body depends on its path alone, so it names no Vary; a sized picture's on Accept.
 */
function shared(response: Response, tag: string, { briefly = false } = {}): Response {
  if (!THE_FILE.has(response.status) && response.status !== 404) return response;
  const brief = briefly || response.status === 404;
  sharePublicly(response, { tags: [tag], maxAgeS: brief ? BRIEFLY_S : IMAGE_CACHE_MAX_AGE_S, immutable: !brief });
  return response;
}

export function mediaRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/i/:size/:file', async (c) => {
    const size = c.req.param('size');
    const [signature, ext, ...rest] = c.req.param('file').split('.');
    if (!isImageSize(size) || !SIGNATURE.test(signature ?? '') || !/^(jpg|png|gif|webp)$/.test(ext ?? '') || rest.length) {
      return c.text('Not found', 404);
    }
    // Only the canonical spelling is served: `/i/474x/%38…jpg` names the same picture, but a cache keyed
    // by what was sent would keep it apart from the copy the sweep purges (docs/security.md#deleted-means-deleted).
    const canonical = imageUrl(size, signature, ext);
    if (new URL(c.req.url).pathname !== canonical) return c.text('Not found', 404);
    const key = imageKey(size, signature, ext);
    const withForms = hasForms(size, ext);
    const form = withForms ? negotiatedForm(c.req.header('accept') ?? null) : null;
    const varied = (response: Response, briefly = false) => {
      if (withForms) response.headers.set('Vary', 'Accept');
      return shared(response, CACHE_TAGS.image(signature), { briefly });
    };
    const request = c.req.raw;
    const cacheKey = imageCacheKey(canonical, form ?? ext);
    const kept = cacheable(request) ? await fromEdgeCache(request, cacheKey) : null;
    if (kept) return varied(kept);
    let provisional = false;
    const response = await fromStorage(async () => {
      if (form) {
        const target = formKey(form, size, signature, ext);
        const made = await serveObject(c.env.MEDIA, target, request);
        if (made.status !== 404) return made;
        // Not made yet (an image older than the forms): made now. A person waits for it at most
        // FORM_WAIT_MS; past that they get the stored file, briefly cacheable, and the form is finished
        // in the background for the next request.
        const making = makeForm(c.env, key, target, form);
        const ready = await Promise.race([making, new Promise<'late'>((resolve) => setTimeout(resolve, FORM_WAIT_MS, 'late'))]);
        if (ready === true) return serveObject(c.env.MEDIA, target, request);
        if (ready === 'late') {
          c.executionCtx.waitUntil(making.catch(() => false));
          provisional = true;
        }
      }
      return serveObject(c.env.MEDIA, key, request);
    });
    if (provisional && response.ok) return varied(response, true);
    const answer = varied(response);
    return cacheable(request) ? keepInEdgeCache(c.executionCtx, cacheKey, answer) : answer;
  });
  app.get('/media/:file', async (c) => {
    const file = c.req.param('file');
    if (!MEDIA_FILE.test(file)) return c.text('Not found', 404);
    return shared(await fromStorage(() => serveObject(c.env.MEDIA, `media/${file}`, c.req.raw)), CACHE_TAGS.media(file));
  });
  return app;
}
