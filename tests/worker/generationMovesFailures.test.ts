// The public-view generation's moves when KV fails (docs/security.md "Deleted means deleted"; decision 028): a write KV
// stores and then reports failed, a write refused again and again, another isolate writing meanwhile.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { Context } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '#worker/env.ts';
import { retireBotPages } from '#worker/seo/botPageGeneration.ts';
import { bm, covers, sleep } from './generationMoveScript.ts';

/** ok: lands; refuse: throws, nothing stored; hold: lands on release; storeThrow: on release stores, then throws. */
type Step = 'ok' | 'refuse' | 'hold' | 'storeThrow';

function world(steps: Step[]) {
  let value: string | null = null;
  let calls = 0;
  const gates = new Map<number, () => void>();
  const kv = {
    put: async (_key: string, v: string) => {
      const n = calls++;
      const step = steps[n] ?? 'ok';
      if (step === 'refuse') throw new Error('KV PUT failed: 429 Too Many Requests');
      if (step === 'hold' || step === 'storeThrow') await new Promise<void>((resolve) => gates.set(n, resolve));
      value = v;
      if (step === 'storeThrow') throw new Error('KV PUT failed: 502 Bad Gateway');
    },
  } as unknown as KVNamespace;
  let removals = 0;
  const db = {
    withSession: () => ({ prepare: () => ({ first: async () => null }), getBookmark: () => bm(removals) }),
  } as unknown as D1Database;
  const removal = () => {
    removals++;
    const ctx = createExecutionContext();
    const done = retireBotPages({ env: { ...env, DB: db, BOT_PAGES: kv }, executionCtx: ctx } as unknown as Context<AppEnv>);
    return { done, settled: done.then(() => waitOnExecutionContext(ctx)) };
  };
  const until = async (n: number) => {
    for (let i = 0; i < 400 && (calls < n || !gates.has(n - 1)); i++) await sleep(10);
  };
  const release = async (n: number) => {
    gates.get(n)?.();
    await sleep(20);
  };
  /** Another isolate's removal and move: its put lands at once (this isolate knows nothing of it). */
  const elsewhere = () => {
    removals++;
    value = `${Date.now()}-other@${bm(removals)}`;
  };
  return { removal, until, release, elsewhere, final: () => value ?? '', calls: () => calls };
}

describe('Generation moves when KV fails (security: Deleted means deleted)', () => {
  it('Generation moves: a first put that KV stores after a later move landed, then errors: the later removal stays covered', async () => {
    // put0 (R1, reads bm(1)): sent first, held; put1 (L, reads bm(2)) lands; put0 is then stored and answers an error.
    // R1's write may be the last KV stored: its retry must not take L's landing for cover.
    const w = world(['storeThrow', 'ok']);
    const r1 = w.removal();
    await w.until(1);
    const l = w.removal();
    await l.done;
    await w.release(0);
    await r1.done;
    await r1.settled;
    await l.settled;
    expect([w.calls(), ...covers(w.final(), 2)]).toEqual([expect.any(Number), bm(2), false]);
  }, 20_000);

  it('Generation moves: a move KV refuses past its retries says so once, naming no bookmark', async () => {
    // put0 (E, bm(1)) held; put1 (L, bm(2)) lands; E lands, then every move it makes anew is refused.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const w = world(['hold', 'ok', ...Array.from({ length: 40 }, () => 'refuse' as Step)]);
    const e = w.removal();
    await w.until(1);
    const l = w.removal();
    await l.done;
    await w.release(0);
    await e.done;
    await e.settled;
    const lines = errors.mock.calls.map((c) => JSON.stringify(c[0]));
    errors.mockRestore();
    // KV refused every write for longer than the retries last: said once, naming no bookmark, that the generation did
    // not move (the next public change moves it).
    expect(lines.length).toBe(1);
    expect(lines[0]).toContain('public-view generation not moved');
    expect(lines[0]).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{8}/);
  }, 30_000);

  it('Generation moves: a move made again after a later one landed reads D1 anew, so it covers another isolate’s move too', async () => {
    // put0 (E, bm(1)) held; put1 (L, bm(2)) lands; E lands; its moves made anew (put2..put5) are refused while another
    // isolate writes; that isolate's removal 3 lands (bm(3)); E's next move, put6, must name bm(3) or later, not bm(2).
    const w = world(['hold', 'ok', 'refuse', 'refuse', 'refuse', 'refuse', 'ok']);
    const e = w.removal();
    await w.until(1);
    const l = w.removal();
    await l.done;
    await w.release(0);
    for (let i = 0; i < 800 && w.calls() < 6; i++) await sleep(10);
    w.elsewhere();
    await e.settled;
    await l.settled;
    expect(covers(w.final(), 3)).toEqual([bm(3), false]);
  }, 30_000);
});
