import { describe, expect, it } from 'vitest';
import { callFrom, snapshotD1 } from './helpers.ts';

describe('sign-up: weak passwords are refused with a clear message (closeup-and-visitors: Roles)', () => {
  it.each([
    ['passw0rd', /leaked in data breaches/],
    ['abcd1234', /keyboard pattern or made of runs/],
    ['qwerty12', /keyboard pattern or made of runs/],
  ])('%s', async (password, why) => {
    const before = await snapshotD1();
    const r = await callFrom('UserRegisterResource', 'create', { email: `weak_${password}@example.com`, username: `weak_${password}`, password });
    expect(r.status).toBe(400);
    expect(r.error?.message).toMatch(why);
    expect(await snapshotD1()).toEqual(before);
  });
});
