// Head first on every page (docs/decisions/021-head-before-data.md): every route of the catalogue, asked for by a
// visitor and by a member through the real worker, sends its document head before its loader reads its data. Every D1
// round trip is held until the test lets it go, and one is let go only when nothing else can come: the head arrives
// with the page's data still held. Only the member's session row, and on a route declared `readsStatus`
// (shared/pageRoutes.ts) the reads that decide its status, may go before it.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_KINDS, type PageKind, pageRoute } from '#shared/pageRoutes.ts';
import { matchRoute } from '#shared/routes.ts';
import worker from '#worker/index.ts';
import { cataloguePaths, type DemoIds, demoIds } from './catalogue.ts';
import { BROWSER_UA, documentState, GOOGLEBOT_UA, headOf, ORIGIN, sessionCookie } from './helpers.ts';

/** The round trips a route's status may take at most before its head (a section's edit page reads its section, board and sections). */
const MAX_STATUS_ROUND_TRIPS = 3;

/** Searches with results, besides the catalogue's search pages without a query. */
const SEARCHES = ['/search/pins/?q=lisbon', '/search/boards/?q=trip', '/search/users/?q=demo'];

/** Longer than any page takes here: an answer that has not come by then waits for a held read. */
const NO_ANSWER_MS = 10_000;

/** D1 whose every round trip waits until `release` lets it go; `passing` lets every later one straight through. */
function heldD1() {
  const waiting: Array<() => void> = [];
  let arrived: () => void = () => undefined;
  const state = { passing: false, trips: 0 };
  const hold = <T>(send: () => Promise<T>): Promise<T> => {
    state.trips += 1;
    if (state.passing) return send();
    const until = new Promise<void>((resolve) => waiting.push(resolve));
    arrived();
    return until.then(send);
  };
  const statement = (s: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(s, {
      get(t, key) {
        if (key === 'bind') return (...values: unknown[]) => statement(t.bind(...values));
        const value = Reflect.get(t, key, t);
        if (typeof value !== 'function') return value;
        if (key === 'first' || key === 'run' || key === 'all' || key === 'raw') return (...args: unknown[]) => hold(() => value.apply(t, args));
        return value.bind(t);
      },
    });
  const session = (s: D1DatabaseSession): D1DatabaseSession =>
    new Proxy(s, {
      get(t, key) {
        if (key === 'prepare') return (sql: string) => statement(t.prepare(sql));
        if (key === 'batch') return (statements: D1PreparedStatement[]) => hold(() => t.batch(statements));
        const value = Reflect.get(t, key, t);
        return typeof value === 'function' ? value.bind(t) : value;
      },
    });
  const db = new Proxy(env.DB, {
    get(t, key) {
      if (key === 'withSession') return (constraint?: string) => session(t.withSession(constraint));
      if (key === 'prepare') return (sql: string) => statement(t.prepare(sql));
      if (key === 'batch') return (statements: D1PreparedStatement[]) => hold(() => t.batch(statements));
      const value = Reflect.get(t, key, t);
      return typeof value === 'function' ? value.bind(t) : value;
    },
  });
  return {
    env: { ...env, DB: db } as Env,
    state,
    /** Resolves when a round trip is held and none was waiting to be let go. */
    nextHeld: () => (waiting.length ? Promise.resolve() : new Promise<void>((resolve) => (arrived = resolve))),
    releaseOne: () => waiting.shift()?.(),
    releaseAll: () => {
      state.passing = true;
      for (const go of waiting.splice(0)) go();
    },
  };
}

/** Lets everything already started run: a head sent at a held read arrives by then (nothing but promises lies between). */
const settled = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

const decoder = new TextDecoder();

interface Visit {
  /** D1 round trips let go before the head arrived. */
  beforeHead: number;
  start: string;
  status: number;
  html: string;
}

/** One page through the real worker with held D1: how many round trips had to be let go before its first bytes came. */
async function visit(path: string, cookie: string | null): Promise<Visit> {
  const held = heldD1();
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { accept: 'text/html', 'user-agent': BROWSER_UA, ...(cookie ? { cookie } : {}) };
  const answered = Promise.resolve(worker.fetch(new Request(`${ORIGIN}${path}`, { headers, redirect: 'manual' }), held.env, ctx));
  interface First {
    response: Response;
    chunk: ReadableStreamReadResult<Uint8Array>;
    reader: ReadableStreamDefaultReader<Uint8Array>;
  }
  const got: { first: First | null } = { first: null };
  const head = answered.then(async (response) => {
    const reader = response.body!.getReader();
    got.first = { response, chunk: await reader.read(), reader };
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const noAnswer = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), NO_ANSWER_MS);
  });
  let beforeHead = 0;
  try {
    while (!got.first) {
      const next = await Promise.race([head.then(() => 'head' as const), held.nextHeld().then(() => 'held' as const), noAnswer]);
      if (next === 'no answer') throw new Error(`${path}: no answer`);
      if (next === 'head') break;
      // A round trip is held: a head sent at it arrives once what is already running has run; else the page waits for it.
      await settled();
      if (got.first) break;
      held.releaseOne();
      beforeHead++;
    }
    const { response, chunk, reader } = got.first as First;
    const start = chunk.done ? '' : decoder.decode(chunk.value, { stream: true });
    held.releaseAll();
    let html = start;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      html += decoder.decode(value, { stream: true });
    }
    return { beforeHead, start, status: response.status, html };
  } finally {
    held.releaseAll();
    clearTimeout(timer);
    await waitOnExecutionContext(ctx);
  }
}

describe('Head first: every page sends its head before its data (docs/decisions/021-head-before-data.md)', () => {
  let ids: DemoIds;
  beforeAll(async () => {
    ids = await demoIds();
    // The client's asset manifest, read once per isolate, is read before this file's first page is timed.
    await visit('/login/', null);
  });

  it.each(['visitor', 'member'] as const)(
    'Head first: every route answers a %s its head while its data reads are held; only its status reads go before it',
    { timeout: 240_000 },
    async (persona) => {
      const cookie = persona === 'member' ? await sessionCookie(Number(ids.users.member)) : null;
      // A member's session row decides their theme and the login page: it is read before any page's head.
      const session = cookie ? 1 : 0;
      const kinds = new Set<PageKind>();
      const late: string[] = [];
      for (const path of [...cataloguePaths(ids), ...SEARCHES]) {
        const route = pageRoute(matchRoute(new URL(path, ORIGIN).pathname)!.name);
        if (!route) continue;
        const page = await visit(path, cookie);
        expect(page.start, path).toMatch(/^<!DOCTYPE html><html lang="en" data-theme="\w+"><head><meta charSet="utf-8"\/>/);
        expect(page.start, path).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css" data-precedence="default"\/>/);
        expect(page.html.endsWith('</body></html>'), path).toBe(true);
        const state = documentState(page.html);
        const kind = state.page.data.kind;
        // Its own stylesheets are in its head, whichever of its route's kinds it turned out to be.
        for (const href of state.assets.styles) expect(headOf(page.html), path).toContain(`<link rel="stylesheet" href="${href}"`);
        expect([...route.kinds, ...ERROR_KINDS, 'login'], path).toContain(kind);
        kinds.add(kind);
        const allowed = session + (route.readsStatus ? MAX_STATUS_ROUND_TRIPS : 0);
        if (page.beforeHead > allowed) late.push(`${path}: ${page.beforeHead - session} round trips before its head`);
      }
      expect(late).toEqual([]);
      // A visitor's members' pages are all login pages (tests/worker/membersPages.test.ts): no catalogue path is a 404 to them.
      expect(kinds.size).toBeGreaterThanOrEqual(persona === 'member' ? 41 : 23);
    },
  );

  it('Head first: a missing or secret board, a missing section, profile, pin or topic is still a 404, for a person and a crawler', async () => {
    const secret = await env.DB.prepare(
      `SELECT u.username, b.slug FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.privacy = 'secret' AND u.username = 'demo' LIMIT 1`,
    ).first<{ username: string; slug: string }>();
    const board = `/${ids.params.username}/${ids.params.board}`;
    const missing = [
      `/demo/${secret!.slug}/`,
      '/demo/no-such-board/',
      `${board}/no-such-section/`,
      '/nosuchperson/',
      '/nosuchperson/_saved/',
      '/pin/999999999/',
      '/topics/no-such-topic/',
    ];
    for (const path of missing) {
      const match = matchRoute(path);
      expect(match, path).not.toBeNull();
      const route = pageRoute(match!.name)!;
      const page = await visit(path, null);
      expect(page.status, path).toBe(404);
      expect(page.html, path).toContain('<title>Page not found | Pinboard</title>');
      // What decided the 404 was read before the head went, and nothing else.
      expect(route.readsStatus, path).toBe(true);
      expect(page.beforeHead, path).toBeLessThanOrEqual(MAX_STATUS_ROUND_TRIPS);
      const crawler = await exports.default.fetch(`${ORIGIN}${path}`, { headers: { accept: 'text/html', 'user-agent': GOOGLEBOT_UA } });
      expect(crawler.status, path).toBe(404);
      await crawler.body?.cancel();
    }
  });
});
