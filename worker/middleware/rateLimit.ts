// Rate limits at the edge: requests counted in RateLimiter Durable Object buckets, refused with
// 429 and Retry-After once a bucket's limit (shared/constants.ts RATE_LIMITS) is reached. Every
// request is counted against its network address (IPv6 by /64, ./clientAddress.ts) and, when
// signed in, against the member too, so neither rotating addresses nor sharing one stops the
// limit; credential checks are also counted against the account they name (`spendAccountLimit`,
// and for sign-in `spendSignInLimits`: per account and address, and per account only slowing).
// The resource router spends a verb's buckets from its contract; other routes use the middleware.
import type { Context, MiddlewareHandler } from 'hono';
import type { RateLimitName } from '#shared/api/define.ts';
import { RATE_LIMITS, type RateLimitRule, SIGN_IN_SLOWDOWN_MS } from '#shared/constants.ts';
import { ApiError, unavailable } from '#worker/api/errors.ts';
import type { AppEnv } from '#worker/env.ts';
import type { RateLimitHit } from '#worker/objects/RateLimiter.ts';
import { addressKey } from './clientAddress.ts';

export interface RateLimitOptions {
  /** The bucket family; buckets of different names never share counts. */
  name: RateLimitName;
  /** The body of a refusal (an HTML page for navigations); by default a failure envelope. */
  answer?: (retryAfterS: number) => string | Promise<string>;
}

/**
 * Who is asking: the network address (the platform's CF-Connecting-IP; only without one, as in
 * local tests, the anonymous cookie) and the signed-in member, each a bucket of its own.
 */
export function clientKeys(c: Context<AppEnv>): string[] {
  const viewer = c.get('viewer');
  const address = addressKey(c.req.header('cf-connecting-ip'));
  const keys = [address ? `ip:${address}` : `anon:${viewer?.anonymousId ?? 'unknown'}`];
  if (viewer?.id) keys.push(`user:${viewer.id}`);
  return keys;
}

/**
 * Whether a bucket fails closed when the limiter cannot be reached (503 unavailable, try again shortly):
 * the buckets guarding credentials, marked `failClosed` in RATE_LIMITS. Every other bucket fails open: a
 * person keeps browsing and saving while the limiter is down (logged).
 */
function failsClosed(name: RateLimitName): boolean {
  const rule: RateLimitRule = RATE_LIMITS[name];
  return rule.failClosed === true;
}

/** The limiter's answers, or when it fails: a refusal for credential buckets, else null (allowed). */
async function reachLimiter<T>(names: readonly RateLimitName[], ask: () => Promise<T>): Promise<T | null> {
  try {
    return await ask();
  } catch (error) {
    const closed = names.some(failsClosed);
    console.warn({ message: 'rate limiter unavailable', buckets: names, fails: closed ? 'closed' : 'open', error: String(error) });
    if (closed) throw unavailable();
    return null;
  }
}

/** Counts one request in each bucket `name:key`; answers the most restrictive result. */
async function hit(c: Context<AppEnv>, name: RateLimitName, keys: readonly string[], cost = 1): Promise<RateLimitHit> {
  const { limit, windowSeconds } = RATE_LIMITS[name];
  const results = await reachLimiter([name], () =>
    Promise.all(keys.map((key) => c.env.RATE_LIMITER.getByName(`${name}:${key}`).hit(limit, windowSeconds * 1000, Date.now(), cost))),
  );
  if (!results) return { allowed: true, remaining: limit, retryAfterS: 0 };
  const refused = results.filter((r) => !r.allowed);
  const result: RateLimitHit = refused.length
    ? { allowed: false, remaining: 0, retryAfterS: Math.max(...refused.map((r) => r.retryAfterS)) }
    : { allowed: true, remaining: Math.min(...results.map((r) => r.remaining)), retryAfterS: Math.max(...results.map((r) => r.retryAfterS)) };
  c.header('RateLimit-Limit', String(limit));
  c.header('RateLimit-Remaining', String(result.remaining));
  return result;
}

function refusal(result: RateLimitHit): ApiError {
  return new ApiError('rate_limited', `Too many requests. Please try again in ${result.retryAfterS} seconds.`, {
    'Retry-After': String(result.retryAfterS),
  });
}

/** Spends `cost` requests (events, for the event volume) of the client's buckets, or throws the 429 refusal. */
export async function spendRateLimit(c: Context<AppEnv>, name: RateLimitName, cost = 1): Promise<void> {
  const result = await hit(c, name, clientKeys(c), cost);
  if (!result.allowed) throw refusal(result);
}

/**
 * Spends several buckets of the client in one call per client key (docs/performance.md): the buckets live
 * together in the object `{group}:{key}`, each counted in turn, the first refused stopping there
 * (as consecutive spendRateLimit calls would). Throws the 429 refusal of the first refused bucket.
 */
export async function spendRateLimits(c: Context<AppEnv>, group: string, spends: ReadonlyArray<readonly [RateLimitName, number]>): Promise<void> {
  const buckets = spends.map(([name, cost]) => ({ limit: RATE_LIMITS[name].limit, windowMs: RATE_LIMITS[name].windowSeconds * 1000, cost }));
  const now = Date.now();
  const perKey = await reachLimiter(
    spends.map(([name]) => name),
    () => Promise.all(clientKeys(c).map((key) => c.env.RATE_LIMITER.getByName(`${group}:${key}`).hitEach(buckets, now))),
  );
  if (!perKey) return;
  for (const [i, [name]] of spends.entries()) {
    const results = perKey.map((r) => r[i]).filter((r): r is RateLimitHit => r !== undefined);
    const refused = results.filter((r) => !r.allowed);
    c.header('RateLimit-Limit', String(RATE_LIMITS[name].limit));
    if (refused.length) {
      c.header('RateLimit-Remaining', '0');
      throw refusal({ allowed: false, remaining: 0, retryAfterS: Math.max(...refused.map((r) => r.retryAfterS)) });
    }
    if (results.length < perKey.length) break;
    c.header('RateLimit-Remaining', String(Math.min(...results.map((r) => r.remaining))));
  }
}

/**
 * Spends one request of the bucket of the account a credential check names (the login typed at
 * sign-in, the email a reset link is asked for), or throws the 429 refusal. Attempts from any
 * number of addresses add up here. The account is compared case-insensitively.
 */
export async function spendAccountLimit(c: Context<AppEnv>, name: RateLimitName, account: string): Promise<void> {
  const result = await hit(c, name, [`account:${account.trim().toLowerCase()}`]);
  if (!result.allowed) throw refusal(result);
}

/**
 * Spends the sign-in buckets of an account (its id, or the login as typed when no account has it,
 * so every spelling of one account is one bucket): refused with 429 beyond signInAccountClient from
 * this client address; beyond signInAccount from all addresses together only slowed, never refused,
 * so guessers cannot lock the owner out (docs/rules/closeup-and-visitors.md#roles-spec-002-6 sign-in).
 */
export async function spendSignInLimits(c: Context<AppEnv>, account: string): Promise<void> {
  const client = clientKeys(c)[0];
  const fromClient = await hit(c, 'signInAccountClient', [`account:${account}:${client}`]);
  if (!fromClient.allowed) throw refusal(fromClient);
  const fromAll = await hit(c, 'signInAccount', [`account:${account}`]);
  if (!fromAll.allowed) await scheduler.wait(SIGN_IN_SLOWDOWN_MS);
}

/** Middleware refusing a client's requests beyond the bucket's limit with 429 and Retry-After. */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!options.answer) {
      await spendRateLimit(c, options.name);
      return next();
    }
    const result = await hit(c, options.name, clientKeys(c));
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterS));
      return c.html(await options.answer(result.retryAfterS), 429);
    }
    await next();
  };
}
