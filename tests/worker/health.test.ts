// GET /healthz (docs/operations.md#watching-the-deployed-site): cheap (D1 alone is read per call) and limited per
// address by the Rate Limiting binding; D1 failing or hanging turns the answer into a 503 that names
// it, without saying why (the reason is logged with the request id).
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '#shared/constants.ts';
import { healthRoutes } from '#worker/health/routes.ts';
import { withinOneEdgeWindow } from './edgeWindow.ts';
import { requestWith } from './faults/faultyEnv.ts';
import { ORIGIN, request } from './helpers.ts';

type Health = { ok: boolean; checks: Record<string, { ok: boolean; ms: number; error?: string }> };

describe('/healthz (docs/operations.md: Watching the deployed site)', () => {
  it('delivery: answers 200 when D1 answers, reading D1 alone of the storage bindings', async () => {
    const response = await request('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Health;
    expect(body.ok).toBe(true);
    expect(body.checks).toEqual({ DB: { ok: true, ms: expect.any(Number) } });
    const { calls } = await requestWith({}, '/healthz', { headers: { 'cf-connecting-ip': '203.0.113.9' } });
    // Besides D1, only its Rate Limiting binding (no storage) is asked.
    expect(calls).toEqual({ DB: 1, HEALTH_LIMITER: 1 });
  });

  it('delivery: is limited per address (429 with Retry-After past 30 a minute), other addresses unaffected', async () => {
    const from = (ip: string) => request('/healthz', { headers: { 'cf-connecting-ip': ip } });
    await withinOneEdgeWindow(RATE_LIMITS.healthCheck.windowSeconds, RATE_LIMITS.healthCheck.limit + 2);
    for (let i = 0; i < 30; i++) expect((await from('198.51.100.7')).status).toBe(200);
    const refused = await from('198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await from('198.51.100.8')).status).toBe(200);
  });

  it('reads no session and sets no cookie', async () => {
    const response = await request('/healthz', { headers: { cookie: '__Host-pb_session=not-a-session' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers 503 naming the binding that failed, and logs why without telling the caller', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const brokenDb = {
      prepare() {
        throw new Error('D1 is down: secret internal detail');
      },
    };
    const response = await healthRoutes().request(`${ORIGIN}/healthz`, {}, { ...env, DB: brokenDb });
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(text).not.toContain('secret internal detail');
    const body = JSON.parse(text) as Health;
    expect(body.ok).toBe(false);
    expect(body.checks.DB).toEqual({ ok: false, ms: expect.any(Number), error: 'failed' });
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'health check failed', binding: 'DB', error: expect.stringContaining('D1 is down') }),
    );
    error.mockRestore();
  });

  it('counts D1 not answering in time as timed out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const hangingDb = { prepare: () => ({ first: () => new Promise(() => {}) }) };
    const response = await healthRoutes({ timeoutMs: 50 }).request(`${ORIGIN}/healthz`, {}, { ...env, DB: hangingDb });
    expect(response.status).toBe(503);
    const body = (await response.json()) as Health;
    expect(body.checks.DB).toEqual({ ok: false, ms: expect.any(Number), error: 'timed out' });
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ binding: 'DB', error: 'no answer within 50 ms' }));
    error.mockRestore();
  });
});
