// Far visitors (docs/performance.md#far-visitors): the simulated distance delays each binding call by the round
// trip it would cost, routes D1 reads to the replica only through a Sessions API session that allows one, and
// is off in production whatever the variables say.

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { type Distance, distanceOf, FAR_VISITOR } from '#shared/distance.ts';
import { CURRENT_KEY, forgetLivePointer } from '#worker/experiences/definitions.ts';
import worker from '#worker/index.ts';
import { dropSnapshots, SNAPSHOTS, snapshot } from '#worker/lib/edgeSnapshot.ts';
import { bindingsAt, cachesAt, isReadStatement, type Trip, visitorEnv } from '#worker/lib/farBindings.ts';
import { BROWSER_UA, ORIGIN } from './helpers.ts';

const NONE: Distance = { d1PrimaryMs: 0, d1ReplicaMs: 0, kvHotMs: 0, kvColdMs: 0, cacheMs: 0, durableObjectMs: 0 };

/** The test env's bindings at `distance`, and the round trips they make. */
function recorded(distance: Distance = NONE, now?: () => number) {
  const trips: Array<[Trip, number]> = [];
  const at = bindingsAt(env, distance, { onTrip: (trip, ms) => trips.push([trip, ms]), now });
  return { at, trips, kinds: () => trips.map(([trip]) => trip) };
}

async function elapsed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

describe('Far visitors: the simulated distance (docs/performance.md: Far visitors)', () => {
  it('sends every D1 call made without the Sessions API to the primary, reads and batches alike', async () => {
    const { at, kinds } = recorded();
    await at.DB.prepare('SELECT 1 AS one').first();
    await at.DB.prepare('SELECT ?1 AS n').bind(2).all();
    await at.DB.batch([at.DB.prepare('SELECT 1'), at.DB.prepare('SELECT 2')]);
    expect(kinds()).toEqual(['d1-primary', 'd1-primary', 'd1-primary']);
  });

  it('lets a session that allows a replica read from it, and sends a write and the reads after it to the primary', async () => {
    const { at, kinds } = recorded();
    const session = at.DB.withSession('first-unconstrained');
    await session.prepare('SELECT COUNT(*) AS n FROM users').first();
    await session.batch([session.prepare('SELECT 1'), session.prepare('WITH x AS (SELECT 1) SELECT * FROM x')]);
    await session.prepare('UPDATE users SET username = username WHERE id = -1').run();
    await session.prepare('SELECT 1').first();
    expect(kinds()).toEqual(['d1-replica', 'd1-replica', 'd1-primary', 'd1-primary']);
  });

  it("sends a 'first-primary' session's first statement to the primary and its later reads to a replica", async () => {
    const { at, kinds } = recorded();
    const session = at.DB.withSession('first-primary');
    await session.prepare('SELECT 1').first();
    await session.prepare('SELECT 2').first();
    expect(kinds()).toEqual(['d1-primary', 'd1-replica']);
  });

  it("reads a bookmarked session's statements from a replica, and a batch with a write from the primary", async () => {
    const { at, kinds } = recorded();
    const first = env.DB.withSession('first-primary');
    await first.prepare('SELECT 1').first();
    const session = at.DB.withSession(first.getBookmark() ?? 'first-unconstrained');
    await session.prepare('SELECT 1').first();
    await session.batch([session.prepare('SELECT 1'), session.prepare('DELETE FROM users WHERE id = -1')]);
    expect(kinds()).toEqual(['d1-replica', 'd1-primary']);
  });

  it('waits the configured round trip before each call: the primary, the replica', async () => {
    const { at, trips } = recorded({ ...NONE, d1PrimaryMs: 120, d1ReplicaMs: 15 });
    expect(await elapsed(() => at.DB.prepare('SELECT 1').first())).toBeGreaterThanOrEqual(119);
    const session = at.DB.withSession('first-unconstrained');
    await session.prepare('SELECT 1').first();
    expect(trips).toEqual([
      ['d1-primary', 120],
      ['d1-replica', 15],
    ]);
  });

  it('reads a KV key cold first, hot for a minute after, cold again after a write to it or after the minute', async () => {
    let now = 1_000_000;
    const { at, trips } = recorded({ ...NONE, kvHotMs: 2, kvColdMs: 60 }, () => now);
    const key = `distance-test-${crypto.randomUUID()}`;
    await at.EXPERIENCES.get(key);
    await at.EXPERIENCES.get(key);
    now += 59_000;
    await at.EXPERIENCES.get(key);
    await at.EXPERIENCES.put(key, 'x');
    await at.EXPERIENCES.get(key);
    now += 61_000;
    await at.EXPERIENCES.get(key, 'text');
    await at.EXPERIENCES.list({ prefix: key });
    expect(trips).toEqual([
      ['kv-cold', 60],
      ['kv-hot', 2],
      ['kv-hot', 2],
      ['kv-cold', 60],
      ['kv-cold', 60],
      ['kv-cold', 60],
      ['kv-cold', 60],
    ]);
    expect(await env.EXPERIENCES.get(key)).toBe('x');
  });

  it('waits for a Durable Object on every call to its stub, and not for making its id', async () => {
    const { at, trips } = recorded({ ...NONE, durableObjectMs: 40 });
    const stub = at.RATE_LIMITER.get(at.RATE_LIMITER.idFromName(`distance-${crypto.randomUUID()}`));
    expect(trips).toEqual([]);
    const took = await elapsed(() => stub.hit(5, 60_000));
    expect(trips).toEqual([['durable-object', 40]]);
    expect(took).toBeGreaterThanOrEqual(39);
  });

  it('waits for the Cache API on each call once the environment is a far visitor’s', async () => {
    const distance = { ...FAR_VISITOR, cacheMs: 30, d1PrimaryMs: 0, d1ReplicaMs: 0, kvHotMs: 0, kvColdMs: 0, durableObjectMs: 0 };
    visitorEnv({ ...env, ENVIRONMENT: 'development', DISTANCE_CACHE_MS: String(distance.cacheMs) });
    const cache = await caches.open('distance-test');
    const took = await elapsed(() => cache.match('https://pins.test/none'));
    expect(took).toBeGreaterThanOrEqual(29);
  });

  it('tells reads from writes by the statement', () => {
    expect(isReadStatement('  -- a comment\n select 1')).toBe(true);
    expect(isReadStatement('/* x */ SELECT deleted_at FROM pins')).toBe(true);
    expect(isReadStatement('WITH x AS (SELECT 1) SELECT * FROM x')).toBe(true);
    expect(isReadStatement('WITH x AS (SELECT 1) INSERT INTO t SELECT * FROM x')).toBe(false);
    expect(isReadStatement('INSERT INTO t VALUES (1)')).toBe(false);
    expect(isReadStatement('PRAGMA table_info(pins)')).toBe(false);
  });

  it('reads the distance from the DISTANCE_* variables, none when none is set, and none in production', () => {
    expect(distanceOf({ ENVIRONMENT: 'development' })).toBeNull();
    expect(distanceOf({ ENVIRONMENT: 'development', DISTANCE_D1_PRIMARY_MS: '150', DISTANCE_KV_COLD_MS: 'x' })).toEqual({ ...NONE, d1PrimaryMs: 150 });
    expect(distanceOf({ ENVIRONMENT: 'production', DISTANCE_D1_PRIMARY_MS: '150', DISTANCE_D1_REPLICA_MS: '10' })).toBeNull();
    const production = { ...env, ENVIRONMENT: 'production', DISTANCE_D1_PRIMARY_MS: '150' };
    expect(visitorEnv(production)).toBe(production);
  });

  /** The home page through the real worker with these variables: its status and how long it took to its last byte (its feed is read after its head). */
  async function home(vars: Record<string, string>): Promise<{ status: number; ms: number }> {
    const ctx = createExecutionContext();
    const started = performance.now();
    const response = await worker.fetch(new Request(`${ORIGIN}/`, { headers: { 'user-agent': BROWSER_UA } }), { ...env, ...vars } as Env, ctx);
    await response.text();
    const ms = performance.now() - started;
    await waitOnExecutionContext(ctx);
    return { status: response.status, ms };
  }

  it('makes a page wait through the real worker outside production, and production ignore the variables', async () => {
    await home({ ENVIRONMENT: 'development' }); // the isolate's first request, out of the way
    const far = { DISTANCE_D1_PRIMARY_MS: '1000', DISTANCE_D1_REPLICA_MS: '1000' };
    await dropSnapshots(); // the feed read from D1, not from the first request's snapshot (docs/performance.md#edge-snapshots)
    const outside = await home({ ENVIRONMENT: 'development', ...far });
    expect(outside.status).toBe(200);
    expect(outside.ms).toBeGreaterThanOrEqual(999);
    const slow = { DISTANCE_D1_PRIMARY_MS: '20000', DISTANCE_D1_REPLICA_MS: '20000', DISTANCE_KV_COLD_MS: '20000', DISTANCE_KV_HOT_MS: '20000' };
    const production = await home({ ENVIRONMENT: 'production', PUBLIC_ORIGIN: ORIGIN, ...slow });
    expect(production.status).toBe(200);
    expect(production.ms).toBeLessThan(20000);
  }, 40_000);

  it('Far visitors: a binding keeps its identity from one request to the next, so the experience pointer an isolate keeps costs a far visitor no KV read', async () => {
    // The real namespace, counted: the same object for both requests, as a binding is without the model.
    let pointerReads = 0;
    const experiences = new Proxy(env.EXPERIENCES, {
      get(inner, key) {
        const value = Reflect.get(inner, key, inner);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (key === 'get' && args[0] === CURRENT_KEY) pointerReads++;
          return Reflect.apply(value, inner, args);
        };
      },
    });
    forgetLivePointer();
    const far = { ENVIRONMENT: 'development', DISTANCE_KV_HOT_MS: '1', DISTANCE_KV_COLD_MS: '1', EXPERIENCES: experiences };
    for (let i = 0; i < 2; i++) expect((await home(far as unknown as Record<string, string>)).status).toBe(200);
    expect(pointerReads).toBe(1);
  });

  it('Far visitors: an edge snapshot asks for its kept copy while the public-view generation is read, not after', async () => {
    const starts: Array<[Trip, number]> = [];
    const began = performance.now();
    const onTrip = (trip: Trip) => starts.push([trip, performance.now() - began]);
    const distance = { ...NONE, kvHotMs: 300, kvColdMs: 300, cacheMs: 1 };
    const real = caches;
    Object.defineProperty(globalThis, 'caches', { value: cachesAt({ distance, onTrip }, real), configurable: true, writable: true });
    try {
      const at = bindingsAt(env, distance, { onTrip });
      await snapshot(at, SNAPSHOTS.topicDirectory, async () => ({ rows: [] }));
    } finally {
      Object.defineProperty(globalThis, 'caches', { value: real, configurable: true, writable: true });
    }
    const kv = starts.find(([trip]) => trip.startsWith('kv'));
    const lookup = starts.find(([trip]) => trip === 'cache');
    expect(kv).toBeDefined();
    expect(lookup).toBeDefined();
    // The lookup (cache.match) leaves before the generation's 300 ms are over; the copy taken (cache.put) after the read.
    expect((lookup?.[1] ?? 0) - (kv?.[1] ?? 0)).toBeLessThan(250);
  });
});
