// PinAnalyticsResource: 30-day totals for the viewers the card shows Pin stats to (docs/rules/pin-card.md#roles-spec-000-6).
import { listDurableObjectIds, runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { PinAnalytics } from '#shared/events/analytics.ts';
import { firstId, getResource, ORIGIN, request, sessionCookie } from './helpers.ts';

/** A pin of `pinnerId`'s: their own (not a repin) on a public board, or a repin when `repin`. */
async function pinOf(pinnerId: number, repin = false): Promise<string> {
  return String(
    await firstId(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id
      WHERE p.pinner_id = ? AND p.origin_pin_id IS ${repin ? 'NOT ' : ''}NULL AND p.deleted_at IS NULL AND b.privacy = 'public' ORDER BY p.id LIMIT 1`,
      pinnerId,
    ),
  );
}
/** The partner's own pin (user 2 is the demo partner). */
const demoPin = () => pinOf(2);

describe('PinAnalyticsResource (pin-card: Roles)', () => {
  it('A3: answers the partner who owns the pin impressions, closeups, clicks and outbound clicks for 30 days once rolled up', async () => {
    const pinId = await demoPin();
    const now = Date.now();
    const events = [18, 18, 18, 13, 101, 8948, 8948].map((t) => ({ event_type: t, object_id_str: pinId, time: now }));
    const response = await request('/v3/events/', {
      method: 'POST',
      headers: { origin: ORIGIN },
      body: JSON.stringify({ batch_id: `analytics-${now}`, events }),
    });
    expect(response.status).toBe(202);
    for (const id of await listDurableObjectIds(env.IMPRESSIONS)) await runDurableObjectAlarm(env.IMPRESSIONS.get(id));
    const { response: r, body } = await getResource<PinAnalytics>('PinAnalyticsResource', { pin_id: pinId }, { headers: { cookie: await sessionCookie(2) } });
    expect(r.status).toBe(200);
    const data = body.resource_response.data!;
    expect(data).toMatchObject({ pinId, days: 30, impressions: 3, closeups: 1, clicks: 1, outboundClicks: 2 });
    expect(data.daily).toHaveLength(1);
    expect(typeof data.saves).toBe('number');
  });

  it.each([
    ['the owner who is not a partner, on their own pin (the card shows them no Pin stats)', 1, () => pinOf(1), {}, 403],
    ['the owner who is not a partner, on a repin of theirs', 1, () => pinOf(1, true), {}, 403],
    ['the partner on a repin of theirs', 2, () => pinOf(2, true), {}, 403],
    ['a partner naming the owner as subject_id (ignored: decided from the session)', 2, () => pinOf(1), { subject_id: '1' }, 403],
    ['another member', 5, demoPin, {}, 403],
  ])('A3: refuses %s', async (_who, userId, pin, extra, status) => {
    const { response } = await getResource('PinAnalyticsResource', { pin_id: await pin(), ...extra }, { headers: { cookie: await sessionCookie(userId) } });
    expect(response.status).toBe(status);
  });

  it('A3: answers an employee (staff) on any pin', async () => {
    const { response } = await getResource('PinAnalyticsResource', { pin_id: await pinOf(1) }, { headers: { cookie: await sessionCookie(3) } });
    expect(response.status).toBe(200);
  });

  it('refuses signed-out viewers with 401 and bad ids with 400', async () => {
    expect((await getResource('PinAnalyticsResource', { pin_id: await demoPin() })).response.status).toBe(401);
    expect((await getResource('PinAnalyticsResource', { pin_id: 'x' }, { headers: { cookie: await sessionCookie(1) } })).response.status).toBe(400);
  });

  /** The accounts the demo partner manages as admin and as analyst (scripts/demo/business.ts). */
  async function managedBy(partnerId: number, role: 'admin' | 'analyst'): Promise<number> {
    return firstId('SELECT business_id AS id FROM business_access WHERE member_id = ? AND role = ? ORDER BY business_id LIMIT 1', partnerId, role);
  }

  it("A3: answers a partner on a pin whose owner is the subject they act for (the profile's account, managed as its admin)", async () => {
    const cookie = await sessionCookie(2);
    const business = await managedBy(2, 'admin');
    const { response, body } = await getResource<PinAnalytics>('PinAnalyticsResource', { pin_id: await pinOf(business) }, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(body.resource_response.data!.days).toBe(30);
    // The profile page's person carries it, so the cards on that profile show Pin stats (CardSurfaceValue.subjectUserId).
    const profile = await getResource<{ actedForByMe: boolean }>('UserResource', { user_id: String(business) }, { headers: { cookie } });
    expect(profile.body.resource_response.data!.actedForByMe).toBe(true);
  });

  it("A3: refuses a partner on the pins of an account that is not their subject (another member's, or one they only analyse)", async () => {
    const cookie = await sessionCookie(2);
    for (const owner of [1, await managedBy(2, 'analyst')]) {
      const { response } = await getResource('PinAnalyticsResource', { pin_id: await pinOf(owner) }, { headers: { cookie } });
      expect(response.status).toBe(403);
      const profile = await getResource<{ actedForByMe: boolean }>('UserResource', { user_id: String(owner) }, { headers: { cookie } });
      expect(profile.body.resource_response.data!.actedForByMe).toBe(false);
    }
  });
});
