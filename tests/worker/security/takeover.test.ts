// A stolen session must not become a permanent takeover: every path that hands over the account
// (the /secure/panic reset, an email change, a password change) asks for a fresh credential, the
// current password, and the panic answer never carries a live reset link (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2).
import { describe, expect, it, vi } from 'vitest';
import { WRONG_CURRENT_PASSWORD } from '#worker/safety/resources.ts';
import { count, signUp } from '../accountHelpers.ts';
import { callFrom, snapshotD1 } from './helpers.ts';

const PASSWORD = 'correct horse battery vqzk';

describe('takeover paths need the current password, not just the session (closeup-and-visitors: Routes and screens)', () => {
  it.each([
    ['no password', {}, 400],
    ['a wrong password', { current_password: 'a guess from the thief' }, 403],
  ])('refuses the panic reset with %s and changes nothing', async (_what, options, status) => {
    const victim = await signUp('stolen');
    const before = await snapshotD1();
    const r = await callFrom('SecurityPanicResource', 'create', options, { cookie: victim.cookie });
    expect(r.status).toBe(status);
    if (status === 403) expect(r.error?.message).toBe(WRONG_CURRENT_PASSWORD);
    expect(JSON.stringify(r.data ?? null)).not.toMatch(/token|reset/i);
    expect(await snapshotD1()).toEqual(before);
    expect(await count('SELECT COUNT(*) AS n FROM password_resets WHERE user_id = ?', Number(victim.id))).toBe(0);
  });

  it('answers the panic reset without any reset link, even with the right password', async () => {
    const member = await signUp('panicky');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const r = await callFrom('SecurityPanicResource', 'create', { current_password: PASSWORD }, { cookie: member.cookie });
    log.mockRestore();
    expect(r.status).toBe(201);
    expect(Object.keys(r.data as object).sort()).toEqual(['emailed', 'signedOut']);
    expect(JSON.stringify(r.data)).not.toMatch(/token|reset|\/password\//);
    expect(r.response.headers.get('location')).toBeNull();
  });

  it.each([
    ['an email change', { email: 'thief@example.com' }],
    ['a password change', { new_password: 'the thief now owns this vqzk' }],
  ])('refuses %s with a wrong current password and changes nothing', async (_what, change) => {
    const victim = await signUp('stolen');
    const before = await snapshotD1();
    const r = await callFrom('UserAccountResource', 'update', { current_password: 'a guess from the thief', ...change }, { cookie: victim.cookie });
    expect(r.status).toBe(403);
    expect(await snapshotD1()).toEqual(before);
  });
});
