// The public-view generation's moves under steady traffic (docs/security.md "Deleted means deleted"; decision 028):
// the writer waits for one KV write, retries stay within RETRIES, cost stays near one write a move, D1 failing fails closed.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { Context } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '#worker/env.ts';
import { bookmarkOf, retireBotPages, seenBy } from '#worker/seo/botPageGeneration.ts';
import { bm, sleep } from './generationMoveScript.ts';

/** One KV store; each removal may bring its own put latency; rateLimit: one landed write per second. */
function world(rateLimit: boolean, d1FailsAfter = Infinity) {
  let value: string | null = null;
  let calls = 0;
  let lastLanded = -1e12;
  let removals = 0;
  let reads = 0;
  const kvWith = (latencyMs: number, counter: { puts: number }, refuseFirst: boolean) =>
    ({
      put: async (_key: string, v: string) => {
        calls++;
        counter.puts++;
        if (refuseFirst && counter.puts === 1) throw new Error('KV PUT failed: 429 Too Many Requests');
        await sleep(latencyMs);
        if (rateLimit && Date.now() - lastLanded < 1000) throw new Error('KV PUT failed: 429 Too Many Requests');
        lastLanded = Date.now();
        value = v;
      },
    }) as unknown as KVNamespace;
  const db = {
    withSession: () => ({
      prepare: () => ({
        first: async () => {
          reads++;
          if (reads > d1FailsAfter) throw new Error('D1_ERROR: network connection lost');
          return null;
        },
      }),
      getBookmark: () => bm(removals),
    }),
  } as unknown as D1Database;
  /** A KV whose first put throws at once and stores its value afterMs later (a timeout KV went on to commit). */
  const lateStore = (afterMs: number) => {
    let n = 0;
    return {
      put: async (_key: string, v: string) => {
        calls++;
        if (n++ === 0) {
          setTimeout(() => {
            value = v;
          }, afterMs);
          throw new Error('KV PUT failed: timed out');
        }
        value = v;
      },
    } as unknown as KVNamespace;
  };
  const removal = (latencyMs = 5, refuseFirst = false, kv?: KVNamespace) => {
    removals++;
    const counter = { puts: 0 };
    const ctx = createExecutionContext();
    const began = Date.now();
    const c = { env: { ...env, DB: db, BOT_PAGES: kv ?? kvWith(latencyMs, counter, refuseFirst) }, executionCtx: ctx };
    const done = retireBotPages(c as unknown as Context<AppEnv>).then(() => Date.now() - began);
    return { done, settled: done.then(() => waitOnExecutionContext(ctx)), counter };
  };
  return { removal, lateStore, final: () => value ?? '', calls: () => calls, reads: () => reads, removals: () => removals };
}

describe('Generation moves under steady traffic (security: Deleted means deleted)', () => {
  it('Generation moves: a slow writer under steady traffic waits only for its own move, not for moves remade while others land', async () => {
    // X's puts take 80 ms; a removal with 2 ms puts begins every 20 ms for 1.6 s (no rate limit: a scripted KV).
    const w = world(false);
    const x = w.removal(80);
    const stream = [];
    for (let i = 0; i < 80; i++) {
      stream.push(w.removal(2));
      await sleep(20);
    }
    const waited = await Promise.race([x.done, sleep(50).then(() => -1)]);
    await Promise.all(stream.map((s) => s.settled));
    await x.settled;
    // X's writer should be answered after about one put; it is answered only once the stream stops.
    expect({ stillWaitingAfterStream: waited === -1, xPuts: x.counter.puts }).toEqual({ stillWaitingAfterStream: false, xPuts: 1 });
  }, 30_000);

  it('Generation moves: a steady stream under one write a second: cost, give-ups and the last removal covered', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const w = world(true);
    const moves = [];
    for (let i = 0; i < 40; i++) {
      moves.push(w.removal(30));
      await sleep(100);
    }
    await Promise.all(moves.map((m) => m.done));
    await Promise.all(moves.map((m) => m.settled));
    const gaveUp = errors.mock.calls.length;
    errors.mockRestore();
    expect([bookmarkOf(w.final()), seenBy(w.final(), bm(39)), gaveUp]).toEqual([bm(40), false, 0]);
    expect(w.calls()).toBeLessThanOrEqual(2 * 40);
  }, 40_000);

  it('Generation moves: a refused move’s background retry under steady traffic stays within RETRIES (6) moves, about 9 s', async () => {
    // X's first put refused; its retry (1.1-1.5 s on) makes moves whose puts take 700 ms; a removal with 2 ms puts begins
    // every 20 ms from 1.55 s for 6 s (begun after X's retry began, so the retry's move is taken over again and again).
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const w = world(false);
    const x = w.removal(700, true);
    await x.done;
    await sleep(1550);
    const stream = [];
    for (let i = 0; i < 300; i++) {
      stream.push(w.removal(2));
      await sleep(20);
    }
    await Promise.all(stream.map((s) => s.settled));
    await x.settled;
    errors.mockRestore();
    expect(x.counter.puts).toBeLessThanOrEqual(7);
  }, 40_000);

  it('Generation moves: D1 failing on every re-read: remakes name untold (fail closed), warnings per remake', async () => {
    const warns = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const w = world(false, 1);
    const x = w.removal(60);
    await sleep(10);
    const l = w.removal(2);
    await l.done;
    await x.done;
    await x.settled;
    await l.settled;
    const lines = warns.mock.calls.map((c) => JSON.stringify(c[0]));
    warns.mockRestore();
    expect(w.final()).toMatch(/@untold$/);
    expect(seenBy(w.final(), bm(1))).toBe(false);
    expect(lines.join()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{8}/);
  }, 20_000);
});
