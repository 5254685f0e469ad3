// A member keeps a bounded number of user states (docs/security.md: Input).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { USER_STATE_MAX_NAMES } from '#shared/constants.ts';
import { call, signUp } from '../accountHelpers.ts';
import { snapshotD1 } from './helpers.ts';

describe('UserStateResource: a member keeps a bounded number of states (closeup-and-visitors: Calls)', () => {
  it('refuses a new name beyond the cap, still updates a known one, and changes nothing on refusal', async () => {
    const me = await signUp('states');
    const userId = Number(me.id);
    const rows = Array.from({ length: USER_STATE_MAX_NAMES }, (_, i) =>
      env.DB.prepare("INSERT INTO user_states (user_id, state, value, updated_at) VALUES (?, ?, '1', 0)").bind(userId, `STATE_${i}`),
    );
    await env.DB.batch(rows);
    const before = await snapshotD1();
    const refused = await call('UserStateResource', 'create', { state: 'ONE_TOO_MANY', value: true }, me.cookie);
    expect(refused.status).toBe(400);
    expect(await snapshotD1()).toEqual(before);
    expect((await call('UserStateResource', 'create', { state: 'STATE_7', value: 'x' }, me.cookie)).status).toBe(201);
  });
});
