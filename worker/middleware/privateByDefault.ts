// Nothing per person reaches the shared cache (docs/performance.md#workers-cache). Workers Cache keys a response by its
// path and query alone (not its host, cookies or user agent) and keeps even a response without Cache-Control (RFC 9111's
// heuristic, 2 hours for a 200), so every answer leaves here either shared on purpose (sharePublicly, with its tags) by a
// response that sets no cookie, varies on none and was not made for a signed-in member, or `private, no-store`.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { CACHE_TAG_HEADER } from '#worker/lib/sharedCache.ts';

const PRIVATE = 'private, no-store';

/** Whether a response may be kept for everyone: marked shared, and made for no one in particular. */
function shareable(headers: Headers, signedIn: boolean): boolean {
  if (!headers.has(CACHE_TAG_HEADER) || signedIn || headers.has('set-cookie')) return false;
  const vary = (headers.get('vary') ?? '').toLowerCase();
  return !/(^|,)\s*(cookie|\*)\s*(,|$)/.test(vary);
}

/** Mounted outside every route, so it sees every answer (a bot page cache hit and an error page too). */
export function privateByDefault(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    let res = c.res;
    if (shareable(res.headers, c.get('viewer')?.isAuth === true)) return;
    try {
      res.headers.delete(CACHE_TAG_HEADER);
    } catch {
      // Headers that cannot change (a response read from a cache or fetched): a copy replaces it, set alone (Hono's setter
      // would merge the old headers back into a replacement).
      res = new Response(res.body, res);
      res.headers.delete(CACHE_TAG_HEADER);
      c.res = undefined;
      c.res = res;
    }
    const control = res.headers.get('cache-control') ?? '';
    if (!/\b(no-store|private)\b/.test(control)) res.headers.set('Cache-Control', PRIVATE);
  };
}
