// Edge snapshots of a public pin's closeup, its related pins and the topics (docs/performance.md#edge-snapshots): a
// signed-out visitor's second look reads them from this data centre's snapshot, not D1; a pin's edit reaches its
// closeup at once here and everywhere within SNAPSHOT_FRESH_S; a pin deleted, moved to a secret board or whose board
// was made secret never comes back from a snapshot (its closeup, another pin's related pins, a topic page); a pin that
// is not public is never kept; and anyone signed in reads their own rows.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { Context } from 'hono';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Distance } from '#shared/distance.ts';
import { issuedId } from '#shared/ids.ts';
import type { PageState } from '#shared/pages.ts';
import type { Pin } from '#shared/types.ts';
import type { AppEnv } from '#worker/env.ts';
import worker from '#worker/index.ts';
import { D1_BOOKMARK_COOKIE } from '#worker/lib/cookies.ts';
import { dropSnapshots, SNAPSHOT_FRESH_S } from '#worker/lib/edgeSnapshot.ts';
import { bindingsAt, type Trip } from '#worker/lib/farBindings.ts';
import { bookmarkOf, retireBotPages, seenBy } from '#worker/seo/botPageGeneration.ts';
import { AHEAD_OF_EVERY_READ, BROWSER_UA, documentState, GOOGLEBOT_UA, ORIGIN, sessionCookie, sessionsOpened } from './helpers.ts';
import { freshPurgeWindow } from './purgeWindow.ts';

const NO_WAIT: Distance = { d1PrimaryMs: 0, d1ReplicaMs: 0, kvHotMs: 0, kvColdMs: 0, cacheMs: 0, durableObjectMs: 0 };

/**
 * One request through the real worker (a signed-out browser unless `headers` say otherwise): the D1 round trips it made,
 * what each D1 session it opened started from, and whether a crawler's page came from the bot page cache.
 */
async function visit(
  path: string,
  headers: Record<string, string> = {},
  kv: KVNamespace = env.BOT_PAGES,
): Promise<{ status: number; body: string; d1: Trip[]; sessions: string[]; botCache: string | null }> {
  const d1: Trip[] = [];
  const sessions: string[] = [];
  const at = bindingsAt(env, NO_WAIT, { onTrip: (trip) => trip.startsWith('d1') && d1.push(trip) });
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': BROWSER_UA, accept: 'text/html', ...headers } });
  const response = await worker.fetch(request, { ...at, BOT_PAGES: kv, DB: sessionsOpened(at.DB, sessions) }, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, body, d1, sessions, botCache: response.headers.get('x-bot-cache') };
}

/** A closeup as the page's state holds it: its status, the pin (none for a 404 or 410), and the D1 round trips. */
async function closeup(pinId: string, headers: Record<string, string> = {}) {
  const { status, body, d1 } = await visit(`/pin/${pinId}/`, headers);
  const data = status === 200 ? (documentState(body).page.data as Extract<PageState['data'], { kind: 'pin' }>) : null;
  return { status, pin: data?.pin ?? null, d1 };
}

/** The ids of a pin's first page of related pins as a signed-out visitor's grid reads it (RelatedPinsResource). */
async function relatedIds(pinId: string): Promise<{ ids: string[]; d1: Trip[] }> {
  const { status, body, d1 } = await visit(`/resource/RelatedPinsResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { pin_id: pinId } }))}`);
  expect(status).toBe(200);
  const pins = (JSON.parse(body) as { resource_response: { data: Pin[] } }).resource_response.data;
  return { ids: pins.map((p) => p.entityId), d1 };
}

/** The ids of a topic page's first pins as a signed-out visitor's page holds them. */
async function topicIds(urlName: string): Promise<{ ids: string[]; d1: Trip[] }> {
  const { status, body, d1 } = await visit(
    `/resource/PageResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { path: `/topics/${urlName}/` } }))}`,
  );
  expect(status).toBe(200);
  const page = (JSON.parse(body) as { resource_response: { data: PageState } }).resource_response.data;
  const data = page.data as Extract<PageState['data'], { kind: 'topic' }>;
  return { ids: data.feed.pins.map((p) => p.entityId), d1 };
}

/**
 * A resource write through the real worker as the holder of `cookie`, its background work (a public-view generation
 * move KV refused at first and makes again a second later) finished before the test goes on. Each in a fresh purge
 * window, so its purge goes out at once rather than by a trailing purge the wait would sit through.
 */
async function write<T = unknown>(name: string, verb: 'create' | 'update' | 'delete', options: unknown, cookie: string): Promise<{ status: number; data: T }> {
  await freshPurgeWindow();
  const method = { create: 'POST', update: 'PUT', delete: 'DELETE' }[verb];
  const headers = { 'user-agent': BROWSER_UA, origin: ORIGIN, cookie, 'content-type': 'application/json' };
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}/resource/${name}/${verb}/`, { method, headers, body: JSON.stringify({ options }) }), env, ctx);
  const body = (await response.json()) as { resource_response: { data: T } };
  await waitOnExecutionContext(ctx);
  return { status: response.status, data: body.resource_response.data };
}

interface Subject {
  id: string;
  boardId: string;
  ownerId: number;
  owner: string;
}

/** Of these pins, those a member pinned to their own public board (so they may edit, move and delete them), not ads. */
async function ownedPins(ids: string[]): Promise<Subject[]> {
  const { results } = await env.DB.prepare(
    `SELECT p.id, p.board_id, b.owner_id FROM pins p JOIN boards b ON b.id = p.board_id
      WHERE p.id IN (SELECT value FROM json_each(?1)) AND p.deleted_at IS NULL AND p.is_promoted = 0 AND p.promoter_id IS NULL
        AND p.origin_pin_id IS NULL AND p.pinner_id = b.owner_id AND b.privacy = 'public'`,
  )
    .bind(JSON.stringify(ids.map(Number)))
    .all<{ id: number; board_id: number; owner_id: number }>();
  return Promise.all(
    results.map(async (r) => ({ id: String(r.id), boardId: String(r.board_id), ownerId: r.owner_id, owner: await sessionCookie(r.owner_id) })),
  );
}

/** Ids already taken out of view by an earlier test (each test takes its own pins, seeds and topic). */
const used = new Set<string>();

/**
 * A seed pin whose related pins (as a visitor reads them) list a pin its owner may change, and a topic whose first page
 * lists another; every one of them snapshotted by a visitor's first look, and the second look read from the snapshots.
 */
async function watched(): Promise<{ seed: string; related: Subject; topic: string; listed: Subject }> {
  const seeds = await env.DB.prepare(
    `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.deleted_at IS NULL AND b.privacy = 'public' AND p.is_promoted = 0
      AND p.origin_pin_id IS NULL ORDER BY p.id LIMIT 60`,
  ).all<{ id: number }>();
  for (const { id } of seeds.results) {
    const seed = String(id);
    if (used.has(seed)) continue;
    const related = (await ownedPins((await relatedIds(seed)).ids)).find((p) => !used.has(p.id) && p.id !== seed);
    if (!related) continue;
    const topics = await env.DB.prepare(
      `SELECT t.url_name FROM interests t WHERE t.pin_count > 3 AND t.id NOT IN (SELECT interest_id FROM pin_interests WHERE pin_id IN (?1, ?2)) ORDER BY t.id`,
    )
      .bind(Number(seed), Number(related.id))
      .all<{ url_name: string }>();
    for (const { url_name } of topics.results) {
      if (used.has(`topic:${url_name}`)) continue;
      const listed = (await ownedPins((await topicIds(url_name)).ids)).find((p) => !used.has(p.id) && p.boardId !== related.boardId && p.id !== seed);
      if (!listed) continue;
      for (const taken of [seed, related.id, listed.id, `topic:${url_name}`]) used.add(taken);
      // The second look is the snapshots' (the first took them).
      for (const pin of [related, listed]) {
        expect((await closeup(pin.id)).status).toBe(200);
        expect((await closeup(pin.id)).d1, `closeup of ${pin.id}`).toEqual([]);
      }
      expect((await relatedIds(seed)).d1, 'related pins').toEqual([]);
      expect((await topicIds(url_name)).d1, 'topic page').toEqual([]);
      return { seed, related, topic: url_name, listed };
    }
  }
  throw new Error('no seed pin with a related pin and a topic page with a pin their owners may change');
}

/** Neither pin is shown to a visitor any more: not as a closeup, not among the seed's related pins, not on the topic page. */
async function expectGone(w: Awaited<ReturnType<typeof watched>>): Promise<void> {
  for (const id of [w.related.id, w.listed.id]) expect((await closeup(id)).pin).toBeNull();
  expect((await relatedIds(w.seed)).ids).not.toContain(w.related.id);
  expect((await topicIds(w.topic)).ids).not.toContain(w.listed.id);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Edge snapshots (closeup-and-visitors: Routes and screens): a public pin, its related pins and the topics', () => {
  let plain: Subject;
  beforeAll(async () => {
    const row = await env.DB.prepare(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.deleted_at IS NULL AND b.privacy = 'public' AND p.kind = 'image'
        AND p.pinner_id = b.owner_id AND p.origin_pin_id IS NULL AND p.is_promoted = 0 AND p.promoter_id IS NULL AND p.title != '' ORDER BY p.id DESC LIMIT 1`,
    ).first<{ id: number }>();
    [plain] = await ownedPins([String(row!.id)]);
    used.add(plain.id);
  });

  it('Edge snapshots: a visitor repeating a public pin’s closeup, its related pins or a topic reads no D1 row', async () => {
    const first = await closeup(plain.id);
    expect(first.status).toBe(200);
    const second = await closeup(plain.id);
    expect(second.pin?.title).toBe(first.pin?.title);
    expect(second.d1).toEqual([]);
    // A crawler's closeup is made from the same rows (its images per request).
    expect((await closeup(plain.id, { 'user-agent': GOOGLEBOT_UA })).pin?.entityId).toBe(plain.id);
    await relatedIds(plain.id);
    expect((await relatedIds(plain.id)).d1).toEqual([]);
    await topicIds('recipes');
    expect((await topicIds('recipes')).d1).toEqual([]);
    await visit('/topics/');
    expect((await visit('/topics/')).d1).toEqual([]);
  });

  it('Edge snapshots: an edit of a public pin (title, description, link) shows on its closeup at once here', async () => {
    await closeup(plain.id);
    expect((await closeup(plain.id)).d1).toEqual([]);
    const edit = {
      id: plain.id,
      title: 'Edited at the edge',
      description: 'A description edited at the edge.',
      link: 'https://example.com/edited-at-the-edge',
    };
    expect((await write('PinResource', 'update', edit, plain.owner)).status).toBe(200);
    const after = (await closeup(plain.id)).pin!;
    expect([after.title, after.description, after.link]).toEqual([edit.title, edit.description, edit.link]);
  });

  it('Edge snapshots: a change no purge reaches shows within SNAPSHOT_FRESH_S; anyone signed in sees it at once', async () => {
    await closeup(plain.id);
    // Changed behind the site's back (as a change made in another data centre reaches this one: through time).
    await env.DB.prepare('UPDATE pins SET title = ? WHERE id = ?').bind('Retitled behind the snapshot', Number(plain.id)).run();
    expect((await closeup(plain.id)).pin?.title).not.toBe('Retitled behind the snapshot');
    // The pin's owner, and any other member, read their own rows (never the snapshot).
    expect((await closeup(plain.id, { cookie: plain.owner })).pin?.title).toBe('Retitled behind the snapshot');
    const member = await env.DB.prepare("SELECT id FROM users WHERE username = 'demo'").first<{ id: number }>();
    expect((await closeup(plain.id, { cookie: await sessionCookie(member!.id) })).pin?.title).toBe('Retitled behind the snapshot');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SNAPSHOT_FRESH_S * 1000 + 1000);
    expect((await closeup(plain.id)).pin?.title).toBe('Retitled behind the snapshot');
  });
});

describe('Edge snapshots (closeup-and-visitors: Entities; security: Deleted means deleted): what leaves public view never comes back', () => {
  it('Edge snapshots: a deleted pin never comes back from a snapshot: its closeup, related pins, a topic page', async () => {
    const w = await watched();
    for (const pin of [w.related, w.listed]) expect((await write('PinResource', 'delete', { id: pin.id }, pin.owner)).status).toBe(200);
    await expectGone(w);
  });

  it('Edge snapshots: a pin moved to a secret board never comes back from a snapshot', async () => {
    const w = await watched();
    for (const pin of [w.related, w.listed]) {
      const secret = await write<{ entityId: string }>('BoardResource', 'create', { name: `Secret ${pin.id}`, privacy: 'secret' }, pin.owner);
      expect(secret.status).toBe(201);
      expect((await write('PinResource', 'update', { id: pin.id, board_id: secret.data.entityId }, pin.owner)).status).toBe(200);
    }
    await expectGone(w);
  });

  it('Edge snapshots: a pin whose board was made secret never comes back from a snapshot', async () => {
    const w = await watched();
    for (const pin of [w.related, w.listed])
      expect((await write('BoardResource', 'update', { board_id: pin.boardId, privacy: 'secret' }, pin.owner)).status).toBe(200);
    await expectGone(w);
  });

  it('Edge snapshots: a pin taken out of view in another data centre never comes back once its generation arrives here', async () => {
    const w = await watched();
    // The other data centre's write: the rows, and the public-view generation KV carries here. Nothing of this one's cache is dropped.
    await env.DB.prepare('UPDATE pins SET deleted_at = ?1 WHERE id IN (?2, ?3)').bind(Date.now(), Number(w.related.id), Number(w.listed.id)).run();
    await env.BOT_PAGES.put('bot-pages:generation', `elsewhere-${crypto.randomUUID()}`);
    await expectGone(w);
  });

  it('Edge snapshots: the rows a snapshot or a crawler page is made of are read from the bookmark the generation’s removal names, then kept', async () => {
    const w = await watched();
    // The removal was made at the primary and moved the generation, naming the bookmark it reached (retireBotPages); a
    // replica not yet at it may still hold the pins. A session started from that bookmark is answered only by a replica
    // that has applied it, or by the primary. Locally there is one database that answers any bookmark: what is proved
    // here is what the worker asks of D1, and that the rows so read are kept (a read that had not reached the bookmark
    // is never kept).
    await env.BOT_PAGES.put('bot-pages:generation', `elsewhere-${crypto.randomUUID()}@${AHEAD_OF_EVERY_READ}`);
    const topicPage = `/resource/PageResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { path: `/topics/${w.topic}/` } }))}`;
    const relatedPins = `/resource/RelatedPinsResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { pin_id: w.seed } }))}`;
    for (const path of [`/pin/${w.related.id}/`, relatedPins, topicPage, '/topics/', '/']) {
      const first = await visit(path);
      expect(first.status, path).toBe(200);
      expect(first.sessions, path).toContain(AHEAD_OF_EVERY_READ);
      expect((await visit(path)).d1, `${path}, read again`).toEqual([]);
    }
    // A visitor carrying an older bookmark of their own, or a later one (their own write after it; or a cookie made
    // up): the shared rows are read from the removal's, never from a bookmark the visitor brought. A cookie not in D1's
    // shape (one that would sort after every bookmark as a string) is no bookmark at all.
    const older = `00000000-00000000-00000000-${'0'.repeat(32)}`;
    const later = `ffffff01-00000000-00000000-${'0'.repeat(32)}`;
    const looks: Array<[string, string[]]> = [
      [older, [older, AHEAD_OF_EVERY_READ]],
      [later, [later, AHEAD_OF_EVERY_READ]],
      ['f-0', ['first-unconstrained', AHEAD_OF_EVERY_READ]],
      [AHEAD_OF_EVERY_READ.toUpperCase(), ['first-unconstrained', AHEAD_OF_EVERY_READ]],
    ];
    for (const [cookie, sessions] of looks) {
      await dropSnapshots([issuedId<'pin'>(w.listed.id)]);
      expect((await visit(`/pin/${w.listed.id}/`, { cookie: `${D1_BOOKMARK_COOKIE}=${cookie}` })).sessions, cookie).toEqual(sessions);
    }
    // A crawler's page: its whole render reads from the bookmark, and the page is kept.
    const crawl = () => visit(`/pin/${w.listed.id}/`, { 'user-agent': GOOGLEBOT_UA });
    const crawled = await crawl();
    expect([crawled.status, crawled.botCache, crawled.sessions]).toEqual([200, 'MISS', [AHEAD_OF_EVERY_READ]]);
    expect((await crawl()).botCache).toBe('HIT');
    await env.BOT_PAGES.put('bot-pages:generation', `caught-up-${crypto.randomUUID()}`);
  });

  it('Edge snapshots: a generation naming something that is not a D1 bookmark is never passed to D1, keeps nothing, and pages still answer', async () => {
    const w = await watched();
    // Not a bookmark at all, or one a D1 of another shape could write (no read can be shown to have reached it).
    const real = `00000000-00000001-0000000a-${'0'.repeat(31)}b`;
    for (const odd of ['not-a-bookmark', 'first-primary', 'F-0', '0', '', `${real}-00000001`, `0${real}`, real.toUpperCase()]) {
      await env.BOT_PAGES.put('bot-pages:generation', `elsewhere-${crypto.randomUUID()}@${odd}`);
      for (const headers of [{}, { 'user-agent': GOOGLEBOT_UA }] as Record<string, string>[]) {
        const looked = await visit(`/pin/${w.related.id}/`, headers);
        expect([odd, looked.status]).toEqual([odd, 200]);
        expect([odd, looked.sessions.filter((from) => !from.startsWith('first-'))]).toEqual([odd, []]);
        const again = await visit(`/pin/${w.related.id}/`, headers);
        // Read again from D1: neither the closeup's snapshots nor the crawler's page were kept.
        expect([odd, again.botCache === 'HIT', again.d1.length > 0]).toEqual([odd, false, true]);
      }
    }
    await env.BOT_PAGES.put('bot-pages:generation', `caught-up-${crypto.randomUUID()}`);
  });

  it('Edge snapshots: a crawler page is not kept when a snapshot it served was kept under another generation', async () => {
    const w = await watched();
    // The closeup's snapshots were kept under `older` (watched); then the pin is removed in another data centre, and
    // the generation moves. This data centre's KV answers one request's two reads of it apart: the bot page cache
    // reads the new generation, the snapshot the old one (and serves the rows kept before the removal).
    const older = (await env.BOT_PAGES.get('bot-pages:generation')) ?? '0';
    await env.DB.prepare('UPDATE pins SET deleted_at = ?1 WHERE id = ?2').bind(Date.now(), Number(w.related.id)).run();
    const newer = `elsewhere-${crypto.randomUUID()}`;
    await env.BOT_PAGES.put('bot-pages:generation', newer);
    let reads = 0;
    const apart = { get: async () => (reads++ === 0 ? newer : older) } as unknown as KVNamespace;
    expect((await visit(`/pin/${w.related.id}/`, { 'user-agent': GOOGLEBOT_UA }, apart)).status).toBe(200);
    expect(reads).toBeGreaterThan(1);
    // The page made of the old snapshot was that request's alone: the next crawler reads the removal.
    const next = await visit(`/pin/${w.related.id}/`, { 'user-agent': GOOGLEBOT_UA });
    expect([next.status, next.botCache]).not.toEqual([200, 'HIT']);
    expect(next.status).not.toBe(200);
  });

  it('Edge snapshots: two removals moving the generation at once in one isolate leave it naming the later one’s bookmark', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let putSent = () => {};
    const sent = new Promise<void>((resolve) => {
      putSent = resolve;
    });
    // The first removal's KV write is slow to land (a far KV); it named the primary's bookmark before the second removal.
    const slow = {
      put: async (...args: Parameters<KVNamespace['put']>) => {
        putSent();
        await held;
        return env.BOT_PAGES.put(...args);
      },
    } as unknown as KVNamespace;
    const ctx = createExecutionContext();
    const first = retireBotPages({ env: { ...env, BOT_PAGES: slow }, executionCtx: ctx } as unknown as Context<AppEnv>);
    await sent;
    // The second removal is written, and moves the generation naming its later bookmark.
    const [w] = await ownedPins((await relatedIds((await watched()).seed)).ids);
    await env.DB.prepare('UPDATE pins SET deleted_at = ?1 WHERE id = ?2').bind(Date.now(), Number(w.id)).run();
    await retireBotPages({ env, executionCtx: ctx } as unknown as Context<AppEnv>);
    const second = bookmarkOf((await env.BOT_PAGES.get('bot-pages:generation')) ?? '');
    release();
    await first;
    await waitOnExecutionContext(ctx);
    const last = bookmarkOf((await env.BOT_PAGES.get('bot-pages:generation')) ?? '');
    expect(second).not.toBeNull();
    expect(last! >= second!, `${last} named after ${second}`).toBe(true);
  });

  it('Edge snapshots: a removal whose bookmark D1 cannot tell moves the generation so that nothing is kept under it', async () => {
    const w = await watched();
    const untold = new Proxy(env.DB, {
      get(target, key) {
        if (key === 'withSession') return () => ({ prepare: () => ({ first: () => Promise.reject(new Error('D1 unavailable')) }) });
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const ctx = createExecutionContext();
    await retireBotPages({ env: { ...env, DB: untold }, executionCtx: ctx } as unknown as Context<AppEnv>);
    await waitOnExecutionContext(ctx);
    for (const headers of [{}, { 'user-agent': GOOGLEBOT_UA }] as Record<string, string>[]) {
      expect((await visit(`/pin/${w.related.id}/`, headers)).status).toBe(200);
      const again = await visit(`/pin/${w.related.id}/`, headers);
      expect([again.botCache === 'HIT', again.d1.length > 0]).toEqual([false, true]);
    }
    await env.BOT_PAGES.put('bot-pages:generation', `caught-up-${crypto.randomUUID()}`);
  });

  it('Edge snapshots: an isolate’s slower move landing after a later one is made again, naming D1’s bookmark by then', async () => {
    /** One D1 whose primary answers each read with the next of `answers` (null: D1 cannot say). */
    const answering = (answers: Array<string | null>) =>
      new Proxy(env.DB, {
        get(target, key) {
          if (key === 'withSession')
            return () => {
              const told = answers.shift() ?? null;
              return {
                prepare: () => ({ first: () => (told === null ? Promise.reject(new Error('D1 unavailable')) : Promise.resolve(null)) }),
                getBookmark: () => told,
              };
            };
          const value = Reflect.get(target, key, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    const move = async (db: D1Database, kv: KVNamespace) => {
      const ctx = createExecutionContext();
      await retireBotPages({ env: { ...env, DB: db, BOT_PAGES: kv }, executionCtx: ctx } as unknown as Context<AppEnv>);
      await waitOnExecutionContext(ctx);
    };
    const at = (n: number) => `00000000-0000000${n}-00000000-${'0'.repeat(32)}`;
    // What D1 tells the earlier move, the later one, then the earlier one made again (after both removals).
    for (const answers of [
      [at(1), null, at(3)],
      [null, at(2), at(3)],
      [at(1), at(2), at(3)],
    ]) {
      const told = [...answers];
      let land = () => {};
      const landing = new Promise<void>((resolve) => {
        land = resolve;
      });
      let slow = true;
      const kv = {
        put: async (...args: Parameters<KVNamespace['put']>) => {
          if (slow) {
            slow = false;
            await landing;
          }
          return env.BOT_PAGES.put(...args);
        },
      } as unknown as KVNamespace;
      const db = answering(answers);
      // The earlier move's write is slow to land; the later one's lands first.
      const slower = move(db, kv);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await move(db, kv);
      land();
      await slower;
      const generation = (await env.BOT_PAGES.get('bot-pages:generation')) ?? '';
      // Reads that reached only what the earlier move was told keep nothing under what is left.
      expect([told, bookmarkOf(generation), seenBy(generation, at(2))]).toEqual([told, at(3), false]);
    }
    await env.BOT_PAGES.put('bot-pages:generation', `caught-up-${crypto.randomUUID()}`);
  });

  it('Edge snapshots: rows read by a session that has reached the generation’s bookmark are kept', async () => {
    // The first bookmark there is: each read has reached this generation's write (watched() checks the snapshots are kept).
    await env.BOT_PAGES.put('bot-pages:generation', `elsewhere-${crypto.randomUUID()}@00000000-00000000-00000000-${'0'.repeat(32)}`);
    const w = await watched();
    expect((await closeup(w.related.id)).status).toBe(200);
    expect((await closeup(w.related.id)).d1).toEqual([]);
  });

  it('Edge snapshots: a bookmark the writer carried in its cookie is not the one its write names, so snapshots are still kept', async () => {
    const w = await watched();
    const forged = `${w.related.owner}; ${D1_BOOKMARK_COOKIE}=${AHEAD_OF_EVERY_READ}`;
    expect((await write('PinResource', 'update', { id: w.related.id, title: 'Edited with a forged bookmark' }, forged)).status).toBe(200);
    expect(await env.BOT_PAGES.get('bot-pages:generation')).not.toContain(AHEAD_OF_EVERY_READ);
    expect((await closeup(w.listed.id)).status).toBe(200);
    expect((await closeup(w.listed.id)).d1).toEqual([]);
  });

  it('Edge snapshots: no crawler page is kept or served while KV cannot tell the generation', async () => {
    const [{ id }] = await ownedPins((await relatedIds((await watched()).seed)).ids);
    const unreachable = { ...env, BOT_PAGES: { get: () => Promise.reject(new Error('KV unreachable')) } as unknown as KVNamespace };
    const crawl = async () => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(
        new Request(`${ORIGIN}/pin/${id}/`, { headers: { 'user-agent': GOOGLEBOT_UA, accept: 'text/html' } }),
        unreachable,
        ctx,
      );
      await response.text();
      await waitOnExecutionContext(ctx);
      return response;
    };
    expect((await crawl()).status).toBe(200);
    expect((await crawl()).headers.get('X-Bot-Cache')).not.toBe('HIT');
  });

  it('Edge snapshots: a pin that is not public (secret or protected board) is never kept in a snapshot', async () => {
    const owner = await env.DB.prepare("SELECT id FROM users WHERE username = 'demo'").first<{ id: number }>();
    const cookie = await sessionCookie(owner!.id);
    for (const privacy of ['secret', 'protected'] as const) {
      const board = await write<{ entityId: string }>('BoardResource', 'create', { name: `Edge ${privacy}`, privacy }, cookie);
      const pin = await env.DB.prepare(
        `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.owner_id = ?1 AND p.pinner_id = ?1 AND b.privacy = 'public'
          AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL ORDER BY p.id LIMIT 1`,
      )
        .bind(owner!.id)
        .first<{ id: number }>();
      const id = String(pin!.id);
      used.add(id);
      expect((await write('PinResource', 'update', { id, board_id: board.data.entityId }, cookie)).status).toBe(200);
      // Its owner's closeup, a crawler's and a visitor's: none of them keeps the pin for the next visitor.
      expect((await closeup(id, { cookie })).status).toBe(200);
      for (const headers of [{ 'user-agent': GOOGLEBOT_UA }, { 'user-agent': BROWSER_UA }]) await closeup(id, headers);
      const visitor = await closeup(id);
      expect(visitor.status).toBe(privacy === 'secret' ? 404 : 200);
      expect(visitor.d1.length).toBeGreaterThan(0);
    }
  });
});
