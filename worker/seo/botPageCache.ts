// Edge cache of pages served to bots: a bot page is kept in the Cache API for a short
// TTL and served from there without touching D1. Its key is everything the page depends on for a
// bot — the public origin, the bot kind, phone or desktop, and the page (a pin page by its
// canonical id, whatever slug or query it was asked with); everything else a request carries
// (Referer, Accept-Language, cookies, country, forced groups) is normalised away for bots by the
// viewer middleware, so no request can put a page in the cache that another bot would not get.
// A cached page is served with a fresh CSP nonce each time, never the one it was rendered with.
// Writes that change a pin purge its entries here; writes that take content out of public view also
// move the generation every location reads (botPageGeneration.ts), and a page cached under an older
// generation is rendered again. The same purges drop the edge snapshots of shared data
// (worker/lib/edgeSnapshot.ts). Mounted first, so a hit skips the rest. A page its user agent alone decides is also shared
// through Workers Cache for BOT_PAGE_SHARED_S, filed under the tags the same purges name (worker/lib/sharedCache.ts).
import type { Context, MiddlewareHandler } from 'hono';
import { BOT_PAGE_TTL_S } from '#shared/constants.ts';
import { formatId, type PinId, parseId } from '#shared/ids.ts';
import { matchRoute, pinPath } from '#shared/routes.ts';
import type { BotKind } from '#shared/types.ts';
import type { AppEnv } from '#worker/env.ts';
import { dropSnapshots } from '#worker/lib/edgeSnapshot.ts';
import { publicOrigin } from '#worker/lib/publicOrigin.ts';
import { CACHE_TAGS, purgeSharedCache, sharePublicly } from '#worker/lib/sharedCache.ts';
import { decidedByUserAgent, detectBot } from '#worker/middleware/botDetection.ts';
import { isMobileRequest } from '#worker/middleware/deviceDetection.ts';
import { BOT_PAGE_GENERATION_TTL_S, botPageGeneration, retireBotPages } from './botPageGeneration.ts';

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
/** Where a cached page keeps the nonce it was rendered with (never sent to anyone). */
const NONCE_HEADER = 'X-Bot-Cache-Nonce';
/** Where a cached page keeps the generation it was rendered under (never sent to anyone). */
const GENERATION_HEADER = 'X-Bot-Cache-Generation';
const DEVICES = ['desktop', 'mobile'] as const;
/**
 * Seconds Workers Cache keeps a bot page: a purge refused (rate limited) still leaves no removed content on one past the
 * promise of docs/security.md#deleted-means-deleted (60 s, as the generation).
 */
const BOT_PAGE_SHARED_S = BOT_PAGE_GENERATION_TTL_S;
/** What a bot page depends on beyond its path: the bot kind and device, from these headers (deviceOf, detectBot). */
const BOT_PAGE_VARY = 'User-Agent, Sec-CH-UA-Mobile';
type Device = (typeof DEVICES)[number];

/** The cache key of a page for a bot kind and device; pin pages by their canonical path alone. */
export function botCacheKey(origin: string, url: URL, kind: BotKind, device: Device): string {
  const match = matchRoute(url.pathname);
  const page = match?.name === 'pin' ? pinPath(match.params.pinId) : `${url.pathname}${url.search}`;
  return `${origin}${CACHE_PREFIX}/${kind}/${device}${page}`;
}

/**
 * Drops the cached bot pages of a pin (every bot kind and device) after an edit that keeps it public, and this data
 * centre's snapshots of shared data kept once and of the pin (worker/lib/edgeSnapshot.ts); other pins' snapshots that
 * list it show the edit within their freshness.
 */
export async function purgeBotPin(c: Context<AppEnv>, pinId: PinId): Promise<void> {
  purgeSharedCache(c.executionCtx, [CACHE_TAGS.pin(pinId)]);
  await Promise.all([dropPinPages(publicOrigin(c), [pinId]), dropSnapshots([pinId])]);
}

/**
 * Pins a write took out of public view (deleted, moved to another board): their pages here, and every
 * cached page anywhere that may list them (the generation moves).
 */
export async function purgeBotPins(c: Context<AppEnv>, pinIds: Iterable<PinId>): Promise<void> {
  const ids = [...pinIds];
  await Promise.all([dropPinPages(publicOrigin(c), ids), retireBotPages(c, ids), dropSnapshots(ids)]);
}

/** Drops this data centre's cached pages of pins; callers cap the list (50). */
async function dropPinPages(origin: string, pinIds: Iterable<PinId>): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  const keys = [...pinIds].flatMap((id) =>
    (['search', 'social'] as const).flatMap((kind) => DEVICES.map((device) => `${origin}${CACHE_PREFIX}/${kind}/${device}${pinPath(formatId(id))}`)),
  );
  for (const key of keys) recent.delete(key);
  await Promise.all(keys.map((key) => cache.delete(key)));
}

/**
 * After a board's privacy change, rename or delete: its page and its newest pins' pages here at once, and
 * every other cached page anywhere that reads the board (the generation moves).
 */
export async function purgeBotBoard(c: Context<AppEnv>, boardUrl: string, pinIds: Iterable<PinId>): Promise<void> {
  const origin = publicOrigin(c);
  const cache = await caches.open(CACHE_NAME);
  const keys = (['search', 'social'] as const).flatMap((kind) => DEVICES.map((device) => `${origin}${CACHE_PREFIX}/${kind}/${device}${boardUrl}`));
  for (const key of keys) recent.delete(key);
  const ids = [...pinIds];
  await Promise.all([...keys.map((key) => cache.delete(key)), dropPinPages(origin, ids), retireBotPages(c, ids), dropSnapshots(ids)]);
}

/** A fresh CSP nonce: 128 random bits, base64 (what hono/secure-headers makes per request). */
function freshNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * A cached page ready to serve again: its body and CSP split where the nonce it was rendered with
 * stood, so each answer joins them with a fresh nonce instead of searching the page again.
 */
interface ServablePage {
  generation: string;
  status: number;
  headers: Array<[string, string]>;
  csp: string[] | null;
  body: string[];
  expires: number;
}

/**
 * Pages this isolate served lately (docs/performance.md): a hit answers from memory without the Cache API.
 * Kept briefly because a purge reaches only the isolate that makes it (the Cache API itself is
 * per data centre, so other places keep a purged page up to its TTL anyway).
 */
const recent = new Map<string, ServablePage>();
const RECENT_MS = 10_000;
const RECENT_PAGES = 64;

async function servable(hit: Response): Promise<ServablePage> {
  const headers = new Headers(hit.headers);
  const old = headers.get(NONCE_HEADER);
  const generation = headers.get(GENERATION_HEADER) ?? '';
  headers.delete(NONCE_HEADER);
  headers.delete(GENERATION_HEADER);
  headers.set('X-Bot-Cache', 'HIT');
  const text = await hit.text();
  const csp = old ? (headers.get('Content-Security-Policy')?.split(`'nonce-${old}'`) ?? null) : null;
  if (csp) headers.delete('Content-Security-Policy');
  return { generation, status: hit.status, headers: [...headers], csp, body: old ? text.split(`nonce="${old}"`) : [text], expires: Date.now() + RECENT_MS };
}

/** A cached page with a fresh nonce in the CSP header and every script. */
function serve(page: ServablePage): Response {
  const headers = new Headers(page.headers);
  const nonce = freshNonce();
  if (page.csp) headers.set('Content-Security-Policy', page.csp.join(`'nonce-${nonce}'`));
  return new Response(page.body.join(`nonce="${nonce}"`), { status: page.status, headers });
}

function remember(key: string, page: ServablePage): void {
  if (recent.size >= RECENT_PAGES) recent.delete(recent.keys().next().value as string);
  recent.set(key, page);
}

function deviceOf(c: Context<AppEnv>): Device {
  return isMobileRequest(c.req.header('user-agent'), c.req.header('sec-ch-ua-mobile')) ? 'mobile' : 'desktop';
}

/**
 * A bot page as Workers Cache may keep it: every bot page may list public content (`public-view`), a closeup is its pin's
 * too. Only when the user agent alone decides the page (decidedByUserAgent): otherwise it stays private.
 */
function shared(c: Context<AppEnv>, response: Response): Response {
  if (!decidedByUserAgent(c.req.header('user-agent'), c.req.raw.cf as Parameters<typeof detectBot>[1])) return response;
  const match = matchRoute(new URL(c.req.url).pathname);
  const pinId = match?.name === 'pin' ? parseId<'pin'>(match.params.pinId) : null;
  sharePublicly(response.headers, {
    tags: [CACHE_TAGS.publicView, ...(pinId === null ? [] : [CACHE_TAGS.pin(pinId)])],
    maxAgeS: BOT_PAGE_SHARED_S,
    noStaleOnError: true,
  });
  response.headers.set('Vary', BOT_PAGE_VARY);
  return response;
}

/** Serves and stores bot pages in the edge cache. */
export function botPageCache(options: BotPageCacheOptions = { ttlSeconds: BOT_PAGE_TTL_S }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' || SKIPPED_PREFIXES.some((p) => c.req.path.startsWith(p))) return next();
    const verdict = detectBot(c.req.header('user-agent'), c.req.raw.cf as Parameters<typeof detectBot>[1]);
    if (!verdict.isBot || !verdict.botKind) return next();
    const key = botCacheKey(publicOrigin(c), new URL(c.req.url), verdict.botKind, deviceOf(c));
    // Read before anything is rendered: a page rendered while a change lands is stored under the older one.
    const generation = await botPageGeneration(c.env.BOT_PAGES);
    const known = recent.get(key);
    if (known && known.expires > Date.now() && known.generation === generation) return shared(c, serve(known));
    const cache = await caches.open(CACHE_NAME);
    const hit = await cache.match(key);
    if (hit) {
      const page = await servable(hit);
      if (page.generation === generation) {
        remember(key, page);
        return shared(c, serve(page));
      }
    }
    await next();
    const res = c.res;
    if (!CACHED_STATUSES.has(res.status) || !res.headers.get('content-type')?.startsWith('text/html') || res.headers.has('set-cookie')) return;
    const body = await res.text();
    // Hono merges the old response's headers into a replacement, so they are changed in place.
    res.headers.set('Cache-Control', `public, max-age=${options.ttlSeconds}`);
    res.headers.set('Vary', 'User-Agent');
    const stored = new Headers(res.headers);
    const nonce = c.get('secureHeadersNonce');
    if (nonce) stored.set(NONCE_HEADER, nonce);
    stored.set(GENERATION_HEADER, generation);
    await cache.put(key, new Response(body, { status: res.status, headers: stored }));
    res.headers.set('X-Bot-Cache', 'MISS');
    shared(c, res);
    c.res = new Response(body, { status: res.status, headers: res.headers });
  };
}
