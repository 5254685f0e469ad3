// Global reads (docs/performance.md): every request reads and writes D1 through one Sessions API session
// (env.DB.withSession), so reads can be served by the read replica nearest the visitor while each
// session stays sequentially consistent. The rest of the worker keeps using c.env.DB as before:
// for the rest of the request it IS the session.
//
// - A request carrying the bookmark cookie starts its session at that bookmark: a replica serves
//   it only once it has caught up with it, so a person always reads their own writes.
// - Otherwise reads start 'first-unconstrained' (any replica), and a state change (any method but
//   GET and HEAD) starts 'first-primary' (its reads see the latest data before it writes).
// - Rows kept for others (a crawler's page, an edge snapshot, a sitemap) are read from at least the bookmark of the
//   last removal from public view (readingFrom, docs/decisions/028-shared-rows-read-from-the-removal.md): D1 answers
//   them from a replica that has applied it, or from the primary, so they cannot hold what it removed.
// - After a state change the session's latest bookmark is set in the cookie. Reads never set it, so
//   pages stay cacheable (bot pages at the edge) and cost no cookie.
//
// Outside production the answer also carries `Server-Timing: d1;dur=…` (the time spent waiting on
// D1 and the number of statements until the answer starts), and GET /__bench/d1 answers the totals
// since the isolate started (streamed pages included), which `npm run bench` reads around a serial
// sample to split CPU between the worker's own work and D1's.

import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '#worker/env.ts';
import { batchWithRiders, carryRiders, newRiders, type Riders } from '#worker/lib/batchRiders.ts';
import { D1_BOOKMARK_COOKIE, D1_BOOKMARK_MAX_AGE_S } from '#worker/lib/cookies.ts';
import { requestCookie } from '#worker/lib/requestCookies.ts';
import { beforeD1Read } from '#worker/pages/headGate.ts';

/**
 * What a D1 bookmark looks like: four groups of lowercase hex, 8-8-8-32 wide (as D1 writes them, locally and deployed).
 * Fixed widths make the string order the bookmarks' order; anything else is ignored, never passed on nor compared.
 */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/**
 * Says once per isolate that D1 gave a bookmark of another shape than BOOKMARK: no cookie then takes a person back to
 * their own writes, and the public-view generation keeps nothing (botPageGeneration.ts) until the pattern is changed.
 */
let toldShape = false;
export function unknownShape(bookmark: string): void {
  if (toldShape) return;
  toldShape = true;
  console.error({ message: 'D1 bookmark of an unknown shape', length: bookmark.length });
}

/** Whether `value` is a D1 bookmark (BOOKMARK). */
export const isBookmark = (value: string | null | undefined): value is string => value !== null && value !== undefined && BOOKMARK.test(value);

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

export interface D1Timing {
  ms: number;
  statements: number;
  /** Calls to D1 (a statement's run/all/first/raw or a batch): each is one round trip. */
  roundTrips: number;
}

/** Every request's D1 time in this isolate (outside production only). */
const totals: D1Timing = { ms: 0, statements: 0, roundTrips: 0 };

/** Runs `work`, adding its duration to `timing` and to the totals. */
async function timed<T>(timing: D1Timing, count: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const ms = performance.now() - started;
    timing.ms += ms;
    timing.statements += count;
    timing.roundTrips += 1;
    totals.ms += ms;
    totals.statements += count;
    totals.roundTrips += 1;
  }
}

/** GET /__bench/d1: the D1 totals of this isolate, outside production (a 404 in production). */
export function d1TimingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/__bench/d1', (c) => (c.env.ENVIRONMENT === 'production' ? c.notFound() : c.json(totals)));
  return app;
}

/** A statement whose round trips are announced to `before` first (and timed, outside production). */
function watchedStatement(statement: D1PreparedStatement, timing: D1Timing | null, before: () => void): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, key) {
      if (key === 'bind') return (...values: unknown[]) => watchedStatement(target.bind(...values), timing, before);
      const value = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      if (key === 'first' || key === 'run' || key === 'all' || key === 'raw') {
        return (...args: unknown[]) => {
          before();
          return timing ? timed(timing, 1, () => value.apply(target, args)) : value.apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
}

/** What a request's session binding was made of: so another session of the same request can be made like it (readingFrom). */
interface RequestSession {
  db: D1Database;
  session: D1DatabaseSession;
  /** The bookmark the session started from, if any. */
  start: string | undefined;
  timing: D1Timing | null;
  before: () => void;
  queue: Riders;
  /** The request's other sessions, by the bookmark each starts from. */
  from: Map<string, D1Database>;
}

/**
 * The session in the shape of the D1 binding: prepare and batch go through the session; one per request. `before`
 * runs before each round trip (a person's page sends its head there: worker/pages/headGate.ts). `start`: the bookmark
 * the session was started from; `queue`: the riders waiting for its next batch (another session of the same request
 * shares the request's).
 */
export function sessionBinding(
  db: D1Database,
  session: D1DatabaseSession,
  timing: D1Timing | null,
  before: () => void = () => undefined,
  { start, queue = newRiders() }: { start?: string; queue?: Riders } = {},
): D1Database {
  const binding = new Proxy(db, {
    get(target, key) {
      if (key === 'prepare') return (sql: string) => watchedStatement(session.prepare(sql), timing, before);
      if (key === 'batch') {
        const send = (statements: D1PreparedStatement[]) => {
          before();
          return timing ? timed(timing, statements.length, () => session.batch(statements)) : session.batch(statements);
        };
        return (statements: D1PreparedStatement[]) => batchWithRiders(queue, statements, send);
      }
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const carried = carryRiders(binding, queue);
  sessions.set(carried, { db, session, start, timing, before, queue, from: new Map() });
  return carried;
}

/** The session behind each request's binding (sessionBinding), so what its reads have reached can be asked (readsReached). */
const sessions = new WeakMap<D1Database, RequestSession>();

/** The later of two bookmarks (D1 bookmarks sort oldest to newest). */
const laterOf = (a: string | undefined, b: string | undefined) => (a === undefined || (b !== undefined && b > a) ? b : a);

/**
 * `db`, reading from at least `bookmark`: D1 answers its reads from a replica that has applied every write up to that
 * bookmark, or from the primary. For rows that are kept for others (an edge snapshot, a sitemap) once a removal from
 * public view has named its bookmark (the generation's, worker/seo/botPageGeneration.ts): a replica still behind it may
 * hold what it removed. The request's own session when it starts there; otherwise another session of the same request
 * from that bookmark, one per bookmark, its round trips timed and announced as the request's. It carries the request's
 * riders when it is at least as late as the request's own start (the visitor reads their own writes there too); a
 * visitor's later bookmark is their cookie's, which nothing shared is read from, so their riders stay on their own
 * session then. A binding that is no request's session reads the primary: `db` itself. Anything but a bookmark asks
 * nothing.
 */
export function readingFrom(db: D1Database, bookmark: string | null): D1Database {
  const request = sessions.get(db);
  if (!request || !isBookmark(bookmark) || bookmark === request.start) return db;
  const known = request.from.get(bookmark);
  if (known) return known;
  const { timing, before } = request;
  const queue = laterOf(request.start, bookmark) === bookmark ? request.queue : newRiders();
  const from = sessionBinding(request.db, request.db.withSession(bookmark), timing, before, { start: bookmark, queue });
  request.from.set(bookmark, from);
  return from;
}

/**
 * How far the reads through `db` have reached: its session's latest bookmark (D1 bookmarks sort oldest to newest), null
 * before it has read, or `primary` for a binding that is no request's session (all its statements go to the primary).
 */
export function readsReached(db: D1Database): string | null {
  const request = sessions.get(db);
  return request ? request.session.getBookmark() : PRIMARY;
}

/** What readsReached answers for a binding that reads the primary (no session): it has seen every write. */
export const PRIMARY = 'primary';

/** Appends a header, copying the response first when its headers are immutable. */
function appendHeader(c: Context<AppEnv>, name: string, value: string): void {
  try {
    c.res.headers.append(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.append(name, value);
  }
}

/** One D1 session per request, anchored at the visitor's bookmark when they carry one. */
export function d1Session(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const read = isRead(c.req.method);
    const carried = requestCookie(c, D1_BOOKMARK_COOKIE);
    // A crawler's page to be kept reads from the bookmark of the last removal from public view (botPageCache).
    const from = c.get('readFrom');
    const start = laterOf(isBookmark(carried) ? carried : undefined, isBookmark(from) ? from : undefined);
    const db = c.env.DB;
    const session = db.withSession(start ?? (read ? 'first-unconstrained' : 'first-primary'));
    const timing = c.env.ENVIRONMENT === 'production' ? null : { ms: 0, statements: 0, roundTrips: 0 };
    c.env = { ...c.env, DB: sessionBinding(db, session, timing, () => beforeD1Read(c), { start }) };
    await next();
    if (timing) {
      appendHeader(c, 'Server-Timing', `d1;dur=${timing.ms.toFixed(2)};desc="${timing.statements} statements"`);
    }
    const latest = session.getBookmark();
    if (latest && !isBookmark(latest)) unknownShape(latest);
    if (!read && latest && latest !== carried) {
      setCookie(c, D1_BOOKMARK_COOKIE, latest, { path: '/', maxAge: D1_BOOKMARK_MAX_AGE_S, sameSite: 'Lax', httpOnly: true, secure: true });
    }
  };
}
