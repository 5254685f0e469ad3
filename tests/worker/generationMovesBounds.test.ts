// The bounds of the public-view generation's moves in one isolate (docs/security.md "Deleted means deleted"; decision
// 028): once a removal has moved the
// public-view generation, KV ends naming a bookmark at or past that removal; no write waits on the moves' retries; how
// many KV writes N moves of one isolate cost under KV's one write per second per key, and whether moves give up.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { Context } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '#worker/env.ts';
import { retireBotPages } from '#worker/seo/botPageGeneration.ts';
import { bm, covers, sleep } from './generationMoveScript.ts';

type Step = 'ok' | 'refuse' | 'hold';

/** KV whose n-th put does steps[n] ('ok' past the end), or (steps null) KV's one landed write per second per key. */
function world(steps: Step[] | null, latencyMs = 5) {
  let value: string | null = null;
  let calls = 0;
  let lastLanded = -1e12;
  const gates = new Map<number, () => void>();
  const kv = {
    put: async (_key: string, v: string) => {
      const n = calls++;
      if (steps === null) {
        await sleep(latencyMs);
        if (Date.now() - lastLanded < 1000) throw new Error('KV PUT failed: 429 Too Many Requests');
        lastLanded = Date.now();
        value = v;
        return;
      }
      const step = steps[n] ?? 'ok';
      if (step === 'refuse') throw new Error('KV PUT failed: 429 Too Many Requests');
      if (step === 'hold') await new Promise<void>((resolve) => gates.set(n, resolve));
      value = v;
    },
  } as unknown as KVNamespace;
  let removals = 0;
  let reads = 0;
  const db = {
    withSession: () => ({
      prepare: () => ({
        first: async () => {
          reads++;
          return null;
        },
      }),
      getBookmark: () => bm(removals),
    }),
  } as unknown as D1Database;
  const removal = () => {
    removals++;
    const ctx = createExecutionContext();
    const began = Date.now();
    const done = retireBotPages({ env: { ...env, DB: db, BOT_PAGES: kv }, executionCtx: ctx } as unknown as Context<AppEnv>).then(() => Date.now() - began);
    return { done, settled: done.then(() => waitOnExecutionContext(ctx)) };
  };
  const until = async (n: number) => {
    for (let i = 0; i < 800 && (calls < n || (steps?.[n - 1] === 'hold' && !gates.has(n - 1))); i++) await sleep(10);
    expect(calls).toBeGreaterThanOrEqual(n);
  };
  const release = async (n: number) => {
    gates.get(n)?.();
    await sleep(20);
  };
  return { removal, until, release, final: () => value ?? '', calls: () => calls, reads: () => reads };
}

describe('Generation moves: the bounds of one isolate’s moves (security: Deleted means deleted)', () => {
  it('Generation moves: a move’s last retry landing after a later move, its re-put refused, leaves the later removal covered', async () => {
    // X: put0 refused, its retries put1..3 refused, its last retry put4 (a move reading bm(1)) held; Y: put5 lands bm(2);
    // X's put4 lands, then its re-put of Y (put6) is refused within KV's second: no retry is left.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const w = world(['refuse', 'refuse', 'refuse', 'refuse', 'hold', 'ok', 'refuse']);
    const x = w.removal();
    await x.done;
    await w.until(5);
    const y = w.removal();
    await y.done;
    await w.release(4);
    await x.settled;
    await y.settled;
    errors.mockRestore();
    expect(covers(w.final(), 2)).toEqual([bm(2), false]);
  }, 20_000);

  it('Generation moves: 20 moves at once under one write a second: the latest covers all, about one write each', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const w = world(null);
    const moves = Array.from({ length: 20 }, () => w.removal());
    await Promise.all(moves.map((m) => m.done));
    await Promise.all(moves.map((m) => m.settled));
    const gaveUp = errors.mock.calls.length;
    errors.mockRestore();
    expect(covers(w.final(), 20)).toEqual([bm(20), false]);
    // A move covered by a later one that landed writes nothing more: about one write per move, none given up (logged).
    expect([gaveUp, w.calls() <= 2 * 20]).toEqual([0, true]);
  }, 30_000);

  it('Generation moves: a removal every 250 ms for 3 s under one write a second: KV ends naming the last one', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const w = world(null, 30);
    const moves = [];
    for (let i = 0; i < 12; i++) {
      moves.push(w.removal());
      await sleep(250);
    }
    await Promise.all(moves.map((m) => m.settled));
    const gaveUp = errors.mock.calls.length;
    errors.mockRestore();
    expect(covers(w.final(), 12)).toEqual([bm(12), false]);
    expect([gaveUp, w.calls() <= 2 * 12]).toEqual([0, true]);
  }, 30_000);

  it('Generation moves: a KV that refuses every put: one move costs RETRIES+1 puts and D1 reads, ends, and logs no secret', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const w = world(Array.from({ length: 50 }, () => 'refuse' as Step));
    const m = w.removal();
    await m.done;
    await m.settled;
    const lines = errors.mock.calls.map((c) => JSON.stringify(c[0]));
    errors.mockRestore();
    expect([w.calls(), w.reads(), lines.length]).toEqual([7, 7, 1]);
    expect(lines[0]).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{8}/);
  }, 20_000);
});
