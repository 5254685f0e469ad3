// The public-view generation's moves in one isolate (docs/security.md "Deleted means deleted"; decision 028): once a
// removal has moved the generation, KV ends naming a bookmark at or past that removal; a later removal's move is never
// undone by an earlier one's. Moves of one isolate, with a scripted KV (puts that land, are held, or are refused) and a primary
// whose bookmark grows with each removal.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '#worker/env.ts';
import { bookmarkOf, retireBotPages } from '#worker/seo/botPageGeneration.ts';
import { bm, covers } from './generationMoveScript.ts';

type Step = 'ok' | 'refuse' | 'hold';

/** A KV whose n-th put does steps[n] (default: lands at once), and a primary whose bookmark is bm(removals). */
function world(steps: Step[]) {
  let value: string | null = null;
  let calls = 0;
  const gates = new Map<number, () => void>();
  const kv = {
    put: async (_key: string, v: string) => {
      const n = calls++;
      const step = steps[n] ?? 'ok';
      if (step === 'refuse') throw new Error('KV PUT failed: 429 Too Many Requests');
      if (step === 'hold') await new Promise<void>((resolve) => gates.set(n, resolve));
      value = v;
    },
  } as unknown as KVNamespace;
  let removals = 0;
  const db = {
    withSession: () => ({ prepare: () => ({ first: async () => null }), getBookmark: () => bm(removals) }),
  } as unknown as D1Database;
  /** A removal written, then its move (as publicViewChanged does): `done` is what the writer awaits. */
  const removal = () => {
    removals++;
    const ctx = createExecutionContext();
    const done = retireBotPages({ env: { ...env, DB: db, BOT_PAGES: kv }, executionCtx: ctx } as unknown as Context<AppEnv>);
    return { done, settled: done.then(() => waitOnExecutionContext(ctx)) };
  };
  const until = async (n: number) => {
    for (let i = 0; i < 400 && (calls < n || (steps[n - 1] === 'hold' && !gates.has(n - 1))); i++) await new Promise((r) => setTimeout(r, 10));
    expect(calls).toBeGreaterThanOrEqual(n);
  };
  const release = async (n: number) => {
    gates.get(n)?.();
    await new Promise((r) => setTimeout(r, 20));
  };
  return { removal, until, release, final: () => value ?? '', removals: () => removals };
}

describe('Generation moves: the order of one isolate’s moves (security: Deleted means deleted)', () => {
  it('Generation moves: a retry move whose write lands after a later move, its re-put refused, leaves the later removal covered', async () => {
    // put0: A refused; put1: A's retry (a new move) held; put2: B lands; put3: the retry's re-put of B refused.
    const w = world(['refuse', 'hold', 'ok', 'refuse']);
    const a = w.removal();
    await a.done;
    await w.until(2); // the retry began after RETRY_MS, read bm(1), its write is in flight
    const b = w.removal();
    await b.done;
    await w.release(1);
    await a.settled;
    await b.settled;
    expect(covers(w.final(), 2)).toEqual([bm(2), false]);
  });

  it('Generation moves: a first attempt landing after a later move, its re-put refused, is corrected by its retry', async () => {
    const w = world(['hold', 'ok', 'refuse']);
    const a = w.removal();
    await w.until(1);
    const b = w.removal();
    await b.done;
    await w.release(0);
    await a.settled;
    expect(covers(w.final(), 2)).toEqual([bm(2), false]);
  });

  it('Generation moves: three moves: a later move landing while an earlier one re-puts the middle one is not undone', async () => {
    // put0: A held; put1: B lands; put2: A's re-put of B held; put3: C lands; then A's re-put lands.
    const w = world(['hold', 'ok', 'hold', 'ok']);
    const a = w.removal();
    await w.until(1);
    const b = w.removal();
    await b.done;
    await w.release(0);
    await w.until(3);
    const c = w.removal();
    await c.done;
    await w.release(2);
    await a.settled;
    expect(covers(w.final(), 3)).toEqual([bm(3), false]);
  });

  it('Generation moves: three moves held and landing in every order (re-puts land at once) end naming the latest', async () => {
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ];
    const results: Array<string | null> = [];
    for (const order of orders) {
      const w = world(['hold', 'hold', 'hold']);
      const moves = [w.removal(), w.removal(), w.removal()];
      await w.until(3);
      for (const n of order) {
        await w.release(n);
        await moves[n].done;
      }
      await Promise.all(moves.map((m) => m.settled));
      results.push(bookmarkOf(w.final()));
    }
    expect(results).toEqual(orders.map(() => bm(3)));
  });

  it('Generation moves: an earlier move’s retry, begun after a later move, lands first; the later move’s slow write re-puts it', async () => {
    // put0: A refused; put1: B held (bm(2)); put2: A's retry (a move begun after B, reads bm(2)) lands; put3: B's re-put.
    const w = world(['refuse', 'hold']);
    const a = w.removal();
    await a.done;
    const b = w.removal();
    await w.until(3);
    await w.release(1);
    await a.settled;
    await b.settled;
    expect(covers(w.final(), 2)).toEqual([bm(2), false]);
  });

  it('Generation moves: a move whose retry is refused too, while an earlier slow move lands last, leaves its removal covered', async () => {
    // put0: E held (bm(1)); put1: A refused (bm(2)); put2: A's retry refused (KV's second); then E lands.
    const w = world(['hold', 'refuse', 'refuse']);
    const e = w.removal();
    await w.until(1);
    const a = w.removal();
    await a.done;
    await w.until(3);
    await w.release(0);
    await e.settled;
    await a.settled;
    expect(covers(w.final(), 2)).toEqual([bm(2), false]);
  });
});
