// GET /healthz (docs/operations.md#watching-the-deployed-site): whether this worker can serve, cheaply enough for an
// uptime monitor to poll. One binding is read per call, D1 (`SELECT 1`, within a time limit): no
// page is served without it. The caller's address is limited by the Rate Limiting binding (counted in
// the data centre, no storage), so polling it cannot become load. 200 when D1 answers, 503 naming
// it when not (the error goes to the log with the request id, not to the caller), 429 past the limit.
// Mounted before the viewer, so a check reads no session and sets no cookie.
import { Hono } from 'hono';
import { RATE_LIMITS } from '#shared/constants.ts';
import type { AppEnv } from '#worker/env.ts';
import { addressKey } from '#worker/middleware/clientAddress.ts';

export interface HealthOptions {
  /** How long the check may take before it counts as failed. */
  timeoutMs: number;
}

interface CheckResult {
  ok: boolean;
  ms: number;
  error?: 'failed' | 'timed out';
}

/** The caller's limit (its Rate Limiting binding, and the seconds a caller past it waits: the binding's period). */
const { edge: HEALTH_LIMITER, windowSeconds: HEALTH_PERIOD_S } = RATE_LIMITS.healthCheck;

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

/** Whether the caller is within the limit; a limiter that fails lets the check through (logged). */
async function withinLimit(limiter: RateLimit, key: string): Promise<boolean> {
  try {
    return (await limiter.limit({ key })).success;
  } catch (error) {
    console.warn({ message: 'health limiter unavailable', error: String(error) });
    return true;
  }
}

/** Mounts GET /healthz. */
export function healthRoutes(options: HealthOptions = { timeoutMs: 3000 }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/healthz', async (c) => {
    const key = addressKey(c.req.header('cf-connecting-ip')) ?? 'unknown';
    if (!(await withinLimit(c.env[HEALTH_LIMITER], key))) {
      return c.json({ ok: false, error: 'rate limited' }, 429, { 'Cache-Control': 'no-store', 'Retry-After': String(HEALTH_PERIOD_S) });
    }
    const db = await timed(
      () => c.env.DB.prepare('SELECT 1 AS ok').first(),
      options.timeoutMs,
      (error) => console.error({ message: 'health check failed', request_id: c.var.requestId, binding: 'DB', error: String(error) }),
    );
    return c.json({ ok: db.ok, checks: { DB: db } }, db.ok ? 200 : 503, { 'Cache-Control': 'no-store' });
  });
  return app;
}
