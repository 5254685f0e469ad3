// The business pages of docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2: dashboards for business accounts, a 403 for personal members,
// the login page for visitors; converting an account, inviting a manager, asking for a call and
// promoting a Pin into a campaign, each a real write.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { BUSINESS_DASHBOARDS, businessAccess } from '#shared/business/dashboards.ts';
import { call, count, signUp } from './accountHelpers.ts';
import { documentState, request, sessionCookie } from './helpers.ts';

const userId = async (username: string) => (await env.DB.prepare('SELECT id FROM users WHERE username = ?').bind(username).first<{ id: number }>())!.id;

async function page(path: string, cookie?: string) {
  const response = await request(path, { headers: cookie ? { cookie } : {} });
  return { status: response.status, state: documentState(await response.text()).page };
}

describe('business access rule', () => {
  it.each([
    [{ isAuth: false, isPartner: false, isEmployee: false, managedAccounts: 0 }, 'login'],
    [{ isAuth: true, isPartner: false, isEmployee: false, managedAccounts: 0 }, 'refused'],
    [{ isAuth: true, isPartner: true, isEmployee: false, managedAccounts: 0 }, 'allowed'],
    [{ isAuth: true, isPartner: false, isEmployee: true, managedAccounts: 0 }, 'allowed'],
    [{ isAuth: true, isPartner: false, isEmployee: false, managedAccounts: 1 }, 'allowed'],
  ] as const)('C13: business pages for %o are %s (closeup-and-visitors: Routes and screens)', (viewer, expected) => {
    expect(businessAccess(viewer)).toBe(expected);
  });
});

describe('/business/{dashboard}/', () => {
  it('C13: every dashboard is a working page for the partner, over the advertisers it manages (closeup-and-visitors: Routes and screens)', async () => {
    const cookie = await sessionCookie(await userId('partner'));
    for (const d of BUSINESS_DASHBOARDS) {
      const { status, state } = await page(`/business/${d.path}/`, cookie);
      expect(status, d.path).toBe(200);
      expect(state.data).toMatchObject({ kind: 'businessDashboard', view: { dashboard: { path: d.path } } });
    }
    const manager = await page('/business/business-manager/', cookie);
    const rows = (manager.state.data as { view: { tables: Array<{ rows: unknown[][] }> } }).view.tables[0].rows;
    // The partner manages its own account and two demo advertisers: admin of one, analyst of the other.
    expect(rows.map((r) => r[1]).sort()).toEqual(['admin', 'admin', 'analyst']);
    expect(rows.some((r) => Number(r[2]) > 0)).toBe(true);
  });

  it('C13: a personal member gets a clear 403 refusal that offers the conversion; a visitor the login page (closeup-and-visitors: Routes and screens)', async () => {
    const refused = await page('/business/audiences/', await sessionCookie(await userId('demo')));
    expect(refused.status).toBe(403);
    expect(refused.state.data).toMatchObject({ kind: 'forbidden', action: { href: '/business/convert/' } });
    const visitor = await page('/business/audiences/');
    expect(visitor.status).toBe(200);
    expect(visitor.state.data).toMatchObject({ kind: 'login', next: '/business/audiences/' });
    // Business pages are members only (shared/pageRoutes.ts): a visitor logs in first, a member learns there is no such page.
    expect((await page('/business/no-such-dashboard/')).state.data).toMatchObject({ kind: 'login', next: '/business/no-such-dashboard/' });
    expect((await request('/business/no-such-dashboard/', { headers: { cookie: await sessionCookie(await userId('demo')) } })).status).toBe(404);
  });

  it('an employee sees every advertiser', async () => {
    const { state } = await page('/business/business-access/', await sessionCookie(await userId('staff')));
    const rows = (state.data as { view: { tables: Array<{ rows: unknown[][] }> } }).view.tables[0].rows;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r[2] === 'employee')).toBe(true);
  });
});

describe('/business/convert/', () => {
  it('B21, C13: converting turns the personal account into a business account and the business pages open (experiences: Roles)', async () => {
    const member = await signUp('shop');
    expect((await page('/business/convert/', member.cookie)).state.data).toMatchObject({ kind: 'businessConvert', isBusiness: false });
    expect((await page('/business/business-manager/', member.cookie)).status).toBe(403);
    const converted = await call<{ converted: boolean; hubUrl: string }>('BusinessAccountResource', 'create', { business_name: 'Shop & Co' }, member.cookie);
    expect(converted.status).toBe(200);
    expect(converted.data).toEqual({ converted: true, hubUrl: '/business/hub/' });
    expect(await count('SELECT is_partner AS n FROM users WHERE id = ?', Number(member.id))).toBe(1);
    expect((await page('/business/hub/', member.cookie)).status).toBe(200);
    expect((await page('/business/business-manager/', member.cookie)).status).toBe(200);
    expect((await page('/business/convert/', member.cookie)).state.data).toMatchObject({ isBusiness: true });
    // Once is enough: a second conversion changes nothing.
    expect((await call('BusinessAccountResource', 'create', {}, member.cookie)).data).toEqual({ converted: false, hubUrl: '/business/hub/' });
  });

  it('refuses a signed-out conversion with 401', async () => {
    expect((await call('BusinessAccountResource', 'create', {})).status).toBe(401);
  });
});

describe('business writes', () => {
  it('an admin invites a member, who can then open the dashboards; an analyst may not invite', async () => {
    const partner = await sessionCookie(await userId('partner'));
    const access = await env.DB.prepare('SELECT business_id, role FROM business_access WHERE member_id = ? ORDER BY role')
      .bind(await userId('partner'))
      .all<{
        business_id: number;
        role: string;
      }>();
    const admin = access.results.find((r) => r.role === 'admin')!;
    const analyst = access.results.find((r) => r.role === 'analyst')!;
    const invitee = await signUp('analyst');
    const invited = await call<{ inviteUrl: string }>(
      'BusinessAccessResource',
      'create',
      { business_id: String(admin.business_id), username: invitee.username, role: 'analyst' },
      partner,
    );
    expect(invited.status).toBe(201);
    // Nothing is granted until the invitee accepts (tests/worker/security/businessInvites.test.ts).
    expect((await page('/business/business-access/', invitee.cookie)).status).toBe(403);
    const invitation = await page(invited.data.inviteUrl, invitee.cookie);
    expect(invitation.state.data).toMatchObject({ kind: 'businessInvite', invite: { role: 'analyst' } });
    const code = new URL(invited.data.inviteUrl, 'https://x').searchParams.get('invite')!;
    expect((await call('BusinessAccessResource', 'update', { invite: code }, invitee.cookie)).status).toBe(201);
    expect((await page('/business/business-access/', invitee.cookie)).status).toBe(200);
    const refused = await call(
      'BusinessAccessResource',
      'create',
      { business_id: String(analyst.business_id), username: invitee.username, role: 'admin' },
      partner,
    );
    expect(refused.status).toBe(403);
    const unknown = await call(
      'BusinessAccessResource',
      'create',
      { business_id: String(admin.business_id), username: 'nobody_here_1', role: 'admin' },
      partner,
    );
    expect(unknown.status).toBe(400);
    expect((await call('BusinessAccessResource', 'create', { business_id: 'x', username: 'a', role: 'owner' }, partner)).status).toBe(400);
  });

  it('a call request is stored; a day in the past is refused', async () => {
    const partner = await sessionCookie(await userId('partner'));
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await call('BusinessCallResource', 'create', { topic: 'Holiday campaign', preferred_on: tomorrow }, partner)).status).toBe(201);
    expect((await call('BusinessCallResource', 'create', { topic: 'Late', preferred_on: '2001-01-01' }, partner)).status).toBe(400);
    const { state } = await page('/business/schedule_call/', partner);
    expect(JSON.stringify(state.data)).toContain('Holiday campaign');
  });

  it('quick promote puts a Pin into a campaign of an ad account the member manages (pin-card: Card states and the save flow)', async () => {
    const partnerId = await userId('partner');
    const partner = await sessionCookie(partnerId);
    const admin = (await env.DB.prepare("SELECT business_id FROM business_access WHERE member_id = ? AND role = 'admin'")
      .bind(partnerId)
      .first<{ business_id: number }>())!;
    // One of the ad account's own Pins: an account promotes only its own (tests/worker/security/promotion.test.ts).
    const pin = (await env.DB.prepare(
      `INSERT INTO pins (pinner_id, board_id, kind, title, image_signature, data, created_at)
       SELECT ?1, NULL, 'image', 'Spring sale', image_signature, '{}', ?2 FROM pins WHERE deleted_at IS NULL ORDER BY id LIMIT 1 RETURNING id`,
    )
      .bind(admin.business_id, Date.now())
      .first<{ id: number }>())!;
    const form = await page(`/advertiser/quick-promote/?pin_id=${pin.id}`, partner);
    expect(form.status).toBe(200);
    expect(form.state.data).toMatchObject({ kind: 'quickPromote', pin: { entityId: String(pin.id) } });
    const promoted = await call<{ campaignId: string }>(
      'QuickPromoteResource',
      'create',
      { pin_id: String(pin.id), business_id: String(admin.business_id) },
      partner,
    );
    expect(promoted.status).toBe(201);
    const row = await env.DB.prepare(`SELECT is_promoted, promoter_id, json_extract(data, '$.campaignId') AS campaign FROM pins WHERE id = ?`)
      .bind(pin.id)
      .first<{ is_promoted: number; promoter_id: number; campaign: string }>();
    expect(row).toEqual({ is_promoted: 1, promoter_id: admin.business_id, campaign: promoted.data.campaignId });
    // The personal member is refused the page (403) and the write (403).
    const demo = await sessionCookie(await userId('demo'));
    expect((await page(`/advertiser/quick-promote/?pin_id=${pin.id}`, demo)).status).toBe(403);
    expect((await call('QuickPromoteResource', 'create', { pin_id: String(pin.id), business_id: String(admin.business_id) }, demo)).status).toBe(403);
    expect((await request('/advertiser/quick-promote/', { headers: { cookie: demo } })).status).toBe(400);
  });
});
