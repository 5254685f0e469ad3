// Edge snapshots of shared data (docs/performance.md#edge-snapshots): the signed-out home's first page of popular pins
// comes from this data centre's snapshot, not D1, for at most SNAPSHOT_FRESH_S; a change reaches it within that, an
// edit through the site at once, and a pin deleted or made secret never comes back from it, whether the change was
// made here or only its public-view generation reached here (a change made in another data centre).
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Distance } from '#shared/distance.ts';
import { issuedId } from '#shared/ids.ts';
import worker from '#worker/index.ts';
import { IN_ISOLATE_LIMIT, isolateCopies, pinSnapshots, SNAPSHOT_FRESH_S, snapshot } from '#worker/lib/edgeSnapshot.ts';
import { bindingsAt, type Trip } from '#worker/lib/farBindings.ts';
import { call } from './accountHelpers.ts';
import { BROWSER_UA, embeddedFeed, ORIGIN, sessionCookie } from './helpers.ts';

const NO_WAIT: Distance = { d1PrimaryMs: 0, d1ReplicaMs: 0, kvHotMs: 0, kvColdMs: 0, cacheMs: 0, durableObjectMs: 0 };

/** The signed-out home through the real worker: its first screen's pins and the D1 round trips it made. */
async function visitorHome(): Promise<{ pins: Array<{ id: string; title: string }>; d1: Trip[] }> {
  const d1: Trip[] = [];
  const at = bindingsAt(env, NO_WAIT, { onTrip: (trip) => trip.startsWith('d1') && d1.push(trip) });
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}/`, { headers: { 'user-agent': BROWSER_UA, accept: 'text/html' } }), at, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(200);
  return { pins: embeddedFeed(html).pins.map((p) => ({ id: p.entityId, title: p.title })), d1 };
}

/** A pin of the signed-out home (not an ad) with its pinner and board. */
async function homePin(pins: Array<{ id: string }>, index = 0) {
  const ids = pins.map((p) => Number(p.id));
  const row = await env.DB.prepare(
    `SELECT p.id, p.pinner_id, p.board_id, b.owner_id FROM pins p JOIN boards b ON b.id = p.board_id
      WHERE p.id IN (${ids.join(',')}) AND p.is_promoted = 0 AND p.promoter_id IS NULL AND p.pinner_id = b.owner_id ORDER BY p.save_count DESC, p.id DESC LIMIT 1 OFFSET ?`,
  )
    .bind(index)
    .first<{ id: number; pinner_id: number; board_id: number; owner_id: number }>();
  if (!row) throw new Error('no pin of its board owner on the signed-out home');
  return { id: String(row.id), boardId: String(row.board_id), owner: await sessionCookie(row.owner_id) };
}

/** Counts the Cache API reads (`match`) made while `run` runs, through every named cache. */
async function cacheReadsOf(run: () => Promise<unknown>): Promise<number> {
  const real = globalThis.caches;
  let reads = 0;
  const counted = (cache: Cache): Cache =>
    new Proxy(cache, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (key !== 'match' || typeof value !== 'function') return typeof value === 'function' ? value.bind(target) : value;
        return (...args: Parameters<Cache['match']>) => {
          reads++;
          return value.apply(target, args);
        };
      },
    });
  const wrapped = new Proxy(real, {
    get(target, key) {
      if (key === 'open') return async (name: string) => counted(await target.open(name));
      if (key === 'default') return counted((target as CacheStorage & { default: Cache }).default);
      return Reflect.get(target, key, target);
    },
  });
  Object.defineProperty(globalThis, 'caches', { value: wrapped, configurable: true, writable: true });
  try {
    await run();
  } finally {
    Object.defineProperty(globalThis, 'caches', { value: real, configurable: true, writable: true });
  }
  return reads;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Edge snapshots: the signed-out popular feed', () => {
  it('Edge snapshots: a second visitor reads the first screen from the snapshot, no D1 round trip', async () => {
    const first = await visitorHome();
    expect(first.pins.length).toBeGreaterThan(10);
    const second = await visitorHome();
    expect(second.pins).toEqual(first.pins);
    expect(second.d1).toEqual([]);
  });

  it('Edge snapshots: an edit through the site drops the snapshots of its data centre at once', async () => {
    const before = await visitorHome();
    const edited = await homePin(before.pins, 1);
    expect((await visitorHome()).d1).toEqual([]);
    const update = await call('PinResource', 'update', { id: edited.id, title: 'Edited through the site' }, edited.owner);
    expect(update.status).toBe(200);
    expect((await visitorHome()).pins.find((p) => p.id === edited.id)?.title).toBe('Edited through the site');
  });

  it('Edge snapshots: a change no purge reaches is visible once the snapshot is SNAPSHOT_FRESH_S old', async () => {
    const before = await visitorHome();
    const pin = before.pins.find((p) => p.title)!;
    // Changed behind the site's back (as a change whose purge reaches another data centre only through time).
    await env.DB.prepare('UPDATE pins SET title = ? WHERE id = ?').bind('Retitled behind the snapshot', Number(pin.id)).run();
    const stale = await visitorHome();
    expect(stale.pins.find((p) => p.id === pin.id)?.title).toBe(pin.title);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SNAPSHOT_FRESH_S * 1000 + 1000);
    expect((await visitorHome()).pins.find((p) => p.id === pin.id)?.title).toBe('Retitled behind the snapshot');
  });

  it('Edge snapshots: a deleted pin, or one whose board was made secret, never comes back from a snapshot', async () => {
    const home = await visitorHome();
    const deleted = await homePin(home.pins, 0);
    expect((await call('PinResource', 'delete', { id: deleted.id }, deleted.owner)).status).toBe(200);
    expect((await visitorHome()).pins.map((p) => p.id)).not.toContain(deleted.id);

    const secret = await homePin((await visitorHome()).pins, 0);
    const made = await call('BoardResource', 'update', { board_id: secret.boardId, privacy: 'secret' }, secret.owner);
    expect(made.status).toBe(200);
    const after = await visitorHome();
    expect(after.pins.map((p) => p.id)).not.toContain(secret.id);
  });

  it('Edge snapshots: a pin taken out of public view in another data centre never comes back once its generation arrives', async () => {
    const home = await visitorHome();
    const gone = await homePin(home.pins, 0);
    // The other data centre's write: the row, and the public-view generation KV carries here. Nothing of this one's cache is dropped.
    await env.DB.prepare('UPDATE pins SET deleted_at = ? WHERE id = ?').bind(Date.now(), Number(gone.id)).run();
    await env.BOT_PAGES.put('bot-pages:generation', `elsewhere-${crypto.randomUUID()}`);
    expect((await visitorHome()).pins.map((p) => p.id)).not.toContain(gone.id);
  });
});

describe("Edge snapshots (docs/performance.md#edge-snapshots): this isolate's copy", () => {
  it('Edge snapshots: a repeat visit in the same isolate reads neither D1 nor the Cache API', async () => {
    await visitorHome();
    let repeat: Awaited<ReturnType<typeof visitorHome>> | undefined;
    expect(await cacheReadsOf(async () => (repeat = await visitorHome()))).toBe(0);
    expect(repeat?.d1).toEqual([]);
  });

  it('Edge snapshots: the copy is shared frozen, so no request can change what the next one is served', async () => {
    const name = pinSnapshots(issuedId<'pin'>('910001')).closeup;
    const first = await snapshot(env, name, async () => ({ rows: [{ title: 'kept' }] }));
    const second = await snapshot(env, name, async () => ({ rows: [{ title: 'read again' }] }));
    expect(second).toBe(first);
    expect(() => {
      (second.rows[0] as { title: string }).title = 'changed by one request';
    }).toThrow(TypeError);
    expect((await snapshot(env, name, async () => ({ rows: [] as Array<{ title: string }> }))).rows[0].title).toBe('kept');
  });

  it('Edge snapshots: the isolate keeps at most IN_ISOLATE_LIMIT copies, the oldest put dropped first', () => {
    expect(IN_ISOLATE_LIMIT).toBe(500);
    const copies = isolateCopies(2);
    const [a, b, c] = [1, 2, 3].map((n) => pinSnapshots(issuedId<'pin'>(String(930_000 + n))).closeup);
    const copy = (taken: number) => ({ value: { taken }, taken, generation: '0' });
    copies.hold(a, copy(1));
    copies.hold(b, copy(2));
    copies.hold(a, copy(3)); // put again: now the newest
    copies.hold(c, copy(4));
    expect([copies.get(a)?.taken, copies.get(b)?.taken, copies.get(c)?.taken]).toEqual([3, undefined, 4]);
  });
});
