// CSRF protection: every state-changing request (any method but GET, HEAD and OPTIONS, whatever
// its content type, JSON included) must come from this site, by Origin or Sec-Fetch-Site. "This
// site" is the configured public origin (worker/lib/publicOrigin.ts), never the Host header.
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '#worker/api/errors.ts';
import type { AppEnv } from '#worker/env.ts';
import { publicOrigin } from '#worker/lib/publicOrigin.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a state-changing request comes from our own origin (`origin`, the configured public one). */
export function isSameOriginRequest(request: Request, origin: string): boolean {
  const sent = request.headers.get('origin');
  if (sent !== null) return sent === origin;
  const site = request.headers.get('sec-fetch-site');
  return site === 'same-origin';
}

/** Refuses cross-site state changes with 403 before any handler runs. */
export function csrf(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || isSameOriginRequest(c.req.raw, publicOrigin(c))) return next();
    throw new ApiError('csrf', 'This request did not come from this site, so it was refused.');
  };
}
