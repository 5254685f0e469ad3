// Global reads (docs/performance.md): every request reads D1 through one Sessions API session, and a person
// carries the bookmark of their last write in a cookie so they always read their own writes.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { BoardDetail } from '#shared/types.ts';
import { carryAsColumns, rideAlong } from '#worker/lib/batchRiders.ts';
import { D1_BOOKMARK_COOKIE } from '#worker/lib/cookies.ts';
import { dropSnapshots } from '#worker/lib/edgeSnapshot.ts';
import { type D1Timing, sessionBinding } from '#worker/middleware/d1Session.ts';
import { call } from './accountHelpers.ts';
import { request, sessionCookie } from './helpers.ts';

const bookmarkFrom = (response: Response): string | null =>
  new RegExp(`${D1_BOOKMARK_COOKIE}=([^;]*)`).exec(response.headers.get('set-cookie') ?? '')?.[1] || null;

describe('D1 sessions (docs/decisions/002-d1-sessions-and-read-replicas.md)', () => {
  it('answers reads without setting the bookmark cookie, and reports the time spent in D1 outside production', async () => {
    const response = await request('/');
    expect(response.status).toBe(200);
    expect(bookmarkFrom(response)).toBeNull();
    expect(response.headers.get('server-timing')).toMatch(/^d1;dur=\d+(\.\d+)?;desc="\d+ statements"$/);
  });

  it('sets the bookmark after a write, and a person carrying it reads their own write', async () => {
    const member = await sessionCookie(1);
    const created = await call<BoardDetail>('BoardResource', 'create', { name: 'Read my writes' }, member);
    expect(created.status).toBe(201);
    const bookmark = bookmarkFrom(created.response);
    expect(bookmark).toMatch(/^[0-9a-f-]+$/i);
    const board = await call<BoardDetail>('BoardResource', 'get', { board_id: created.data.entityId }, `${member}; ${D1_BOOKMARK_COOKIE}=${bookmark}`);
    expect(board.status, JSON.stringify(board.error)).toBe(200);
    expect(board.data.name).toBe('Read my writes');
  });

  it('totals the D1 time of every request, streamed parts included, outside production (GET /__bench/d1)', async () => {
    type Totals = { ms: number; statements: number; roundTrips: number };
    // The feed's snapshot dropped, so the home reads its ads and pins from D1 (docs/performance.md#edge-snapshots).
    await dropSnapshots();
    const before = (await (await request('/__bench/d1')).json()) as Totals;
    await (await request('/')).text();
    const after = (await (await request('/__bench/d1')).json()) as Totals;
    expect(after.statements).toBeGreaterThan(before.statements);
    expect(after.ms).toBeGreaterThanOrEqual(before.ms);
    // A batch is one round trip: a signed-out home page reads its ads and pins in one (docs/performance.md).
    expect(after.roundTrips).toBeGreaterThan(before.roundTrips);
    expect(after.roundTrips - before.roundTrips).toBeLessThan(after.statements - before.statements);
  });

  it('ignores a bookmark cookie that is not a bookmark', async () => {
    for (const value of ['not-a-bookmark!', "1'; DROP TABLE pins", 'x'.repeat(300)]) {
      const response = await request('/', { headers: { cookie: `${D1_BOOKMARK_COOKIE}=${encodeURIComponent(value)}` } });
      expect(response.status).toBe(200);
    }
  });
});

describe('a read riding along with the next batch (docs/performance.md: Round trips: reads that ride along)', () => {
  const binding = () => {
    const timing: D1Timing = { ms: 0, statements: 0, roundTrips: 0 };
    return { timing, db: sessionBinding(env.DB, env.DB.withSession('first-unconstrained'), timing) };
  };
  const count = (db: D1Database, sql: string) => db.prepare(`SELECT COUNT(*) AS n FROM ${sql}`);

  it('goes out with the next batch: one round trip for both, each answered its own rows', async () => {
    const { db, timing } = binding();
    const users = rideAlong<{ n: number }>(db, count(db, 'users'));
    const [pins] = await db.batch<{ n: number }>([count(db, 'pins')]);
    expect((await users()).results[0].n).toBe((await env.DB.prepare('SELECT COUNT(*) AS n FROM users').first<{ n: number }>())?.n);
    expect(pins.results[0].n).toBe((await env.DB.prepare('SELECT COUNT(*) AS n FROM pins').first<{ n: number }>())?.n);
    expect(timing).toMatchObject({ statements: 2, roundTrips: 1 });
  });

  it('is read alone when asked for before any batch, and the next batch does not carry it', async () => {
    const { db, timing } = binding();
    const users = rideAlong<{ n: number }>(db, count(db, 'users'));
    expect((await users()).results[0].n).toBeGreaterThan(0);
    expect(timing).toMatchObject({ statements: 1, roundTrips: 1 });
    const read = await db.batch([count(db, 'pins')]);
    expect(read).toHaveLength(1);
    expect(timing).toMatchObject({ statements: 2, roundTrips: 2 });
  });

  it("stays with its own request: another request's batch does not carry it", async () => {
    const first = binding();
    const second = binding();
    const users = rideAlong<{ n: number }>(first.db, count(first.db, 'users'));
    expect(await second.db.batch([count(second.db, 'pins')])).toHaveLength(1);
    expect(second.timing).toMatchObject({ statements: 1, roundTrips: 1 });
    await users();
    expect(first.timing).toMatchObject({ statements: 1, roundTrips: 1 });
  });

  it('fails with the batch that carried it', async () => {
    const { db } = binding();
    const users = rideAlong(db, count(db, 'users'));
    await expect(db.batch([db.prepare('SELECT * FROM no_such_table')])).rejects.toThrow();
    await expect(users()).rejects.toThrow();
  });

  it('rides as a column of a statement of one row that carries it: one statement, answered its own rows', async () => {
    const { db, timing } = binding();
    const users = rideAlong<{ n: number }>(db, count(db, 'users'), {
      sql: (p) => `(SELECT json_group_array(json_object('n', n)) FROM (SELECT COUNT(*) + ${p} AS n FROM users))`,
      bind: 0,
    });
    const riders = carryAsColumns(db, 2);
    const batch = db.batch<Record<string, unknown>>([db.prepare(`SELECT id${riders.columns} FROM pins WHERE id = ?1`).bind(1, ...riders.binds)]);
    riders.answerFrom(batch.then(([pin]) => pin.results));
    // Asked for while the batch is on its way, it waits for the batch.
    const answered = users();
    await batch;
    expect((await answered).results[0].n).toBe((await env.DB.prepare('SELECT COUNT(*) AS n FROM users').first<{ n: number }>())?.n);
    expect(timing).toMatchObject({ statements: 1, roundTrips: 1 });
  });

  it('is read alone when the statement that carried it found no row, and a rider without a column form still rides as a statement', async () => {
    const { db, timing } = binding();
    const users = rideAlong<{ n: number }>(db, count(db, 'users'), { sql: (p) => `(SELECT json_group_array(json_object('n', ${p})))`, bind: 7 });
    const pins = rideAlong<{ n: number }>(db, count(db, 'pins'));
    const riders = carryAsColumns(db, 2);
    const batch = db.batch<Record<string, unknown>>([db.prepare(`SELECT id${riders.columns} FROM pins WHERE id = ?1`).bind(-1, ...riders.binds)]);
    riders.answerFrom(batch.then(([none]) => none.results));
    await batch;
    expect(timing).toMatchObject({ statements: 2, roundTrips: 1 });
    expect((await pins()).results[0].n).toBeGreaterThan(0);
    expect((await users()).results[0].n).toBeGreaterThan(7);
    expect(timing).toMatchObject({ statements: 3, roundTrips: 2 });
  });

  it('is read when asked for through a binding that is not a request session', async () => {
    const users = rideAlong<{ n: number }>(env.DB, count(env.DB, 'users'));
    expect((await users()).results[0].n).toBeGreaterThan(0);
  });
});
