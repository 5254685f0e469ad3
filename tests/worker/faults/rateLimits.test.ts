// The rate limiter unreachable: buckets guarding credentials fail closed (503 unavailable, try again
// shortly), every other bucket fails open, so people keep using the site (docs/security.md).
import { describe, expect, it } from 'vitest';
import { ORIGIN } from '../helpers.ts';
import { DO_DOWN, requestWith } from './faultyEnv.ts';

const post = (_name: string, options: unknown) => ({
  method: 'POST',
  headers: { origin: ORIGIN, 'content-type': 'application/json' },
  body: JSON.stringify({ options }),
});

describe('rate limiter unreachable', () => {
  it('sign-in fails closed: 503 with Retry-After, no session', async () => {
    const { response } = await requestWith(
      { RATE_LIMITER: DO_DOWN },
      '/resource/UserSessionResource/create/',
      post('UserSessionResource', { username_or_email: 'demo@example.com', password: 'demo-password' }),
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
      post('UserRegisterResource', { email: `${username}@example.com`, password: 'correct horse battery', username }),
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

  it('the outbound link check fails open (200)', async () => {
    const { response } = await requestWith({ RATE_LIMITER: DO_DOWN }, `/v3/offsite/?url=${encodeURIComponent('https://example.com/')}`);
    expect(response.status).toBe(200);
  });
});
