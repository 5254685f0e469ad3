// An ad account cannot be shared with a member without their consent: an admin's invite grants
// nothing; it makes a signed link for exactly that member, role and account, and only that member
// gets access, by accepting it (worker/business/token.ts, docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2 business access).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { issuedId, type UserId } from '#shared/ids.ts';
import { signBusinessInvite } from '#worker/business/token.ts';
import { signUp } from '../accountHelpers.ts';
import { documentState, request } from '../helpers.ts';
import { callFrom, snapshotD1 } from './helpers.ts';

type Member = Awaited<ReturnType<typeof signUp>>;
let business: Member;
let invitee: Member;
let code: string;

const accessCount = async (memberId: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM business_access WHERE member_id = ?').bind(Number(memberId)).first<{ n: number }>())?.n;

beforeAll(async () => {
  business = await signUp('brand');
  invitee = await signUp('invitee');
  expect((await callFrom('BusinessAccountResource', 'create', {}, { cookie: business.cookie })).status).toBe(200);
});

describe('business access needs the invited member to accept (closeup-and-visitors: Routes and screens)', () => {
  it('an invite grants nothing and changes nothing; it answers the invitation link', async () => {
    const before = await snapshotD1();
    const r = await callFrom<{ inviteUrl: string }>(
      'BusinessAccessResource',
      'create',
      { business_id: business.id, username: invitee.username, role: 'admin' },
      { cookie: business.cookie },
    );
    expect(r.status).toBe(201);
    expect(await snapshotD1()).toEqual(before);
    expect(await accessCount(invitee.id)).toBe(0);
    code = new URL(r.data.inviteUrl, 'https://x').searchParams.get('invite')!;
    const page = await request(r.data.inviteUrl, { headers: { cookie: invitee.cookie } });
    expect(documentState(await page.text()).page.data).toMatchObject({ kind: 'businessInvite', invite: { role: 'admin' } });
  });

  it('nobody else can accept it, and a forged or altered link is refused', async () => {
    const other = await signUp('snoop');
    const before = await snapshotD1();
    expect((await callFrom('BusinessAccessResource', 'update', { invite: code }, { cookie: other.cookie })).status).toBe(400);
    expect(
      (await callFrom('BusinessAccessResource', 'update', { invite: code.replace(`.${invitee.id}.`, `.${other.id}.`) }, { cookie: other.cookie })).status,
    ).toBe(400);
    const selfMade = await signBusinessInvite('a-secret-that-is-not-ours', {
      businessId: issuedId<'user'>(business.id),
      memberId: issuedId<'user'>(other.id),
      role: 'admin',
      invitedBy: issuedId<'user'>(business.id),
    });
    expect((await callFrom('BusinessAccessResource', 'update', { invite: selfMade! }, { cookie: other.cookie })).status).toBe(400);
    expect(await snapshotD1()).toEqual(before);
  });

  it('the invited member gets access by accepting, once', async () => {
    const r = await callFrom<{ granted: boolean }>('BusinessAccessResource', 'update', { invite: code }, { cookie: invitee.cookie });
    expect([r.status, r.data.granted]).toEqual([201, true]);
    expect(await accessCount(invitee.id)).toBe(1);
    expect((await callFrom('BusinessAccessResource', 'update', { invite: code }, { cookie: invitee.cookie })).status).toBe(200);
  });

  it('an invitation from someone who no longer manages the account is refused', async () => {
    const late = await signUp('late');
    const stale = await signBusinessInvite(env.SESSION_SECRET, {
      businessId: issuedId<'user'>(business.id),
      memberId: issuedId<'user'>(late.id),
      role: 'analyst',
      invitedBy: (Number(invitee.id) + 1_000_000) as UserId,
    });
    expect((await callFrom('BusinessAccessResource', 'update', { invite: stale! }, { cookie: late.cookie })).status).toBe(400);
  });
});
