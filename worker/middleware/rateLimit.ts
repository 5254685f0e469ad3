// Rate limits at the edge: requests per client counted in a RateLimiter Durable Object bucket,
// refused with 429 and Retry-After once a bucket's limit (shared/constants.ts RATE_LIMITS) is
// reached. The resource router spends a verb's bucket from its contract; routes use the middleware.
import type { Context, MiddlewareHandler } from 'hono';
import type { RateLimitName } from '#shared/api/define.ts';
import { RATE_LIMITS } from '#shared/constants.ts';
import { ApiError } from '#worker/api/errors.ts';
import type { AppEnv } from '#worker/env.ts';

export interface RateLimitOptions {
  /** The bucket family; buckets of different names never share counts. */
  name: RateLimitName;
  /** The body of a refusal (an HTML page for navigations); by default a failure envelope. */
  answer?: (retryAfterS: number) => string | Promise<string>;
}

/** The client key: who is asking, as exactly as the request tells. */
function clientKey(c: Context<AppEnv>): string {
  const viewer = c.get('viewer');
  if (viewer?.id) return `user:${viewer.id}`;
  const ip = c.req.header('cf-connecting-ip');
  if (ip) return `ip:${ip}`;
  return `anon:${viewer?.anonymousId ?? 'unknown'}`;
}

/** Counts one request in the client's bucket; sets the RateLimit headers. */
async function hit(c: Context<AppEnv>, name: RateLimitName) {
  const { limit, windowSeconds } = RATE_LIMITS[name];
  const result = await c.env.RATE_LIMITER.getByName(`${name}:${clientKey(c)}`).hit(limit, windowSeconds * 1000);
  c.header('RateLimit-Limit', String(limit));
  c.header('RateLimit-Remaining', String(result.remaining));
  return result;
}

/** Spends one request of the bucket, or throws the 429 refusal. */
export async function spendRateLimit(c: Context<AppEnv>, name: RateLimitName): Promise<void> {
  const result = await hit(c, name);
  if (!result.allowed) {
    throw new ApiError('rate_limited', `Too many requests. Please try again in ${result.retryAfterS} seconds.`, {
      'Retry-After': String(result.retryAfterS),
    });
  }
}

/** Middleware refusing a client's requests beyond the bucket's limit with 429 and Retry-After. */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!options.answer) {
      await spendRateLimit(c, options.name);
      return next();
    }
    const result = await hit(c, options.name);
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterS));
      return c.html(await options.answer(result.retryAfterS), 429);
    }
    await next();
  };
}
