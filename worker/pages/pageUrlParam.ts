// The query string of the page being loaded: the request's own for a document, or the one of the
// `path` PageResource was asked for (client navigation), so loaders that read ?q= (search) agree
// on both.
import type { Context } from 'hono';
import type { AppEnv } from '#worker/env.ts';

/** A query parameter of the page url, or undefined (the ones each page reads are listed in shared/pageQuery.ts). */
export function pageUrlParam(c: Context<AppEnv>, name: string): string | undefined {
  if (!c.req.path.startsWith('/resource/PageResource/')) return c.req.query(name);
  try {
    const options = (JSON.parse(c.req.query('data') ?? '{}') as { options?: { path?: unknown } }).options;
    if (typeof options?.path !== 'string') return undefined;
    return new URL(`https://site.invalid${options.path}`).searchParams.get(name) ?? undefined;
  } catch {
    return undefined;
  }
}
