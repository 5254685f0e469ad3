// GET /healthz (docs/operations.md): D1, the KV namespace and every Durable Object namespace are checked on
// each call; a binding that fails or hangs turns the answer into a 503 that names it, without
// saying why (the reason is logged with the request id).
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { healthRoutes } from '#worker/health/routes.ts';
import { ORIGIN, request } from './helpers.ts';

const BINDINGS = ['DB', 'EXPERIENCES', 'IMPRESSIONS', 'ATTRIBUTION', 'RATE_LIMITER'];

type Health = { ok: boolean; checks: Record<string, { ok: boolean; ms: number; error?: string }> };

describe('/healthz', () => {
  it('answers 200 when D1, KV and each Durable Object namespace answer, with each check and its time', async () => {
    const response = await request('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Health;
    expect(body.ok).toBe(true);
    expect(Object.keys(body.checks).sort()).toEqual([...BINDINGS].sort());
    for (const check of Object.values(body.checks)) expect(check).toEqual({ ok: true, ms: expect.any(Number) });
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
    expect(body.checks.EXPERIENCES.ok).toBe(true);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'health check failed', binding: 'DB', error: expect.stringContaining('D1 is down') }),
    );
    error.mockRestore();
  });

  it('counts a binding that does not answer in time as timed out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const hangingKv = { get: () => new Promise(() => {}) };
    const response = await healthRoutes({ timeoutMs: 50 }).request(`${ORIGIN}/healthz`, {}, { ...env, EXPERIENCES: hangingKv });
    expect(response.status).toBe(503);
    const body = (await response.json()) as Health;
    expect(body.checks.EXPERIENCES).toEqual({ ok: false, ms: expect.any(Number), error: 'timed out' });
    expect(body.checks.DB.ok).toBe(true);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ binding: 'EXPERIENCES', error: 'no answer within 50 ms' }));
    error.mockRestore();
  });
});
