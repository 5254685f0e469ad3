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
 * This isolate's moves in the order they began, and the latest begun of those whose write has landed. A move that began
 * later read D1's bookmark later, so its generation covers every earlier move's removal: when an earlier move's slower
 * write lands after it, the later generation is written again (whatever it names, `untold` included), and again while
 * a still later one lands meanwhile.
 */
let begun = 0;
let landed: { move: number; generation: string } | null = null;

/** A move's write that landed: its number (`begun`) and the generation it wrote. */
interface Landing {
  move: number;
  generation: string;
}

/**
 * How many times a move KV refuses (one write per second per key) is made again, each reading D1 anew; and, once its
 * own write has landed, how many times more a later move's generation is written again after it. RETRY_MS apart, plus
 * up to RETRY_JITTER_MS so that moves refused together do not come back together. At most about 16 s (waitUntil: 30).
 */
const RETRIES = 4;
const SETTLE_RETRIES = 8;
const RETRY_JITTER_MS = 400;

/**
 * Moves the generation: every cached bot page rendered before now is retired. Its first attempt is awaited, so the
 * writer's next bot request already sees it; what KV refuses is made again in the background.
 */
export async function retireBotPages(c: Context<AppEnv>): Promise<void> {
  const kv = c.env.BOT_PAGES;
  // This request's move once its own write has landed, and the number of its first attempt: every move begun after
  // that read D1 after this request's write, so its landing covers this removal too.
  let mine: Landing | null = null;
  let first = 0;
  const covered = () => mine === null && first > 0 && landed !== null && landed.move > first;
  // The D1 bookmark the write reached goes with the generation (seenBy): a read that has not reached it, from a replica
  // still behind the write, may hold what it removed, and nothing read there is kept under the new generation. Read anew
  // at each attempt, so a move made again later names a later bookmark. Not told, or told something of another shape:
  // named as it is, so that nothing is kept under it rather than everything.
  const attempt = async () => {
    if (mine === null) {
      const move = ++begun;
      if (first === 0) first = move;
      const read = await primaryBookmark(c.env.DB);
      if (read !== null && !isBookmark(read)) unknownShape(read);
      const generation = generationNaming(read ?? UNTOLD);
      await kv.put(KEY, generation);
      mine = { move, generation };
    }
    // A move begun later landed first: its generation goes last, until none later has landed meanwhile.
    let last: Landing = mine;
    while (landed !== null && landed.move > last.move) {
      last = landed;
      await kv.put(KEY, last.generation);
    }
    landed = last;
  };
  try {
    await attempt();
  } catch {
    c.executionCtx.waitUntil(
      (async () => {
        let tries = 0;
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS + Math.random() * RETRY_JITTER_MS));
          // A move begun after this one's first attempt has landed (and settled): nothing is left to write.
          if (covered()) return;
          try {
            return await attempt();
          } catch (error) {
            tries += 1;
            if (tries < (mine === null ? RETRIES : RETRIES + SETTLE_RETRIES)) continue;
            if (covered()) return;
            console.error({ event: 'bot_page_generation', failure: String(error) });
            return;
          }
        }
      })(),
    );
  }
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
