// docs/rules/closeup-and-visitors.md#calls-spec-002-7 (UserStateResource create: state, value) and docs/rules/pin-card.md#roles-spec-000-6, docs/rules/pin-card.md#calls-spec-000-7 (the user state read
// gives the quick-saves board id, to signed-in members only).
import { describe, expect, it } from 'vitest';
import type { UserStateAnswer } from '#shared/api/userState.ts';
import { call, signUp } from './accountHelpers.ts';
import { firstId } from './helpers.ts';

describe('UserStateResource (closeup-and-visitors: Calls)', () => {
  it('A54, C52: keeps a named state per member and answers it with the quick-saves board id (closeup-and-visitors: Calls)', async () => {
    const me = await signUp('state');
    const empty = await call<UserStateAnswer>('UserStateResource', 'get', {}, me.cookie);
    expect(empty.status).toBe(200);
    expect(empty.data).toEqual({ quick_saves_board_id: null, states: {} });

    expect((await call('UserStateResource', 'create', { state: 'PROFILE_BOARDS_VIEW_FILTER', value: 'FAVORITED' }, me.cookie)).status).toBe(201);
    expect((await call('UserStateResource', 'create', { state: 'PROFILE_BOARDS_VIEW_FILTER', value: 'CREATED_BY_ME' }, me.cookie)).status).toBe(201);
    expect((await call('UserStateResource', 'create', { state: 'SEEN_TIPS', value: 3 }, me.cookie)).status).toBe(201);
    // A quick save makes the quick-saves board.
    const pinId = await firstId(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL ORDER BY p.id LIMIT 1",
    );
    const pin = await call<{ id: string; board: { id: string } }>('RepinResource', 'create', { pin_id: String(pinId), board_id: null }, me.cookie);
    const after = await call<UserStateAnswer>('UserStateResource', 'get', {}, me.cookie);
    expect(after.data.states).toEqual({ PROFILE_BOARDS_VIEW_FILTER: 'CREATED_BY_ME', SEEN_TIPS: 3 });
    expect([200, 201]).toContain(pin.status);
    expect(after.data.quick_saves_board_id).toBe(pin.data.board.id);
  });

  it.each([
    ['a signed-out caller', 'get', {}, false, 401],
    ['a lower-case state name', 'create', { state: 'seen', value: 1 }, true, 400],
    ['an object value', 'create', { state: 'SEEN', value: { a: 1 } }, true, 400],
  ] as const)('A54: refuses %s (pin-card: Roles)', async (_what, verb, options, signedIn, status) => {
    const cookie = signedIn ? (await signUp('bad')).cookie : undefined;
    expect((await call('UserStateResource', verb, options, cookie)).status).toBe(status);
  });
});
