import { describe, expect, it } from 'vitest';
import { ORIGIN, request } from '../helpers.ts';

describe('GET /__bench/d1 carries the security headers (security: CSP and headers)', () => {
  it('has nosniff and a frame policy', async () => {
    const r = await request('/__bench/d1', { headers: { origin: ORIGIN } });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    await r.text();
  });
});
