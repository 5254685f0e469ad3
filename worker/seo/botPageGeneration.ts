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

const KEY = 'bot-pages:generation';
/** How long a location may read an old generation (KV's edge cache of a hot key): the bound on staleness. */
export const BOT_PAGE_GENERATION_TTL_S = 60;
/** KV takes one write per second per key: a move refused for that is made again this much later. */
const RETRY_MS = 1100;

/** The current generation ('0' before the first change). */
export async function botPageGeneration(kv: KVNamespace): Promise<string> {
  try {
    return (await kv.get(KEY, { cacheTtl: BOT_PAGE_GENERATION_TTL_S })) ?? '0';
  } catch {
    // KV unreachable: a generation no cached page has, so nothing stale is served.
    return 'unknown';
  }
}

/**
 * Moves the generation: every cached bot page rendered before now is retired. Awaited, so the writer's next
 * bot request already sees it; a write KV refuses (one per second per key) is made again in the background.
 */
export async function retireBotPages(c: Context<AppEnv>): Promise<void> {
  const put = () => c.env.BOT_PAGES.put(KEY, `${Date.now()}-${crypto.randomUUID().slice(0, 8)}`);
  try {
    await put();
  } catch {
    const again = new Promise((resolve) => setTimeout(resolve, RETRY_MS)).then(put);
    c.executionCtx.waitUntil(again.catch((error: unknown) => console.error(JSON.stringify({ event: 'bot_page_generation', failure: String(error) }))));
  }
}
