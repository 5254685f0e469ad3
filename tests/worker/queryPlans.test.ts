// No query on a request's path scans a table that grows with use (docs/performance.md). The worker is run
// with a D1 binding that records every statement it prepares (and the values bound to it) while
// this file requests every page of the route catalogue and every resource's get, signed in and
// out, as a person and as a bot; each recorded statement is then run through EXPLAIN QUERY PLAN
// and any full SCAN of a growing table fails the test. A scan that walks an index in the order of
// the statement's ORDER BY and stops at its LIMIT reads only one page of rows, so it passes. A
// search keyed only by `column IS NULL` counts as a scan (it reads every row where it is null). A
// full-text MATCH reads its words' entries in the FTS5 index, so it is a search, not a scan.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { API } from '#shared/api/index.ts';
import { ROUTES } from '#shared/routes.ts';
import { createApp } from '#worker/app.ts';
import { BROWSER_UA, firstId, GOOGLEBOT_UA, ORIGIN, sessionCookie } from './helpers.ts';

/** Tables of fixed size (lookup data): a scan of these stays cheap however the site grows. */
const FIXED_TABLES = new Set(['interests', 'link_rules', 'avatar_presets', 'd1_migrations', 'sqlite_master', 'sqlite_schema']);

interface Recorded {
  sql: string;
  binds: unknown[];
}

/** A D1 binding that records each prepared statement and its bound values, then runs it for real. */
function recording<T extends D1Database | D1DatabaseSession>(db: T, into: Map<string, Recorded>): T {
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, key) {
        if (key === 'bind') {
          return (...values: unknown[]) => {
            into.set(sql, { sql, binds: values });
            return wrap(target.bind(...values), sql);
          };
        }
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return new Proxy(db, {
    get(target, key) {
      if (key === 'prepare') {
        return (sql: string) => {
          if (!into.has(sql)) into.set(sql, { sql, binds: [] });
          return wrap((target as D1DatabaseSession).prepare(sql), sql);
        };
      }
      if (key === 'withSession') {
        return (bookmark?: string) => recording((target as D1Database).withSession(bookmark), into);
      }
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Every table a statement names, by the aliases the query plan prints for it. */
function aliases(sql: string, tables: string[]): Map<string, string> {
  const out = new Map<string, string>();
  const keywords = /^(?:where|on|join|left|inner|cross|set|using|order|group|limit|union|values|select|as|natural|and|or|returning|default)$/i;
  for (const table of tables) {
    const re = new RegExp(`\\b${table}\\b(?:\\s+(?:AS\\s+)?([A-Za-z_][A-Za-z0-9_]*))?`, 'gi');
    for (const m of sql.matchAll(re)) {
      out.set(table, table);
      if (m[1] && !keywords.test(m[1])) out.set(m[1], table);
    }
  }
  return out;
}

async function fetchAll(requests: Array<{ path: string; headers?: Record<string, string> }>, into: Map<string, Recorded>): Promise<number[]> {
  const app = createApp();
  const recordingEnv = { ...env, DB: recording(env.DB, into) };
  const statuses: number[] = [];
  for (const r of requests) {
    const ctx = createExecutionContext();
    const response = await app.fetch(
      new Request(`${ORIGIN}${r.path}`, { headers: { 'user-agent': BROWSER_UA, ...r.headers }, redirect: 'manual' }),
      recordingEnv,
      ctx,
    );
    await response.arrayBuffer();
    await waitOnExecutionContext(ctx);
    statuses.push(response.status);
  }
  return statuses;
}

async function samplePaths(): Promise<string[]> {
  const pin = await firstId(
    "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL ORDER BY p.id LIMIT 1",
  );
  const board = (await env.DB.prepare(
    "SELECT b.id, b.slug, u.username FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.privacy = 'public' AND b.pin_count > 0 ORDER BY b.id LIMIT 1",
  ).first<{ id: number; slug: string; username: string }>())!;
  const section = (await env.DB.prepare('SELECT s.id, s.slug FROM board_sections s WHERE s.board_id = ? LIMIT 1')
    .bind(board.id)
    .first<{ id: number; slug: string }>()) ?? {
    id: 1,
    slug: 'section',
  };
  const interest = (await env.DB.prepare('SELECT id, url_name FROM interests LIMIT 1').first<{ id: number; url_name: string }>())!;
  const params: Record<string, string> = {
    pinId: String(pin),
    boardId: String(board.id),
    sectionId: String(section.id),
    conversationId: '1',
    username: board.username,
    board: board.slug,
    section: section.slug,
    interest: interest.url_name,
    urlName: interest.url_name,
    id: String(interest.id),
    category: 'home',
    slug: 'article',
  };
  const pages = ROUTES.map((route) =>
    `${route.pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? name).replace(/\*$/, 'x')}/`.replace(/\/+$/, '/'),
  );
  const seo = ['/robots.txt', '/sitemap.xml', '/sitemaps/pins-1.xml', '/sitemaps/boards-1.xml', '/search/pins/?q=blue', `/pin/${pin}/?q=1`];
  const ids = { pin_id: String(pin), board_id: String(board.id), section_id: String(section.id), user_id: '1', username: board.username, id: String(pin) };
  const optionSets = [
    {},
    { pin_id: ids.pin_id },
    { board_id: ids.board_id },
    { username: ids.username },
    { user_id: ids.user_id },
    { id: ids.id },
    ids,
    { query: 'blue' },
  ];
  const resources = Object.values(API)
    .filter((resource) => 'get' in resource && resource.get)
    .flatMap((resource) => optionSets.map((options) => `/resource/${resource.name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`));
  // docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: the COLORS and INTERESTS view filters of a board list (options the sets above do not give).
  const boardFilters = [
    { username: board.username, view_filter: 'COLORS', color: 'blue' },
    { username: board.username, view_filter: 'INTERESTS', interest_id: String(interest.id) },
  ].map((options) => `/resource/BoardsResource/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`);
  return [...pages, ...seo, ...resources, ...boardFilters];
}

describe('query plans (docs/architecture.md: What keeps pages cheap)', () => {
  // Hundreds of requests: more than the default 5 s on a busy machine.
  it('no statement the worker prepares for pages and resources scans a table that grows with use', { timeout: 120_000 }, async () => {
    const recorded = new Map<string, Recorded>();
    const paths = await samplePaths();
    const member = await sessionCookie(1);
    // The member navigates as a browser does (Accept: text/html), so their session statement reads their experience states too.
    for (const headers of [{}, { cookie: member, accept: 'text/html' }, { 'user-agent': GOOGLEBOT_UA }] as Array<Record<string, string>>) {
      const statuses = await fetchAll(
        paths.map((path) => ({ path, headers })),
        recorded,
      );
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
    }
    expect(recorded.size).toBeGreaterThan(30);

    const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'").all<{
      name: string;
    }>();
    const growing = results.map((r) => r.name).filter((name) => !FIXED_TABLES.has(name));
    const scans: string[] = [];
    for (const { sql, binds } of recorded.values()) {
      if (!/^\s*(?:WITH|SELECT|UPDATE|DELETE|INSERT)/i.test(sql)) continue;
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...binds)
        .all<{ detail: string }>();
      const names = aliases(sql, growing);
      const details = plan.results.map((r) => r.detail);
      const sortsAll = details.some((d) => /TEMP B-TREE FOR (?:ORDER BY|RIGHT PART OF ORDER BY)/.test(d));
      const limited = /\bLIMIT\b/i.test(sql);
      for (const detail of details) {
        // A full-text query (an FTS5 table with a MATCH constraint: `M` in its index string) reads
        // the index entries of its words, not the table; an FTS5 table read without one is a scan.
        if (/^SCAN \w+ VIRTUAL TABLE INDEX \d+:M\d/.test(detail)) continue;
        // A search whose only key is `column IS NULL` (say origin_pin_id: every original pin) reads
        // as much of the table as a scan does.
        const isNull = /^SEARCH (\w+) USING (?:COVERING )?INDEX \w+ \((\w+)=\?\)$/.exec(detail);
        const nullWalk = isNull && new RegExp(`\\b${isNull[1]}\\.${isNull[2]}\\s+IS\\s+NULL`, 'i').test(sql);
        const m = nullWalk ? [detail, isNull[1], ' USING INDEX'] : /^SCAN (\w+)( USING (?:COVERING )?INDEX \w+)?/.exec(detail);
        if (!m) continue;
        const table = names.get(m[1]);
        if (!table) continue; // a CTE, a subquery's result or a fixed table
        if (m[2] && limited && !sortsAll) continue; // walks an index in order and stops at the LIMIT
        scans.push(`${detail} (${table})\n    in: ${sql.replace(/\s+/g, ' ')}\n    plan: ${details.join(' | ')}`);
      }
    }
    expect(scans, scans.join('\n')).toEqual([]);
  });
});
