// Rate limits at the edge (issue 6): a middleware counting requests per client in a
// RateLimiter Durable Object bucket and answering 429 with Retry-After once a limit is reached.
// Used on link checks and clickthrough logs; the sign-in, sign-up and reset routes apply it too.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { fail, ResourceFailure } from '#worker/api/envelope.ts';

export interface RateLimitOptions {
  /** Bucket family, e.g. `signIn`; buckets of different names never share counts. */
  name: string;
  /** Requests allowed per window and client. */
  limit: number;
  windowSeconds: number;
  /** The client key; by default the signed-in user, else the connecting IP, else the visitor id. */
  key?: (c: Context<AppEnv>) => string;
  /** The body of a refusal (an HTML page for navigations); by default a failure envelope. */
  answer?: (retryAfterS: number) => string | Promise<string>;
}

/** The default client key: who is asking, as exactly as the request tells. */
export function clientKey(c: Context<AppEnv>): string {
  const viewer = c.get('viewer');
  if (viewer?.id) return `user:${viewer.id}`;
  const ip = c.req.header('cf-connecting-ip');
  if (ip) return `ip:${ip}`;
  return `anon:${viewer?.anonymousId ?? 'unknown'}`;
}

/** Middleware refusing a client's requests beyond `limit` per `windowSeconds` with 429 and Retry-After. */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const keyOf = options.key ?? clientKey;
  return async (c, next) => {
    const stub = c.env.RATE_LIMITER.getByName(`${options.name}:${keyOf(c)}`);
    const hit = await stub.hit(options.limit, options.windowSeconds * 1000);
    c.header('RateLimit-Limit', String(options.limit));
    c.header('RateLimit-Remaining', String(hit.remaining));
    if (!hit.allowed) {
      if (options.answer) {
        c.header('Retry-After', String(hit.retryAfterS));
        return c.html(await options.answer(hit.retryAfterS), 429);
      }
      return fail(c, new ResourceFailure(429, 'rate_limited', `Too many requests. Please try again in ${hit.retryAfterS} seconds.`, {
        'Retry-After': String(hit.retryAfterS),
      }));
    }
    await next();
  };
}
