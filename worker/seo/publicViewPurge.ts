// The Workers Cache purge of public view, coalesced (docs/operations.md#workers-cache): however many writes change what
// public pages show, by however many members, the worker sends at most one `public-view` purge per
// PUBLIC_VIEW_PURGE_EVERY_S, counted exactly for the whole worker in one RateLimiter object, so edits can neither spend
// the platform's purge allowance (5 a minute, a burst of 25) nor empty the shared cache more often than that. A write
// the window has already purged for is purged by the window's one trailing purge, sent when it ends by the window's
// first such write alone: every change is purged within PUBLIC_VIEW_PURGE_EVERY_S, and its every shared copy is at most
// 60 s old anyway (BOT_PAGE_TTL_S).
import type { Context } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { CACHE_TAGS, purgeSharedCache } from '#worker/lib/sharedCache.ts';
import type { PurgeSlot } from '#worker/objects/RateLimiter.ts';

/** At most one `public-view` purge is sent per this many seconds, worldwide: 4 a minute, under the platform's 5. */
export const PUBLIC_VIEW_PURGE_EVERY_S = 15;
/** The RateLimiter object holding the worker's `public-view` purge slot (one for the whole worker, not per member). */
export const PUBLIC_VIEW_PURGE_GATE = 'publicViewPurge:worker';

/** What this write does about its purge (RateLimiter.purgeSlot); the gate unreachable lets it go now (logged). */
async function purgeSlot(env: Env, windowEnd?: number): Promise<PurgeSlot> {
  try {
    return await env.RATE_LIMITER.getByName(PUBLIC_VIEW_PURGE_GATE).purgeSlot(PUBLIC_VIEW_PURGE_EVERY_S * 1000, windowEnd);
  } catch (error) {
    console.warn({ message: 'public view purge gate unavailable', error: String(error) });
    return { send: 'now' };
  }
}

/**
 * Purges Workers Cache's `public-view` for a write that has just changed what a public page shows: at once when the last
 * window is over; else the window's first such write sends the trailing purge in the background when the window ends
 * (unless another purge goes out first, after it), and the window's later writes leave it to that one.
 */
export async function purgePublicView(c: Context<AppEnv>): Promise<void> {
  const ctx = c.executionCtx;
  const slot = await purgeSlot(c.env);
  if (slot.send === 'now') return purgeSharedCache(ctx, [CACHE_TAGS.publicView]);
  if (slot.send === 'covered') return;
  const trailing = new Promise((resolve) => setTimeout(resolve, Math.min(slot.afterMs, PUBLIC_VIEW_PURGE_EVERY_S * 1000))).then(async () => {
    if ((await purgeSlot(c.env, slot.windowEnd)).send === 'now') purgeSharedCache(ctx, [CACHE_TAGS.publicView]);
  });
  ctx.waitUntil(trailing);
}
