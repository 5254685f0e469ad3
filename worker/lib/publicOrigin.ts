// The site's public origin comes from configuration, never from the request: the Host header is
// the client's to choose, so CSRF origin checks and every link we put in pages, sitemaps, logs and
// mails are built from the PUBLIC_ORIGIN variable. Local development may leave it unset and use
// the request's own origin; anywhere else an unset or malformed value is a configuration error.
import type { Context } from 'hono';
import type { AppEnv } from '#worker/env.ts';

/** What the rule reads from the environment (PUBLIC_ORIGIN is optional in wrangler's generated Env). */
export interface OriginEnv {
  ENVIRONMENT: string;
  PUBLIC_ORIGIN?: string;
}

const parsed = new Map<string, string | null>();

/** `https://pinboard.example` for a configured value that is exactly an http(s) origin, else null. */
function originOf(value: string): string | null {
  let origin = parsed.get(value);
  if (origin === undefined) {
    try {
      const url = new URL(value);
      origin = (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '') ? url.origin : null;
    } catch {
      origin = null;
    }
    parsed.set(value, origin);
  }
  return origin;
}

/**
 * The public origin for a request: PUBLIC_ORIGIN when set; in development without it, the origin
 * the request was made to. Throws (a 500 that is logged) when production has none configured.
 * @example configuredOrigin({ ENVIRONMENT: 'production', PUBLIC_ORIGIN: 'https://pinboard.example' }, 'https://evil.example/x') === 'https://pinboard.example'
 */
export function configuredOrigin(env: OriginEnv, requestUrl: string): string {
  const configured = env.PUBLIC_ORIGIN;
  if (configured) {
    const origin = originOf(configured);
    if (!origin) throw new Error(`PUBLIC_ORIGIN ${JSON.stringify(configured)} is not an http(s) origin such as https://pinboard.example`);
    return origin;
  }
  if (env.ENVIRONMENT === 'development') return new URL(requestUrl).origin;
  throw new Error('PUBLIC_ORIGIN is not set: configure the public origin (e.g. https://pinboard.example) as a variable of this environment');
}

/** The public origin of the site for this request's handlers (see `configuredOrigin`). */
export function publicOrigin(c: Context<AppEnv>): string {
  return configuredOrigin(c.env, c.req.url);
}

/** The host name of the public origin (our own wrappers are recognised by it). */
export function publicHost(c: Context<AppEnv>): string {
  return new URL(publicOrigin(c)).hostname;
}
