// Edge cache of pages served to bots (issue 4): a bot page is kept in the Cache API for a short
// TTL, keyed by the bot kind and the page (a pin page by its canonical id, whatever slug or query
// it was asked with), and served from there without touching D1. Writes that change a pin purge
// its entries. Mounted first, so a cached page keeps the security headers (and CSP nonce) it was
// rendered with.
import type { MiddlewareHandler } from 'hono';
import { BOT_PAGE_TTL_S } from '#shared/constants.ts';
import { matchRoute, pinPath } from '#shared/routes.ts';
import type { BotKind } from '#shared/types.ts';
import type { AppEnv } from '#worker/env.ts';
import { detectBot } from '#worker/middleware/botDetection.ts';

export interface BotPageCacheOptions {
  /** Seconds a bot page stays cached. */
  ttlSeconds: number;
}

/** Statuses worth caching for bots: pages, gone pins and unknown pages. */
const CACHED_STATUSES = new Set([200, 404, 410]);
const SKIPPED_PREFIXES = ['/resource/', '/v3/', '/i/', '/media/', '/offsite', '/assets/'];
const CACHE_PREFIX = '/__bot-cache';
/** The named Cache API cache holding bot pages. */
const CACHE_NAME = 'bot-pages';

/** The cache key of a page for a bot kind; pin pages by their canonical path alone. */
export function botCacheKey(url: URL, kind: BotKind): string {
  const match = matchRoute(url.pathname);
  const page = match?.name === 'pin' ? pinPath(match.params.pinId) : `${url.pathname}${url.search}`;
  return `${url.origin}${CACHE_PREFIX}/${kind}${page}`;
}

/** Drops the cached bot pages of a pin (every bot kind). */
export async function purgeBotPin(origin: string, pinId: string): Promise<void> {
  await purgeBotPins(origin, [pinId]);
}

/** Drops the cached bot pages of pins a write changed (moved, deleted); callers cap the list (50). */
export async function purgeBotPins(origin: string, pinIds: Iterable<string | number>): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  const keys = [...pinIds].flatMap((id) => (['search', 'social'] as const).map((kind) => `${origin}${CACHE_PREFIX}/${kind}${pinPath(String(id))}`));
  await Promise.all(keys.map((key) => cache.delete(key)));
}

/** Serves and stores bot pages in the edge cache. */
export function botPageCache(options: BotPageCacheOptions = { ttlSeconds: BOT_PAGE_TTL_S }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' || SKIPPED_PREFIXES.some((p) => c.req.path.startsWith(p))) return next();
    const verdict = detectBot(c.req.header('user-agent'), c.req.raw.cf as Parameters<typeof detectBot>[1]);
    if (!verdict.isBot || !verdict.botKind) return next();
    const key = botCacheKey(new URL(c.req.url), verdict.botKind);
    const cache = await caches.open(CACHE_NAME);
    const hit = await cache.match(key);
    if (hit) {
      const response = new Response(hit.body, hit);
      response.headers.set('X-Bot-Cache', 'HIT');
      return response;
    }
    await next();
    const res = c.res;
    if (!CACHED_STATUSES.has(res.status) || !res.headers.get('content-type')?.startsWith('text/html') || res.headers.has('set-cookie')) return;
    const body = await res.text();
    // Hono merges the old response's headers into a replacement, so they are changed in place.
    res.headers.set('Cache-Control', `public, max-age=${options.ttlSeconds}`);
    res.headers.set('Vary', 'User-Agent');
    await cache.put(key, new Response(body, { status: res.status, headers: res.headers }));
    res.headers.set('X-Bot-Cache', 'MISS');
    c.res = new Response(body, { status: res.status, headers: res.headers });
  };
}
