// Rate limits at the edge: requests counted per bucket of RATE_LIMITS (shared/constants.ts), refused
// with 429 and Retry-After once its limit is reached. Each bucket is counted where RATE_LIMITS says
// (docs/security.md#rate-limits-exact-and-per-location): in the RateLimiter Durable Object (exact across
// locations), or with `edge` by its Rate Limiting binding (per data centre, no storage round trip).
// Every request is counted against its network address (IPv6 by /64, ./clientAddress.ts) and, when
// signed in, against the member too, so neither rotating addresses nor sharing one stops the
// limit; a signed-out caller of a `perPerson` bucket (rows a visitor adds, accounts made; for accounts, anyone) also against
// its person group (an IPv6 /48), so neither rotating /64s nor dropping the cookie multiplies it; credential checks are also counted against the account they name (`spendAccountLimit`,
// and for sign-in `spendSignInLimits`: per account and address, and per account only slowing). A bucket with `perDay` also
// spends its daily bound, exact in the RateLimiter object, a member by the account alone (`spendDay`).
// The resource router spends a verb's buckets from its contract; other routes use the middleware.
import type { Context, MiddlewareHandler } from 'hono';
import type { RateLimitName } from '#shared/api/define.ts';
import { RATE_LIMITS, type RateLimitRule } from '#shared/constants.ts';
import { ApiError, unavailable } from '#worker/api/errors.ts';
import type { AppEnv } from '#worker/env.ts';
import type { RateLimitHit } from '#worker/objects/RateLimiter.ts';
import { addressKey, personKey } from './clientAddress.ts';

export interface RateLimitOptions {
  /** The bucket family; buckets of different names never share counts. */
  name: RateLimitName;
  /** The body of a refusal (an HTML page for navigations); by default a failure envelope. */
  answer?: (retryAfterS: number) => string | Promise<string>;
}

/**
 * Who is asking: the network address (the platform's CF-Connecting-IP; only without one, as in
 * local tests, the anonymous cookie) and the signed-in member, each a bucket of its own; with
 * `perPerson` (RATE_LIMITS), a signed-out caller's person group too (an IPv6 /48; an IPv4 address is its own); with
 * `asVisitor`, a member is counted as a signed-out caller (accounts made: each sign-up signs in as the account it made).
 */
export function clientKeys(c: Context<AppEnv>, perPerson = false, asVisitor = false): string[] {
  const viewer = c.get('viewer');
  const ip = c.req.header('cf-connecting-ip');
  const address = addressKey(ip);
  const keys = [address ? `ip:${address}` : `anon:${viewer?.anonymousId ?? 'unknown'}`];
  if (viewer?.id && !asVisitor) keys.push(`user:${viewer.id}`);
  else if (perPerson) {
    const person = personKey(ip);
    if (person && person !== address) keys.push(`person:${person}`);
  }
  return keys;
}

/** Whether a bucket counts a signed-out caller per person group too (RATE_LIMITS `perPerson`). */
function countsPerson(name: RateLimitName): boolean {
  const rule: RateLimitRule = RATE_LIMITS[name];
  return rule.perPerson === true;
}

/** Whether a bucket counts a member as a signed-out caller (RATE_LIMITS `asVisitor`). */
function countsAsVisitor(name: RateLimitName): boolean {
  const rule: RateLimitRule = RATE_LIMITS[name];
  return rule.asVisitor === true;
}

/** Whether a bucket counts a member by the account alone (RATE_LIMITS `memberByAccount`). */
function byAccount(name: RateLimitName): boolean {
  const rule: RateLimitRule = RATE_LIMITS[name];
  return rule.memberByAccount === true;
}

/** The keys buckets spent together count this caller under: a member of only `memberByAccount` buckets by the account alone. */
function keysFor(c: Context<AppEnv>, names: readonly RateLimitName[]): string[] {
  const member = c.get('viewer')?.id;
  if (member && names.every(byAccount)) return [`user:${member}`];
  return clientKeys(c, names.some(countsPerson), names.some(countsAsVisitor));
}

/** The keys a bucket counts this caller under. */
const bucketKeys = (c: Context<AppEnv>, name: RateLimitName): string[] => keysFor(c, [name]);

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

/** The buckets counted by a Rate Limiting binding (RATE_LIMITS entries with `edge`). */
export type EdgeBucket = { [N in RateLimitName]: (typeof RATE_LIMITS)[N] extends { edge: string } ? N : never }[RateLimitName];
/** The buckets counted in the RateLimiter Durable Object. */
type StoredBucket = Exclude<RateLimitName, EdgeBucket>;

const isEdge = (name: RateLimitName): name is EdgeBucket => {
  const rule: RateLimitRule = RATE_LIMITS[name];
  return rule.edge !== undefined;
};

/**
 * Counts one request in each of the client's keys with the bucket's Rate Limiting binding. The binding
 * tells no count nor when its window ends: a refusal asks to wait the whole window (an upper bound),
 * and success sets no RateLimit-Remaining. A binding that throws lets the request through (edge
 * buckets never guard credentials), logged.
 */
async function hitEdge(c: Context<AppEnv>, name: EdgeBucket, keys: readonly string[]): Promise<RateLimitHit> {
  const { limit, windowSeconds, edge } = RATE_LIMITS[name];
  const limiter = c.env[edge];
  const outcomes = await reachLimiter([name], () => Promise.all(keys.map((key) => limiter.limit({ key }))));
  c.header('RateLimit-Limit', String(limit));
  if (!outcomes || outcomes.every((o) => o.success)) return { allowed: true, remaining: limit, retryAfterS: 0 };
  c.header('RateLimit-Remaining', '0');
  return { allowed: false, remaining: 0, retryAfterS: windowSeconds };
}

/** Counts `cost` requests in each bucket `name:key` of the RateLimiter object; answers the most restrictive result. */
async function hitStored(c: Context<AppEnv>, name: StoredBucket, keys: readonly string[], cost = 1): Promise<RateLimitHit> {
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

/** Counts one request of the client's keys in the bucket, wherever RATE_LIMITS says it is counted. */
const hit = (c: Context<AppEnv>, name: RateLimitName, keys: readonly string[]): Promise<RateLimitHit> =>
  isEdge(name) ? hitEdge(c, name, keys) : hitStored(c, name, keys);

const DAY_MS = 86_400_000;

/**
 * Spends one of the bucket's daily bound (RATE_LIMITS `perDay`), if it has one, or throws the 429 refusal: counted exactly in
 * the RateLimiter object `{name}:day:{key}` whatever counts the bucket's window, a member by the account alone (members behind
 * one address are not one person), a signed-out caller per client and person group. Fails open like the window.
 */
async function spendDay(c: Context<AppEnv>, name: RateLimitName): Promise<void> {
  const rule: RateLimitRule = RATE_LIMITS[name];
  if (rule.perDay === undefined) return;
  const perDay = rule.perDay;
  const member = c.get('viewer')?.id;
  const keys = member ? [`user:${member}`] : clientKeys(c, true);
  const results = await reachLimiter([name], () =>
    Promise.all(keys.map((key) => c.env.RATE_LIMITER.getByName(`${name}:day:${key}`).hit(perDay, DAY_MS, Date.now(), 1))),
  );
  const refused = results?.filter((r) => !r.allowed) ?? [];
  if (refused.length) throw refusal({ allowed: false, remaining: 0, retryAfterS: Math.max(...refused.map((r) => r.retryAfterS)) });
}

/** Spends a request of the bucket's window and then of its daily bound; the answer of the window. */
async function hitWithDay(c: Context<AppEnv>, name: RateLimitName): Promise<RateLimitHit> {
  const result = await hit(c, name, bucketKeys(c, name));
  if (result.allowed) await spendDay(c, name);
  return result;
}

function refusal(result: RateLimitHit): ApiError {
  return new ApiError('rate_limited', `Too many requests. Please try again in ${result.retryAfterS} seconds.`, {
    'Retry-After': String(result.retryAfterS),
  });
}

/** Whether a bucket counts this caller at all: a `signedOutOnly` bucket (RATE_LIMITS) never counts a member. */
function counts(c: Context<AppEnv>, name: RateLimitName): boolean {
  const rule: RateLimitRule = RATE_LIMITS[name];
  return !(rule.signedOutOnly && c.get('viewer')?.id);
}

/** Spends one request of the client's buckets, or throws the 429 refusal. */
export async function spendRateLimit(c: Context<AppEnv>, name: RateLimitName): Promise<void> {
  if (!counts(c, name)) return;
  const result = await hitWithDay(c, name);
  if (!result.allowed) throw refusal(result);
}

/**
 * Spends several buckets of the client in turn, the first refused stopping there (as consecutive
 * spendRateLimit calls would), and throws its 429 refusal. Edge buckets (one request each) are spent
 * first; the stored ones then in one call per client key (docs/performance.md): they live together in
 * the object `{group}:{key}`, each counted against its own window, at its cost (events, for the event volume).
 */
export async function spendRateLimits(
  c: Context<AppEnv>,
  group: string,
  spends: ReadonlyArray<readonly [EdgeBucket, 1] | readonly [StoredBucket, number]>,
): Promise<void> {
  const stored: Array<readonly [StoredBucket, number]> = [];
  for (const spend of spends) {
    const [name] = spend;
    if (!counts(c, name)) continue;
    if (isEdge(name)) await spendRateLimit(c, name);
    else stored.push([name, spend[1]]);
  }
  if (!stored.length) return;
  const buckets = stored.map(([name, cost]) => ({ limit: RATE_LIMITS[name].limit, windowMs: RATE_LIMITS[name].windowSeconds * 1000, cost }));
  const now = Date.now();
  const keys = keysFor(
    c,
    stored.map(([name]) => name),
  );
  const perKey = await reachLimiter(
    stored.map(([name]) => name),
    () => Promise.all(keys.map((key) => c.env.RATE_LIMITER.getByName(`${group}:${key}`).hitEach(buckets, now))),
  );
  if (!perKey) return;
  for (const [i, [name]] of stored.entries()) {
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
  for (const [name] of stored) await spendDay(c, name);
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

/** What a sign-up past its person's accounts is told: when it may make another, and the way in it still has. */
const ACCOUNTS_MADE = (retryAfterS: number) =>
  `Too many accounts have been made from this network in the last 30 days. Try again in ${Math.ceil(retryAfterS / 86_400)} days, or log in to an account you already have.`;

/**
 * Spends one of the accounts a person may make (`accountsMade`: per client and person group, signed in or not, so neither
 * rotating /64s nor the session of the account made last multiplies it), or throws the 429 refusal saying why.
 */
export async function spendAccountMade(c: Context<AppEnv>): Promise<void> {
  const result = await hit(c, 'accountsMade', bucketKeys(c, 'accountsMade'));
  if (!result.allowed) throw new ApiError('rate_limited', ACCOUNTS_MADE(result.retryAfterS), { 'Retry-After': String(result.retryAfterS) });
}

/** What a sign-in past its account's limit is told: the two ways its owner still gets in. */
const LOCKED_OUT = (retryAfterS: number) =>
  `Too many attempts to log in to this account. Try again in ${Math.ceil(retryAfterS / 60)} minutes, log in on a device you have used before, or reset your password by email.`;

/**
 * Spends the sign-in buckets of an account (its id, or the login as typed when no account has it,
 * so every spelling of one account is one bucket), or throws the 429 refusal
 * (docs/security.md#classes-of-attack-and-where-they-are-stopped). From a known device of the account (`device`, its signed
 * cookie) that device's bucket counts, then signInKnownDevices for all the account's devices together (only a browser that
 * signed in with the password holds one, so guessers cannot spend it, and the account's sessions stay bounded); from
 * anywhere else signInAccountClient per address and signInAccount from all addresses together, each counted atomically in its object, so guesses are
 * bounded per account per window however many addresses send them, in parallel or not.
 */
export async function spendSignInLimits(c: Context<AppEnv>, account: string, device: string | null): Promise<void> {
  if (device) {
    const fromDevice = await hit(c, 'signInDevice', [`account:${account}:device:${device}`]);
    if (!fromDevice.allowed) throw refusal(fromDevice);
    const fromDevices = await hit(c, 'signInKnownDevices', [`account:${account}`]);
    if (!fromDevices.allowed) throw refusal(fromDevices);
    return;
  }
  const fromClient = await hit(c, 'signInAccountClient', [`account:${account}:${clientKeys(c)[0]}`]);
  if (!fromClient.allowed) throw refusal(fromClient);
  const fromAll = await hit(c, 'signInAccount', [`account:${account}`]);
  if (!fromAll.allowed) {
    throw new ApiError('rate_limited', LOCKED_OUT(fromAll.retryAfterS), { 'Retry-After': String(fromAll.retryAfterS) });
  }
}

/** A route's rate-limit middleware, marked with the bucket it spends (tests/worker/stateChangeRoutes.test.ts reads the mark). */
type RateLimitMiddleware = MiddlewareHandler<AppEnv> & { readonly bucket: RateLimitName };

/** Middleware refusing a client's requests beyond the bucket's limit with 429 and Retry-After. */
export function rateLimit(options: RateLimitOptions): RateLimitMiddleware {
  const limit: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!options.answer || !counts(c, options.name)) {
      await spendRateLimit(c, options.name);
      return next();
    }
    const result = await hitWithDay(c, options.name);
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterS));
      return c.html(await options.answer(result.retryAfterS), 429);
    }
    await next();
  };
  return Object.assign(limit, { bucket: options.name });
}
