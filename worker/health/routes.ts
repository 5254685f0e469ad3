// GET /healthz (docs/operations.md): whether this worker can reach what it serves from. D1, the KV namespace
// and each Durable Object namespace must answer within a time limit: 200 when all do, 503 naming
// the ones that did not (their errors go to the log with the request id, not to the caller).
// Mounted before the viewer, so a check reads no session and sets no cookie.
import { Hono } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { CURRENT_KEY } from '#worker/experiences/definitions.ts';

export interface HealthOptions {
  /** How long each check may take before it counts as failed. */
  timeoutMs: number;
}

interface CheckResult {
  ok: boolean;
  ms: number;
  error?: 'failed' | 'timed out';
}

/** The instance every Durable Object check talks to: no real shard, campaign or bucket has this name. */
const PROBE = 'healthz';

/**
 * One check per binding, each a small read. The rate limiter has no read, so its check counts a hit
 * in a probe bucket without a limit, which frees its storage a minute later.
 */
const CHECKS: Record<string, (env: Env) => Promise<unknown>> = {
  DB: (env) => env.DB.prepare('SELECT 1 AS ok').first(),
  EXPERIENCES: (env) => env.EXPERIENCES.get(CURRENT_KEY),
  IMPRESSIONS: (env) => env.IMPRESSIONS.get(env.IMPRESSIONS.idFromName(PROBE)).pendingRollup(),
  ATTRIBUTION: (env) => env.ATTRIBUTION.get(env.ATTRIBUTION.idFromName(PROBE)).count(PROBE, 'view'),
  RATE_LIMITER: (env) => env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(PROBE)).hit(Number.MAX_SAFE_INTEGER, 60_000),
};

async function timed(check: () => Promise<unknown>, timeoutMs: number, onError: (error: unknown) => void): Promise<CheckResult> {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([check().then(() => 'ok' as const), timeout]);
    if (outcome === 'ok') return { ok: true, ms: Date.now() - started };
    onError(`no answer within ${timeoutMs} ms`);
    return { ok: false, ms: Date.now() - started, error: outcome };
  } catch (error) {
    onError(error);
    return { ok: false, ms: Date.now() - started, error: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}

/** Mounts GET /healthz. */
export function healthRoutes(options: HealthOptions = { timeoutMs: 3000 }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/healthz', async (c) => {
    const entries = await Promise.all(
      Object.entries(CHECKS).map(async ([binding, check]) => {
        const result = await timed(
          () => check(c.env),
          options.timeoutMs,
          (error) => console.error({ message: 'health check failed', request_id: c.var.requestId, binding, error: String(error) }),
        );
        return [binding, result] as const;
      }),
    );
    const checks = Object.fromEntries(entries);
    const ok = entries.every(([, result]) => result.ok);
    return c.json({ ok, checks }, ok ? 200 : 503, { 'Cache-Control': 'no-store' });
  });
  return app;
}
