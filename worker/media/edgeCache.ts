// The Cache API layer in front of the image routes (docs/performance.md): an image answer is kept in
// the data centre's cache (caches.default) under its canonical path and the format it was negotiated to, so a
// picture many people see is read from R2 once per data centre, not once per view. Image keys are
// immutable (a new picture gets a new signature), so a kept answer never goes stale; the image sweep drops a
// deleted picture's kept answers (imageSweep.ts) under the same keys (docs/security.md#deleted-means-deleted).

/** The data centre's default cache (the DOM types this project compiles with do not name it). */
const defaultCache = (): Cache => (caches as CacheStorage & { default: Cache }).default;

/**
 * The origin every cache key is written under, whatever host, port or scheme the site is served on: the one
 * put, match and the sweep's purge all use, so a purge never misses a copy kept under another origin.
 */
const CACHE_KEY_ORIGIN = 'https://media-cache.pinboard.invalid';

/**
 * The one cache key of a picture's canonical path (`imageUrl`: `/i/{size}/{signature}.{ext}`, never a
 * request's own spelling) in one negotiated format; the request's host, query and headers are left out.
 */
export function imageCacheKey(canonicalPath: string, format: string): Request {
  const key = new URL(CACHE_KEY_ORIGIN);
  key.pathname = new URL(canonicalPath, CACHE_KEY_ORIGIN).pathname;
  key.searchParams.set('format', format);
  return new Request(key.toString(), { method: 'GET' });
}

/**
 * Whether a request can be answered from, or stored in, the cache: whole GETs. A byte range, and a
 * precondition that can fail (If-Match, If-Unmodified-Since: 412), go to R2, which answers them strictly.
 */
export const cacheable = (request: Request): boolean =>
  request.method === 'GET' && !request.headers.has('range') && !request.headers.has('if-match') && !request.headers.has('if-unmodified-since');

/**
 * A kept answer for the request, as the request asks it: 304 when its If-None-Match names the kept
 * ETag. Null on a miss, or when the cache itself fails (then R2 answers).
 */
export async function fromEdgeCache(request: Request, key: Request): Promise<Response | null> {
  const kept = await defaultCache()
    .match(key)
    .catch(() => undefined);
  if (!kept) return null;
  const etag = kept.headers.get('etag');
  const asked = request.headers.get('if-none-match');
  if (etag && asked?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    await kept.body?.cancel();
    return new Response(null, { status: 304, headers: kept.headers });
  }
  return new Response(kept.body, kept);
}

/** Keeps a whole 200 answer (in the background); returns the answer to send. */
export function keepInEdgeCache(ctx: { waitUntil(promise: Promise<unknown>): void }, key: Request, response: Response): Response {
  if (response.status !== 200 || !response.body) return response;
  const [forCache, forClient] = response.body.tee();
  ctx.waitUntil(
    defaultCache()
      .put(key, new Response(forCache, response))
      .catch(() => undefined),
  );
  return new Response(forClient, response);
}
