// The rate limiter unreachable: buckets guarding credentials fail closed (503 unavailable, try again
// shortly), every other bucket fails open, so people keep using the site (docs/security.md); the
// Rate Limiting bindings of the edge buckets failing let their requests through too.
import { describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS } from '#shared/constants.ts';
import { ORIGIN } from '../helpers.ts';
import { DO_DOWN, LIMITER_DOWN, requestWith } from './faultyEnv.ts';

const post = (options: unknown) => ({
  method: 'POST',
  headers: { origin: ORIGIN, 'content-type': 'application/json' },
  body: JSON.stringify({ options }),
});

describe('rate limiter unreachable (security: Rate limits)', () => {
  it('sign-in fails closed: 503 with Retry-After, no session', async () => {
    const { response } = await requestWith(
      { RATE_LIMITER: DO_DOWN },
      '/resource/UserSessionResource/create/',
      post({ username_or_email: 'demo@example.com', password: 'demo-password' }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
    expect(response.headers.get('set-cookie') ?? '').not.toContain('pb_session');
  });

  it('sign-up fails closed: 503, no account', async () => {
    const username = `rlclosed_${Date.now() % 1e6}`;
    const { response } = await requestWith(
      { RATE_LIMITER: DO_DOWN },
      '/resource/UserRegisterResource/create/',
      post({ email: `${username}@example.com`, password: 'correct horse battery vqzk', username }),
    );
    expect(response.status).toBe(503);
  });

  it("events fail open: a person's impressions are still counted (202)", async () => {
    const { response } = await requestWith({ RATE_LIMITER: DO_DOWN }, '/v3/events/', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ batch_id: `rl-open-${Date.now()}`, events: [{ event_type: 18, object_id_str: '1', time: Date.now() }] }),
    });
    expect(response.status).toBe(202);
  });

  it('the outbound link check, counted at the edge, needs no Durable Object (200)', async () => {
    const { response, calls } = await requestWith({ RATE_LIMITER: DO_DOWN }, `/v3/offsite/?url=${encodeURIComponent('https://example.com/')}`);
    expect(response.status).toBe(200);
    expect(calls.RATE_LIMITER ?? 0).toBe(0);
  });
});

describe('Rate Limiting bindings failing (security: Rate limits)', () => {
  const batch = () => JSON.stringify({ batch_id: `rl-edge-${Date.now()}`, events: [{ event_type: 18, object_id_str: '1', time: Date.now() }] });
  it.each([
    ['linkCheck', `/v3/offsite/?url=${encodeURIComponent('https://example.com/')}`, {}, 200],
    ['offsiteVisit', '/offsite/?url=https%3A%2F%2Fexample.com%2F', {}, 200],
    ['eventIngest', '/v3/events/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: batch() }, 202],
  ] as const)('%s fails open: the request is answered, the failure logged', async (name, path, init, status) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { response, calls } = await requestWith({ LIMITERS: LIMITER_DOWN }, path, init);
    expect(response.status).toBe(status);
    expect(calls[RATE_LIMITS[name].edge]).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ message: 'rate limiter unavailable', buckets: [name], fails: 'open' }));
    warn.mockRestore();
  });
});
