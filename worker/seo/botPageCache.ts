// Edge cache of pages served to bots: a bot page is kept in the Cache API for a short
// TTL and served from there without touching D1. Its key is everything the page depends on for a
// bot — the public origin, the bot kind, phone or desktop, and the page (a pin page by its
// canonical id, whatever slug or query it was asked with). A bot's page is rendered from its request without the Cookie
// header (withoutRequesterInput), and everything else a request carries (Referer, Accept-Language, country, forced groups)
// is normalised away for bots by the viewer middleware, so no request can put a page in the cache that another bot would
// not get. A cached page is served with a fresh CSP nonce each time, never the one it was rendered with.
// Every copy, here and in Workers Cache, is at most BOT_PAGE_TTL_S (60 s) old: a hit carries its age into the shared
// max-age, so any change reaches every bot within 60 s anywhere. Writes that change what a public page shows retire the
// public-view generation every location reads (botPageGeneration.ts: a page cached under an older generation is rendered
// again) and purge Workers Cache's `public-view`, coalesced to one purge per window (publicViewPurge.ts). The
// same writes drop the edge snapshots of shared data (worker/lib/edgeSnapshot.ts). Mounted first, so a hit skips the rest.
import type { Context, MiddlewareHandler } from 'hono';
import { BOT_PAGE_TTL_S, BOT_PURGE_BOARD_PINS } from '#shared/constants.ts';
import { type BoardId, formatId, type PinId, parseId } from '#shared/ids.ts';
import { matchRoute, pinPath } from '#shared/routes.ts';
import type { BoardPrivacy, BotKind } from '#shared/types.ts';
import type { AppEnv } from '#worker/env.ts';
import { dropSnapshots, oldestDataOf } from '#worker/lib/edgeSnapshot.ts';
import { publicOrigin } from '#worker/lib/publicOrigin.ts';
import { CACHE_TAGS, sharePublicly } from '#worker/lib/sharedCache.ts';
import { decidedByUserAgent, detectBot } from '#worker/middleware/botDetection.ts';
import { readsReached } from '#worker/middleware/d1Session.ts';
import { isMobileRequest } from '#worker/middleware/deviceDetection.ts';
import { bookmarkOf, botPageGeneration, retireBotPages, seenBy } from './botPageGeneration.ts';
import { purgePublicView } from './publicViewPurge.ts';

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
/** Where a cached page keeps when it was rendered, in ms since the epoch (never sent to anyone): its age. */
const RENDERED_HEADER = 'X-Bot-Cache-Rendered';
const DEVICES = ['desktop', 'mobile'] as const;
/** What a bot page depends on beyond its path: the bot kind and device, from these headers (deviceOf, detectBot). */
const BOT_PAGE_VARY = 'User-Agent, Sec-CH-UA-Mobile';
type Device = (typeof DEVICES)[number];

/** The cache key of a page for a bot kind and device; pin pages by their canonical path alone. */
export function botCacheKey(origin: string, url: URL, kind: BotKind, device: Device): string {
  const match = matchRoute(url.pathname);
  const page = match?.name === 'pin' ? pinPath(match.params.pinId) : `${url.pathname}${url.search}`;
  return `${origin}${CACHE_PREFIX}/${kind}/${device}${page}`;
}

/** What a write changed that public pages show: pins (edited, moved, deleted) and a page by its path. */
export interface PublicViewChange {
  /** Pins whose closeups changed or left public view; this data centre drops the newest BOT_PURGE_BOARD_PINS at once. */
  pins?: Iterable<PinId>;
  /**
   * The boards the write took pins from, or put new pins on, that the pins' rows no longer name: a deleted pin's board, a
   * moved pin's old board, a copy's target. With the boards the named pins are on after the write, they decide whether
   * the change is public (showsPublicly).
   */
  boards?: Iterable<BoardId | null>;
  /** The path of a page that changed, this data centre's copies dropped at once: a board's, a profile's. */
  page?: string;
  /**
   * The privacy of the board the write changed, before and after it: a write on a board that was and stays secret
   * changes no public page (showsPublicly). Absent: what it changed is public (a profile, a public pin).
   */
  boardPrivacy?: [before: BoardPrivacy, after: BoardPrivacy];
  /** False when the write changed nothing at all (no field differed from what was stored): no public page changed. */
  changed?: boolean;
}

/**
 * Whether a write changed what a signed-out visitor (and so a crawler) can see: the one rule publicViewChanged follows.
 * A write that changed nothing, or whose board was and stays secret, is not; nor one that named only pins (and the boards
 * they left) when every such board is secret, read here from the boards themselves, not trusted from the caller. A page,
 * a pin with no board or a board no longer there counts as public.
 */
async function showsPublicly(db: D1Database, change: PublicViewChange): Promise<boolean> {
  if (change.changed === false) return false;
  if (change.boardPrivacy) return change.boardPrivacy.some((privacy) => privacy !== 'secret');
  if (change.page !== undefined || change.pins === undefined) return true;
  const row = await db
    .prepare(
      `WITH touched(board_id) AS (
         SELECT board_id FROM pins WHERE id IN (SELECT value FROM json_each(?1))
         UNION ALL SELECT value FROM json_each(?2))
       SELECT COUNT(*) AS boards, SUM(CASE WHEN b.privacy = 'secret' THEN 1 ELSE 0 END) AS secret
         FROM touched t LEFT JOIN boards b ON b.id = t.board_id`,
    )
    .bind(JSON.stringify([...change.pins]), JSON.stringify([...(change.boards ?? [])]))
    .first<{ boards: number; secret: number | null }>();
  return !row || row.boards === 0 || (row.secret ?? 0) < row.boards;
}

/**
 * The one door of every write that changes what a public page shows (docs/security.md#deleted-means-deleted): a pin's
 * text, a save moved or removed, a board's name, description, cover or privacy, a section, a profile, a comment; a write
 * that touched only boards which were and stay secret, or that changed nothing, does nothing here (showsPublicly). Moves the
 * public-view generation (every location renders its bot pages and snapshots again within KV's 60 s, and every copy is at
 * most 60 s old anyway) and purges Workers Cache's `public-view`, at most once per PUBLIC_VIEW_PURGE_EVERY_S for the whole
 * worker (publicViewPurge.ts); this data centre drops the pages and snapshots it can name at once.
 */
export async function publicViewChanged(c: Context<AppEnv>, change: PublicViewChange = {}): Promise<void> {
  // A write nothing public shows (a secret board's fields, a no-op update) moves no generation and purges nothing.
  const named = change.pins === undefined ? undefined : [...change.pins];
  if (!(await showsPublicly(c.env.DB, { ...change, pins: named }))) return;
  const origin = publicOrigin(c);
  const pins = (named ?? []).slice(-BOT_PURGE_BOARD_PINS);
  const pageKeysOf = change.page === undefined ? [] : pageKeys(origin, change.page);
  await Promise.all([
    dropPages([...pageKeysOf, ...pins.flatMap((id) => pageKeys(origin, pinPath(formatId(id))))]),
    retireBotPages(c),
    purgePublicView(c),
    dropSnapshots(pins),
  ]);
}

/** Every key a page has in this data centre's cache (each bot kind and device). */
function pageKeys(origin: string, page: string): string[] {
  return (['search', 'social'] as const).flatMap((kind) => DEVICES.map((device) => `${origin}${CACHE_PREFIX}/${kind}/${device}${page}`));
}

/** Drops pages from this isolate and this data centre's cache; the callers' lists are capped (BOT_PURGE_BOARD_PINS). */
async function dropPages(keys: string[]): Promise<void> {
  if (!keys.length) return;
  const cache = await caches.open(CACHE_NAME);
  for (const key of keys) recent.delete(key);
  await Promise.all(keys.map((key) => cache.delete(key)));
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
  /** When it was rendered (ms): it is served until BOT_PAGE_TTL_S after, never later, and shared for what is left. */
  rendered: number;
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
  const rendered = Number(headers.get(RENDERED_HEADER)) || 0;
  headers.delete(NONCE_HEADER);
  headers.delete(GENERATION_HEADER);
  headers.delete(RENDERED_HEADER);
  headers.set('X-Bot-Cache', 'HIT');
  const text = await hit.text();
  const csp = old ? (headers.get('Content-Security-Policy')?.split(`'nonce-${old}'`) ?? null) : null;
  if (csp) headers.delete('Content-Security-Policy');
  return {
    generation,
    status: hit.status,
    headers: [...headers],
    csp,
    body: old ? text.split(`nonce="${old}"`) : [text],
    rendered,
    expires: Date.now() + RECENT_MS,
  };
}

/** Whole seconds a page rendered at `rendered` may still be served (0: render it again). */
function secondsLeft(rendered: number): number {
  return Math.max(0, BOT_PAGE_TTL_S - Math.floor((Date.now() - rendered) / 1000));
}

/** Whether a cached page may be served: rendered under the current generation, less than BOT_PAGE_TTL_S ago. */
function current(page: ServablePage, generation: string): boolean {
  return page.generation === generation && secondsLeft(page.rendered) > 0;
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
 * too, for what is left of its BOT_PAGE_TTL_S since it was rendered (a copy served from here carries its age, so no copy
 * anywhere is older than that). Only when the user agent alone decides the page (decidedByUserAgent): otherwise it stays
 * private.
 */
function shared(c: Context<AppEnv>, response: Response, rendered: number): Response {
  if (!decidedByUserAgent(c.req.header('user-agent'), c.req.raw.cf as Parameters<typeof detectBot>[1])) return response;
  const match = matchRoute(new URL(c.req.url).pathname);
  const pinId = match?.name === 'pin' ? parseId<'pin'>(match.params.pinId) : null;
  sharePublicly(response, {
    tags: [CACHE_TAGS.publicView, ...(pinId === null ? [] : [CACHE_TAGS.pin(pinId)])],
    maxAgeS: secondsLeft(rendered),
    noStaleOnError: true,
  });
  response.headers.set('Vary', BOT_PAGE_VARY);
  return response;
}

/**
 * A crawler's page depends on nothing but its path, query and what BOT_PAGE_VARY names: the request it is rendered from
 * carries no Cookie, so no cookie a bot sends (a dismissed screen, a session, a flash, the next one anyone adds) can
 * change a page then kept for every bot.
 */
function withoutRequesterInput(c: Context<AppEnv>): void {
  const raw = c.req.raw;
  if (!raw.headers.has('cookie')) return;
  const headers = new Headers(raw.headers);
  headers.delete('cookie');
  c.req.raw = new Request(raw, { headers, cf: raw.cf });
}

/** Serves and stores bot pages in the edge cache. */
export function botPageCache(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' || SKIPPED_PREFIXES.some((p) => c.req.path.startsWith(p))) return next();
    const verdict = detectBot(c.req.header('user-agent'), c.req.raw.cf as Parameters<typeof detectBot>[1]);
    if (!verdict.isBot || !verdict.botKind) return next();
    withoutRequesterInput(c);
    const key = botCacheKey(publicOrigin(c), new URL(c.req.url), verdict.botKind, deviceOf(c));
    // Read before anything is rendered: a page rendered while a change lands is stored under the older one.
    const generation = await botPageGeneration(c.env.BOT_PAGES);
    // KV could not tell the generation: no cached page is known to be current, and none is kept under no generation.
    if (generation === 'unknown') return next();
    // Rendered to be kept: its reads come from at least the bookmark of the removal that moved the generation, so no
    // replica still behind it answers them (worker/middleware/d1Session.ts).
    const from = bookmarkOf(generation);
    if (from !== null) c.set('readFrom', from);
    const known = recent.get(key);
    if (known && known.expires > Date.now() && current(known, generation)) return shared(c, serve(known), known.rendered);
    const cache = await caches.open(CACHE_NAME);
    const hit = await cache.match(key);
    if (hit) {
      const page = await servable(hit);
      if (current(page, generation)) {
        remember(key, page);
        return shared(c, serve(page), page.rendered);
      }
    }
    // A page is as old as the oldest data it was made from: an edge snapshot may already be up to 60 s old.
    const { taken: rendered, generations } = await oldestDataOf(next);
    const res = c.res;
    if (!CACHED_STATUSES.has(res.status) || !res.headers.get('content-type')?.startsWith('text/html') || res.headers.has('set-cookie')) return;
    // Made from a snapshot kept under another generation (KV answered the snapshot's read of it apart): not this one's page.
    if ([...generations].some((kept) => kept !== generation)) return;
    // Its reads did not reach the write that moved the generation (a bookmark D1 could not start from): it may show what
    // that write removed.
    if (!seenBy(generation, readsReached(c.env.DB))) return;
    const body = await res.text();
    // Hono merges the old response's headers into a replacement, so they are changed in place.
    res.headers.set('Cache-Control', `public, max-age=${BOT_PAGE_TTL_S}`);
    res.headers.set('Vary', 'User-Agent');
    const stored = new Headers(res.headers);
    const nonce = c.get('secureHeadersNonce');
    if (nonce) stored.set(NONCE_HEADER, nonce);
    stored.set(GENERATION_HEADER, generation);
    stored.set(RENDERED_HEADER, String(rendered));
    await cache.put(key, new Response(body, { status: res.status, headers: stored }));
    res.headers.set('X-Bot-Cache', 'MISS');
    shared(c, res, rendered);
    c.res = new Response(body, { status: res.status, headers: res.headers });
  };
}
