// Workers Cache (wrangler.toml `[cache] enabled`, docs/performance.md#workers-cache): the one place that names the cache
// tags, marks a response as shared by every visitor (its Cache-Control and Cache-Tag) and purges by tag. A hit never runs
// the worker, so whatever is marked here must be the same for everyone who asks its path; privateByDefault
// (worker/middleware/privateByDefault.ts) keeps everything else out of the shared cache.
import type { PinId } from '#shared/ids.ts';

/** The response header Workers Cache files a response under (stripped before it reaches the visitor). */
export const CACHE_TAG_HEADER = 'Cache-Tag';

/** Every tag a shared response carries; case-insensitive, printable ASCII, no spaces. */
export const CACHE_TAGS = {
  /** Every page that may list public content (every bot page, the sitemaps): purged whenever content leaves public view. */
  publicView: 'public-view',
  /** What is the same for everyone and changes only with a deploy (robots.txt, the web app manifest). */
  site: 'site',
  /** A pin's own bot pages (its closeup, by any spelling of its path). */
  pin: (id: PinId) => `pin:${id}`,
  /** A picture's every size and form (`/i/{size}/{signature}.{ext}`), by its signature. */
  image: (signature: string) => `image:${signature}`,
  /** A GIF or video under /media/, by its file name. */
  media: (file: string) => `media:${file}`,
} as const;

interface SharedPolicy {
  /** What a purge names to drop the response everywhere. */
  tags: readonly string[];
  /** Seconds the shared copy (and the browser's) is fresh. */
  maxAgeS: number;
  /** Content that never changes at its address (a picture's signature names its bytes). */
  immutable?: boolean;
  /** Never serve a stale copy when the worker fails: what it showed may have left public view since. */
  noStaleOnError?: boolean;
}

/**
 * Answers that are not a whole body for everyone who asks the path: a part of it (206, for one Range) or none (304, for one
 * validator). A cache keying by path alone would hand either to the next visitor, so they stay the asker's own.
 */
const NOT_WHOLE = new Set([206, 304]);

/**
 * Marks a response shared: `public` for its freshness, filed under its tags. Only a whole answer is shared (a 200, or a
 * 404 or 410 page): a 206 or 304 keeps the same freshness for the asker's browser alone (`private`), with no tag.
 */
export function sharePublicly(response: Response, policy: SharedPolicy): void {
  const whole = !NOT_WHOLE.has(response.status);
  const directives = [whole ? 'public' : 'private', `max-age=${policy.maxAgeS}`];
  if (policy.immutable) directives.push('immutable');
  if (policy.noStaleOnError) directives.push('stale-if-error=0');
  response.headers.set('Cache-Control', directives.join(', '));
  if (whole) response.headers.set(CACHE_TAG_HEADER, [...new Set(policy.tags)].join(','));
  // A part served from a kept whole copy (the Cache API answers a Range itself) brings the copy's tag along.
  else response.headers.delete(CACHE_TAG_HEADER);
}

/** What a purge needs: the invocation's context (its `cache` exists only on Cloudflare, never in local workerd). */
export interface PurgeContext {
  readonly cache?: CacheContext;
  waitUntil(promise: Promise<unknown>): void;
}

/**
 * The purges the worker would have sent where it has no `ctx.cache` (local workerd has no form of Workers Cache): the
 * newest last, at most UNSENT_KEPT. Outside Cloudflare there is no shared cache to purge, so nothing else is done with them;
 * the tests read what the worker asked for here.
 */
export const unsentPurges: string[][] = [];
const UNSENT_KEPT = 100;

/**
 * Purges every shared copy filed under any of the tags, in every data centre (Instant Purge), in one request: Workers Cache
 * allows an account 5 purge requests a minute (a burst of 25), so each write asks once at most, and public view's purges are
 * coalesced to one per window (worker/seo/publicViewPurge.ts). The request goes on after the
 * answer; a refusal (rate limited) is logged, and the copies then last their max-age.
 */
export function purgeSharedCache(ctx: PurgeContext, tags: Iterable<string>): void {
  const unique = [...new Set(tags)];
  if (!unique.length) return;
  const cache = ctx.cache;
  if (!cache) {
    unsentPurges.push(unique);
    if (unsentPurges.length > UNSENT_KEPT) unsentPurges.shift();
    return;
  }
  const purge = cache.purge({ tags: unique }).then(
    (result) => {
      if (!result.success) console.warn({ message: 'cache purge refused', tags: unique.length, errors: result.errors.map((e) => e.code) });
    },
    (error: unknown) => console.warn({ message: 'cache purge failed', tags: unique.length, error: String(error) }),
  );
  ctx.waitUntil(purge);
}
