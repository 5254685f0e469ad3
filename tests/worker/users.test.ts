// Users: follow, block (drops follows both ways), profile and account settings (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, docs/rules/closeup-and-visitors.md#calls-spec-002-7).
import { describe, expect, it } from 'vitest';
import { call, count, signUp } from './accountHelpers.ts';

describe('UserFollowResource and UserBlockResource (closeup-and-visitors: States and actions)', () => {
  it('A53, C44, C52: follows, blocks (dropping follows both ways) and unblocks; idempotent', async () => {
    const a = await signUp('alpha');
    const b = await signUp('bravo');
    expect((await call('UserFollowResource', 'create', { user_id: b.id }, a.cookie)).status).toBe(200);
    await call('UserFollowResource', 'create', { user_id: a.id }, b.cookie);
    expect(await count('SELECT COUNT(*) AS n FROM user_follows WHERE follower_id IN (?, ?)', Number(a.id), Number(b.id))).toBe(2);
    await call('UserBlockResource', 'create', { blocked_user_id: b.id, block_source: 'profile' }, a.cookie);
    await call('UserBlockResource', 'create', { blocked_user_id: b.id }, a.cookie);
    expect(await count('SELECT COUNT(*) AS n FROM user_blocks WHERE blocker_id = ?', Number(a.id))).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM user_follows WHERE follower_id IN (?, ?)', Number(a.id), Number(b.id))).toBe(0);
    const profile = await call<{ blockedByMe: boolean }>('UserResource', 'get', { user_id: b.id }, a.cookie);
    expect(profile.data.blockedByMe).toBe(true);
    await call('UserBlockResource', 'delete', { blocked_user_id: b.id }, a.cookie);
    expect(await count('SELECT COUNT(*) AS n FROM user_blocks WHERE blocker_id = ?', Number(a.id))).toBe(0);
  });

  it.each([
    ['signed out', undefined, { blocked_user_id: '2' }, 401],
    ['yourself', 'self', null, 400],
    ['a missing user', 'self', { blocked_user_id: '99999999' }, 404],
    ['a malformed id', 'self', { blocked_user_id: 'x' }, 400],
  ])('C44: refuses blocking %s', async (_what, who, options, status) => {
    const a = await signUp('blocker');
    const r = await call('UserBlockResource', 'create', options ?? { blocked_user_id: a.id }, who ? a.cookie : undefined);
    expect(r.status).toBe(status);
    expect(await count('SELECT COUNT(*) AS n FROM user_blocks')).toBe(0);
  });
});

describe('settings: profile and account', () => {
  it('updates the profile and refuses a taken or bad username', async () => {
    const a = await signUp('profiled');
    const ok = await call<{ fullName: string; about: string }>(
      'UserProfileResource',
      'update',
      { full_name: 'Ada L', about: 'Hello', save_behavior: 0 },
      a.cookie,
    );
    expect(ok.data.fullName).toBe('Ada L');
    const behavior = await call<{ save_behavior: number }>('UserResource', 'get', { field_set_key: 'save_behavior' }, a.cookie);
    expect(behavior.data.save_behavior).toBe(0);
    expect((await call('UserProfileResource', 'update', { username: 'demo' }, a.cookie)).status).toBe(409);
    expect((await call('UserProfileResource', 'update', { username: 'no way' }, a.cookie)).status).toBe(400);
    expect((await call('UserProfileResource', 'update', { image_signature: 'deadbeefdeadbeef' }, a.cookie)).status).toBe(400);
    expect((await call('UserProfileResource', 'update', { about: 'x' }, undefined)).status).toBe(401);
  });

  it('changes the password only with the current one', async () => {
    const a = await signUp('account');
    const wrong = await call('UserAccountResource', 'update', { current_password: 'not it at all', new_password: 'another good one vqzk' }, a.cookie);
    expect(wrong.status).toBe(403);
    const weak = await call('UserAccountResource', 'update', { current_password: 'correct horse battery vqzk', new_password: 'short' }, a.cookie);
    expect(weak.status).toBe(400);
    const ok = await call(
      'UserAccountResource',
      'update',
      { current_password: 'correct horse battery vqzk', new_password: 'another good one vqzk', email: `${a.username}@example.org` },
      a.cookie,
    );
    expect(ok.status).toBe(200);
    expect((await call('UserSessionResource', 'create', { username_or_email: `${a.username}@example.org`, password: 'another good one vqzk' })).status).toBe(
      200,
    );
  });
});

describe('UserSavesResource (the _saved tab)', () => {
  it('pages a user’s saves by bookmark and hides saves on secret boards from others', async () => {
    const a = await signUp('saves');
    const feed = await call<Array<{ entityId: string; isPromoted: boolean }>>('HomefeedResource', 'get', { page_size: 40 });
    const secret = await call<{ entityId: string }>('BoardResource', 'create', { name: 'Mine only', privacy: 'secret' }, a.cookie);
    const organic = feed.data.filter((p) => !p.isPromoted).slice(0, 28);
    for (const p of organic.slice(0, 27)) await call('RepinResource', 'create', { pin_id: p.entityId }, a.cookie);
    await call('RepinResource', 'create', { pin_id: organic[27].entityId, board_id: secret.data.entityId }, a.cookie);
    const first = await call<unknown[]>('UserSavesResource', 'get', { username: a.username }, a.cookie);
    expect(first.data).toHaveLength(25);
    const second = await call<unknown[]>('UserSavesResource', 'get', { username: a.username, bookmark: first.bookmark }, a.cookie);
    expect(second.data).toHaveLength(3);
    expect(second.bookmark).toBeNull();
    const stranger = await call<unknown[]>('UserSavesResource', 'get', { username: a.username });
    const rest = await call<unknown[]>('UserSavesResource', 'get', { username: a.username, bookmark: stranger.bookmark });
    expect(stranger.data.length + rest.data.length).toBe(27);
    expect((await call('UserSavesResource', 'get', { username: a.username, bookmark: 'zzz' })).status).toBe(400);
  });
});
