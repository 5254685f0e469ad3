// One structured log line per request (docs/operations.md), for Workers Logs and `npm run tail`: the route
// pattern, status, duration, bot or person, bot-page cache hit or miss, country and a request id.
// Never the url, the viewer, an IP address or a user agent: the fields say what the site is doing,
// not who is using it. Mounted first, so it times and sees every answer, cached ones included.
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { routePattern } from '#shared/routes.ts';
import type { BotKind } from '#shared/types.ts';
import type { AppEnv } from '#worker/env.ts';
import { detectBot } from './botDetection.ts';

/** The line written for each request; every field is safe to keep and to query. */
export interface RequestLogLine {
  message: 'request';
  request_id: string;
  method: string;
  /** The route pattern that answered (`/pin/:pinId`, `/resource/PinResource/get/`), never the path. */
  route: string;
  status: number;
  /** Milliseconds until the response started (a streamed page goes on streaming after). */
  duration_ms: number;
  visitor: 'bot' | 'person';
  bot_kind: BotKind | null;
  /** The bot-page edge cache (worker/seo/botPageCache.ts): `none` when it was not consulted. */
  cache: 'hit' | 'miss' | 'none';
  /** Two-letter country from request.cf, null when unknown (local development). */
  country: string | null;
}

export interface RequestLogOptions {
  /** Where each line goes (by default `writeLine`). */
  write: (line: RequestLogLine) => void;
}

/**
 * Writes a line to the console as one preformatted JSON string. Workers Logs extracts the fields of
 * a JSON line as it does those of a logged object, and `wrangler tail --format json` carries it as
 * is; a string costs next to nothing to log, where an object is inspected and previewed for every
 * console listener (under `wrangler dev` that was several milliseconds of CPU per request, docs/performance.md).
 */
export const writeLine = (line: RequestLogLine): void => console.info(JSON.stringify(line));

/** Cloudflare's ray id (`8c3f9a1b2c3d4e5f-AMS`), set by the edge on every request it forwards. */
const RAY = /^[0-9a-f]{16}(-[A-Z]{3})?$/;
const COUNTRY = /^[A-Z][A-Z0-9]$/;
const RESOURCE = /^\/resource\/([A-Z][A-Za-z0-9]{0,63}Resource)\/(get|create|update|delete)\/?$/;

/** The request's id: the ray id on Cloudflare, so a line can be found in its dashboards too; else random. */
function newRequestId(c: Context<AppEnv>): string {
  const ray = c.req.header('cf-ray') ?? '';
  return RAY.test(ray) ? ray : crypto.randomUUID().replaceAll('-', '').slice(0, 16);
}

/**
 * The route pattern of the handler that answered, for logs: a registered pattern where one answered,
 * a resource by its name and verb, a page by its catalogue pattern, else `unmatched`.
 */
export function routeOf(c: Context<AppEnv>): string {
  const resource = RESOURCE.exec(c.req.path);
  if (resource) return `/resource/${resource[1]}/${resource[2]}/`;
  if (c.req.path.startsWith('/resource/')) return '/resource/unknown';
  const answered = routePath(c);
  if (answered && !answered.endsWith('*')) return answered;
  return routePattern(c.req.path);
}

/** Logs every request once, after its answer is known. */
export function requestLog(options: RequestLogOptions = { write: writeLine }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = Date.now();
    c.set('requestId', newRequestId(c));
    await next();
    const cf = c.req.raw.cf as ({ country?: unknown } & Parameters<typeof detectBot>[1]) | undefined;
    const bot = detectBot(c.req.header('user-agent'), cf);
    const cache = c.res.headers.get('X-Bot-Cache');
    options.write({
      message: 'request',
      request_id: c.var.requestId,
      method: c.req.method,
      route: routeOf(c),
      status: c.res.status,
      duration_ms: Date.now() - started,
      visitor: bot.isBot ? 'bot' : 'person',
      bot_kind: bot.botKind,
      cache: cache === 'HIT' ? 'hit' : cache === 'MISS' ? 'miss' : 'none',
      country: typeof cf?.country === 'string' && COUNTRY.test(cf.country) ? cf.country : null,
    });
  };
}
