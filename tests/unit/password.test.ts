// Passwords: PBKDF2-SHA256 with a per-user salt, one call within the Workers cap of 100,000.
import { describe, expect, it } from 'vitest';
import { hashPassword, PBKDF2_MAX_ITERATIONS, verifyPassword } from '#worker/users/password.ts';

describe('password hashing (security: Passwords)', () => {
  it('never asks one PBKDF2 call for more than 100,000 iterations', async () => {
    expect(PBKDF2_MAX_ITERATIONS).toBe(100_000);
    expect((await hashPassword('demo-password')).iterations).toBeLessThanOrEqual(PBKDF2_MAX_ITERATIONS);
  });

  it('salts each hash and verifies only the right password', async () => {
    const a = await hashPassword('demo-password');
    const b = await hashPassword('demo-password');
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(await verifyPassword('demo-password', a)).toBe(true);
    expect(await verifyPassword('demo-passwore', a)).toBe(false);
  });
});
