// orbac_subject_id on BoardResource create and UserBlockResource create: a member who manages a business
// account as its admin acts for it; anyone else is refused with 403 and nothing is written.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail } from '#shared/types.ts';
import { call, count, signUp } from './accountHelpers.ts';
import { sessionCookie } from './helpers.ts';

/** The demo partner manages one advertiser's ad account as admin and another's as analyst (scripts/demo/business.ts). */
let partner: string;
let adminOf: number;
let analystOf: number;
beforeAll(async () => {
  const rows = (
    await env.DB.prepare('SELECT business_id, member_id, role FROM business_access ORDER BY role').all<{
      business_id: number;
      member_id: number;
      role: string;
    }>()
  ).results;
  const admin = rows.find((r) => r.role === 'admin')!;
  adminOf = admin.business_id;
  analystOf = rows.find((r) => r.role === 'analyst' && r.member_id === admin.member_id)!.business_id;
  partner = await sessionCookie(admin.member_id);
});

const boardsOf = (owner: number, name: string) => count('SELECT COUNT(*) AS n FROM boards WHERE owner_id = ? AND name = ?', owner, name);
const blocks = (blocker: number, blocked: number) => count('SELECT COUNT(*) AS n FROM user_blocks WHERE blocker_id = ? AND blocked_id = ?', blocker, blocked);

describe('C101: orbac_subject_id', () => {
  it('C101: an admin of a business account makes a board, a secret one too, as that account’s', async () => {
    const made = await call<BoardDetail>('BoardResource', 'create', { name: 'Spring launch', privacy: 'secret', orbac_subject_id: String(adminOf) }, partner);
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ name: 'Spring launch', privacy: 'secret' });
    const row = await env.DB.prepare('SELECT owner_id FROM boards WHERE id = ?').bind(Number(made.data.entityId)).first<{ owner_id: number }>();
    expect(row?.owner_id).toBe(adminOf);
  });

  it.each([
    ['an account they only analyse', () => analystOf],
    ['an account they do not manage at all', () => 1],
  ])('C101: a board for %s is refused with 403 and no board is made', async (_what, subject) => {
    const r = await call('BoardResource', 'create', { name: 'Not mine to make', orbac_subject_id: String(subject()) }, partner);
    expect(r.status).toBe(403);
    expect(r.error?.message).toBe('You can only act for a business account you manage as its admin.');
    expect(await boardsOf(subject(), 'Not mine to make')).toBe(0);
  });

  it('C101: an admin blocks a member as the business account; a member managing nothing is refused with 403 and no block is made', async () => {
    const troll = await signUp('troll');
    const blocked = await call(
      'UserBlockResource',
      'create',
      { blocked_user_id: troll.id, orbac_subject_id: String(adminOf), block_source: 'profile' },
      partner,
    );
    expect(blocked.status).toBe(200);
    expect(await blocks(adminOf, Number(troll.id))).toBe(1);

    const stranger = await signUp('stranger');
    const refused = await call('UserBlockResource', 'create', { blocked_user_id: troll.id, orbac_subject_id: String(analystOf) }, stranger.cookie);
    expect(refused.status).toBe(403);
    expect(await blocks(analystOf, Number(troll.id))).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM user_blocks WHERE blocker_id = ?', Number(stranger.id))).toBe(0);
  });

  it('C101: a malformed orbac_subject_id is a 400 naming it', async () => {
    const r = await call('BoardResource', 'create', { name: 'Odd', orbac_subject_id: 'not-an-id' }, partner);
    expect(r.status).toBe(400);
    expect(r.error?.message).toContain('orbac_subject_id');
  });
});
