// A block ends ad-account access as it ends collaborations (docs/security.md, Blocks): access either way and the
// invitations pending between the two end in the block's own batch (worker/users/blocks.ts endCollaborations), no
// invitation is made or accepted across a block, and nobody acts as an account across a block (accountActedFor), so
// the member an account blocks can never lift that block themself.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../accountHelpers.ts';
import { documentState, request } from '../helpers.ts';
import { callFrom, snapshotD1 } from './helpers.ts';

type Member = Awaited<ReturnType<typeof signUp>>;

const count = async (sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .first<{ n: number }>()
  )?.n;
const accessOf = (business: Member, member: Member) =>
  count('SELECT COUNT(*) AS n FROM business_access WHERE business_id = ? AND member_id = ?', Number(business.id), Number(member.id));
const blockOf = (blocker: Member, blocked: Member) =>
  count('SELECT COUNT(*) AS n FROM user_blocks WHERE blocker_id = ? AND blocked_id = ?', Number(blocker.id), Number(blocked.id));

/** A new business account. */
async function businessAccount(): Promise<Member> {
  const business = await signUp('brand');
  expect((await callFrom('BusinessAccountResource', 'create', {}, { cookie: business.cookie })).status).toBe(200);
  return business;
}

/** The invitation code `inviter` makes for `member` to manage `business` as admin. */
async function invite(business: Member, member: Member, inviter = business): Promise<string> {
  const made = await callFrom<{ inviteUrl: string }>(
    'BusinessAccessResource',
    'create',
    { business_id: business.id, username: member.username, role: 'admin' },
    { cookie: inviter.cookie },
  );
  expect(made.status).toBe(201);
  return new URL(made.data.inviteUrl, 'https://x').searchParams.get('invite')!;
}

const accept = (member: Member, code: string) => callFrom('BusinessAccessResource', 'update', { invite: code }, { cookie: member.cookie });
const block = (blocker: Member, blocked: Member) => callFrom('UserBlockResource', 'create', { blocked_user_id: blocked.id }, { cookie: blocker.cookie });
const unblock = (blocker: Member, blocked: Member) => callFrom('UserBlockResource', 'delete', { blocked_user_id: blocked.id }, { cookie: blocker.cookie });

/** What the invitation page shows `member` for `code`: its status and the invitation, null when it is not valid. */
async function invitationPage(member: Member, code: string) {
  const page = await request(`/business/business-access/?invite=${encodeURIComponent(code)}`, { headers: { cookie: member.cookie } });
  return { status: page.status, invite: (documentState(await page.text()).page.data as { invite: unknown }).invite };
}

/** Waits until the clock is past the second of `ms` (an invitation is signed to the second). */
async function pastTheSecondOf(ms: number): Promise<void> {
  const wait = Math.floor(ms / 1000) * 1000 + 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 5));
}

describe.each(['the account blocks its admin', 'the admin blocks the account'] as const)('after %s', (direction) => {
  let business: Member;
  let admin: Member;
  let bystander: Member;
  beforeAll(async () => {
    business = await businessAccount();
    admin = await signUp('admin');
    bystander = await signUp('bystander');
    expect((await accept(admin, await invite(business, admin))).status).toBe(201);
    // Before the block the admin acts as the account.
    expect((await callFrom('BoardResource', 'create', { name: 'for the brand', orbac_subject_id: business.id }, { cookie: admin.cookie })).status).toBe(201);
    const [blocker, blocked] = direction === 'the account blocks its admin' ? [business, admin] : [admin, business];
    expect((await block(blocker, blocked)).status).toBe(200);
  });

  it('the access ended in the block’s own batch (security: blocks)', async () => {
    expect(await accessOf(business, admin)).toBe(0);
  });

  it('nothing is done as the account any more, and the block stays (security: blocks)', async () => {
    const before = await snapshotD1();
    const asAccount = { orbac_subject_id: business.id };
    const attempts = {
      board: (await callFrom('BoardResource', 'create', { name: 'as the blocker', ...asAccount }, { cookie: admin.cookie })).status,
      blockForIt: (await callFrom('UserBlockResource', 'create', { blocked_user_id: bystander.id, ...asAccount }, { cookie: admin.cookie })).status,
      liftTheBlock: (await callFrom('UserBlockResource', 'delete', { blocked_user_id: admin.id, ...asAccount }, { cookie: admin.cookie })).status,
      inviteToIt: (
        await callFrom(
          'BusinessAccessResource',
          'create',
          { business_id: business.id, username: bystander.username, role: 'analyst' },
          { cookie: admin.cookie },
        )
      ).status,
    };
    expect(attempts).toEqual({ board: 403, blockForIt: 403, liftTheBlock: 403, inviteToIt: 403 });
    expect(await snapshotD1()).toEqual(before);
    expect(direction === 'the account blocks its admin' ? await blockOf(business, admin) : await blockOf(admin, business)).toBe(1);
  });
});

describe('invitations to an ad account across a block (security: blocks)', () => {
  it('an invitation pending at the block is refused while it stands, and stays ended once it is lifted (security: blocks)', async () => {
    const business = await businessAccount();
    const member = await signUp('invitee');
    const code = await invite(business, member);
    expect((await block(business, member)).status).toBe(200);

    const before = await snapshotD1();
    expect((await accept(member, code)).status).toBe(403);
    expect(await invitationPage(member, code)).toEqual({ status: 400, invite: null });
    expect(await snapshotD1()).toEqual(before);

    expect((await unblock(business, member)).status).toBe(200);
    expect((await accept(member, code)).status).toBe(400);
    expect(await invitationPage(member, code)).toEqual({ status: 400, invite: null });
    expect(await accessOf(business, member)).toBe(0);

    // A new invitation, made after the block was lifted, works.
    const ended = await count('SELECT ended_at AS n FROM business_invites_ended WHERE member_id = ? AND party_id = ?', Number(member.id), Number(business.id));
    await pastTheSecondOf(ended!);
    const fresh = await invite(business, member);
    expect(await invitationPage(member, fresh)).toMatchObject({ status: 200, invite: { role: 'admin' } });
    expect((await accept(member, fresh)).status).toBe(201);
    expect(await accessOf(business, member)).toBe(1);
  });

  it('an admin and a member who block one another neither make nor accept an invitation to the account (security: blocks)', async () => {
    const business = await businessAccount();
    const inviter = await signUp('inviter');
    const member = await signUp('invitee');
    expect((await accept(inviter, await invite(business, inviter))).status).toBe(201);
    const code = await invite(business, member, inviter);
    expect((await block(member, inviter)).status).toBe(200);

    const before = await snapshotD1();
    expect((await accept(member, code)).status).toBe(403);
    const made = await callFrom(
      'BusinessAccessResource',
      'create',
      { business_id: business.id, username: member.username, role: 'admin' },
      { cookie: inviter.cookie },
    );
    expect(made.status).toBe(403);
    expect(await snapshotD1()).toEqual(before);
    expect(await accessOf(business, member)).toBe(0);
    // The block was between the member and the inviter only: the inviter still manages the account.
    expect(await accessOf(business, inviter)).toBe(1);
  });

  it('an account does not invite a member it blocks, and the grant’s insert itself refuses access across a block (security: blocks)', async () => {
    const business = await businessAccount();
    const member = await signUp('invitee');
    expect((await block(business, member)).status).toBe(200);
    const made = await callFrom(
      'BusinessAccessResource',
      'create',
      { business_id: business.id, username: member.username, role: 'admin' },
      { cookie: business.cookie },
    );
    expect(made.status).toBe(403);
    const insert = env.DB.prepare("INSERT INTO business_access (business_id, member_id, role, invited_by, created_at) VALUES (?, ?, 'admin', ?, ?)")
      .bind(Number(business.id), Number(member.id), Number(business.id), Date.now())
      .run();
    await expect(insert).rejects.toThrow(/access across a block/);
    expect(await accessOf(business, member)).toBe(0);
  });

  it('an employee does not act for an account that blocks them (security: blocks)', async () => {
    const business = await businessAccount();
    const staff = await signUp('staff');
    const member = await signUp('invitee');
    await env.DB.prepare('UPDATE users SET is_employee = 1 WHERE id = ?').bind(Number(staff.id)).run();
    expect((await block(business, staff)).status).toBe(200);
    const made = await callFrom(
      'BusinessAccessResource',
      'create',
      { business_id: business.id, username: member.username, role: 'admin' },
      { cookie: staff.cookie },
    );
    expect(made.status).toBe(403);
  });
});
