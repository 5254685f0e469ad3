// Which cached bot pages may still be served (docs/security.md#deleted-means-deleted). A bot page reads boards'
// privacy, pins' existence and texts and their pinners' names in many places at once: a board's page with any query, its
// sections, its pins old and new, the owner's profile, topic and search grids. Purging each by key cannot reach them all,
// so every write that changes what a public page shows (publicViewChanged, botPageCache.ts) moves one generation in KV, and
// a cached page rendered under an older generation is not served: it is rendered again. KV carries the move to every
// location within BOT_PAGE_GENERATION_TTL_S (no cached page is older than that anyway, BOT_PAGE_TTL_S); the data centre
// that made the change also drops the keys it knows at once. Workers Cache's shared copies of those pages are purged
// beside it, coalesced (publicViewPurge.ts).
import type { Context } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { isBookmark, PRIMARY, unknownShape } from '#worker/middleware/d1Session.ts';

const KEY = 'bot-pages:generation';
/** How long a location may read an old generation (KV's edge cache of a hot key): the bound on staleness. */
export const BOT_PAGE_GENERATION_TTL_S = 60;
/** KV takes one write per second per key: a move refused for that is made again this much later. */
const RETRY_MS = 1100;

/** Where a generation names the D1 bookmark of the write that moved it. */
const BOOKMARK_MARK = '@';

/**
 * Whether reads that reached `reached` (readsReached) see every write the generation was moved for, so what they read
 * may be kept under it (a bot page, an edge snapshot): a generation that names no bookmark asks nothing; a read through
 * the primary has seen it all; otherwise the session's bookmark must be at least the generation's (D1 bookmarks sort
 * oldest to newest). A read from a replica still behind the write that removed a pin may still hold the pin, and a page or
 * snapshot made from it would serve the pin again under the generation meant to retire it.
 */
export function seenBy(generation: string, reached: string | null): boolean {
  // Naming something D1's bookmarks never look like: no read can be shown to have reached it, so nothing is kept.
  if (generation.includes(BOOKMARK_MARK) && bookmarkOf(generation) === null) return false;
  const bookmark = bookmarkOf(generation);
  // No bookmark: nothing was read from D1 (a page made from snapshots, each kept under this rule, or from nothing).
  if (bookmark === null || reached === PRIMARY || reached === null) return true;
  return reached >= bookmark;
}

/**
 * The D1 bookmark a generation names (the write that moved it), or null (none, or not a bookmark): what rows kept under
 * it are read from (readingFrom, worker/middleware/d1Session.ts), so no replica behind that write answers them.
 */
export function bookmarkOf(generation: string): string | null {
  const at = generation.indexOf(BOOKMARK_MARK);
  const bookmark = at < 0 ? null : generation.slice(at + 1);
  return isBookmark(bookmark) ? bookmark : null;
}

/** The current generation ('0' before the first change). */
export async function botPageGeneration(kv: KVNamespace): Promise<string> {
  try {
    return (await kv.get(KEY, { cacheTtl: BOT_PAGE_GENERATION_TTL_S })) ?? '0';
  } catch {
    // KV unreachable: a generation no cached page has, so nothing stale is served.
    return 'unknown';
  }
}

/** A new generation, naming `bookmark`. */
const generationNaming = (bookmark: string) => `${Date.now()}-${crypto.randomUUID().slice(0, 8)}${BOOKMARK_MARK}${bookmark}`;

/** What a generation names when D1 could not tell the primary's bookmark: no bookmark, so nothing is kept under it (seenBy). */
const UNTOLD = 'untold';

/**
 * This isolate's moves, numbered as they begin, and the latest begun of those whose write has landed. A move begun later
 * read D1's bookmark later, so its generation covers every earlier move's removal; each write is a fresh move, naming
 * the primary's bookmark when it began (`untold` when D1 cannot say).
 */
let begun = 0;
let landed = 0;

/**
 * How many times a move KV refuses (one write per second per key), or one whose write may have gone under a later one,
 * is made again: RETRY_MS apart, plus up to RETRY_JITTER_MS so that moves refused together do not come back together.
 * At most about 9 s (waitUntil allows 30).
 */
const RETRIES = 6;
const RETRY_JITTER_MS = 400;

/**
 * Moves the generation: every cached bot page rendered before now is retired. Its first attempt (one KV write) is
 * awaited, so the writer's next bot request already sees it; a move KV refuses, or one whose write landed after a later
 * move's, is made again in the background until a move begun after it has landed.
 */
export async function retireBotPages(c: Context<AppEnv>): Promise<void> {
  const kv = c.env.BOT_PAGES;
  // The D1 bookmark the write reached goes with the generation (seenBy): a read that has not reached it, from a replica
  // still behind the write, may hold what it removed, and nothing read there is kept under the new generation. Not told,
  // or told something of another shape: named as it is, so that nothing is kept under it rather than everything.
  const move = async (): Promise<number> => {
    const number = ++begun;
    const read = await primaryBookmark(c.env.DB);
    if (read !== null && !isBookmark(read)) unknownShape(read);
    await kv.put(KEY, generationNaming(read ?? UNTOLD));
    return number;
  };
  // One move: whether its write is the latest landed (false: a move begun after it landed first, and this one's older
  // bookmark may have gone last).
  const attempt = async (): Promise<boolean> => {
    const number = await move();
    if (landed > number) return false;
    landed = number;
    return true;
  };
  let failure: unknown = null;
  try {
    if (await attempt()) return;
  } catch (error) {
    failure = error;
  }
  // Made again in the background: a move begun after now cannot have landed before whatever this one wrote (or KV
  // stored of a write that failed, once it answered), so once one has, this removal is covered (it read D1 after it)
  // and nothing is left to write. At most RETRIES moves more, a little over a second apart.
  let since = begun;
  c.executionCtx.waitUntil(
    (async () => {
      for (let tries = 1; tries <= RETRIES; tries++) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS + Math.random() * RETRY_JITTER_MS));
        if (landed > since) return;
        try {
          if (await attempt()) return;
          failure = null;
        } catch (error) {
          failure = error;
        }
        since = begun;
      }
      if (landed > since) return;
      console.error({ message: 'public-view generation not moved', failure: String(failure ?? 'a later move kept landing first') });
    })(),
  );
}

/**
 * The primary's bookmark now, from a reply of a session of its own (after the write, which the primary has): never a
 * bookmark the client carried in its cookie, which the request's session would report if it sorted highest (a forged
 * one would keep every page and snapshot from being kept). Null when D1 cannot say (the generation then keeps nothing).
 */
async function primaryBookmark(db: D1Database): Promise<string | null> {
  try {
    const session = db.withSession('first-primary');
    await session.prepare('SELECT 1').first();
    return session.getBookmark();
  } catch (error) {
    console.warn({ message: 'primary bookmark not told', error: String(error) });
    return null;
  }
}
