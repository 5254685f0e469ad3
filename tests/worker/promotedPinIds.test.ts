// A Pin promoted on the site (QuickPromoteResource, worker/business/resources.ts) carries its promotion's
// id and its advertiser's attribution source, which the closeup's PinResource serves
// (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3); a Pin nobody promoted carries none.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { pinPromotionIdOf } from '#shared/ads/promotionIds.ts';
import type { BoardDetail, PinWithDetails, SaveResult, StoredPinDetails } from '#shared/types.ts';
import { NEW_ATTRIBUTION_SOURCE_ID, NEW_CAMPAIGN_ID } from '#worker/business/resources.ts';
import { call, signUp } from './accountHelpers.ts';
import { sessionCookie } from './helpers.ts';

type Account = Awaited<ReturnType<typeof signUp>>;

/** A fresh member turned into a business account (its own ad account). */
async function businessAccount(prefix: string): Promise<Account> {
  const account = await signUp(prefix);
  expect((await call('BusinessAccountResource', 'create', {}, account.cookie)).status).toBe(200);
  return account;
}

/** A new Pin of `pinnerId`, outside any board (anyone may see it), with some data of its own beside the ad fields. */
async function pinOf(pinnerId: number | string, title: string): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO pins (pinner_id, board_id, kind, title, image_signature, data, created_at)
     SELECT ?1, NULL, 'image', ?2, image_signature, '{"isQuickPromotable":true,"details":{"storyPinDataId":"77"}}', ?3
       FROM pins WHERE deleted_at IS NULL ORDER BY id LIMIT 1 RETURNING id`,
  )
    .bind(Number(pinnerId), title, Date.now())
    .first<{ id: number }>();
  return row!.id;
}

/** QuickPromoteResource create, as the holder of `cookie`. */
async function promote(pinId: number, businessId: number | string, cookie: string, campaignId?: string) {
  return call<{ campaignId: string }>(
    'QuickPromoteResource',
    'create',
    { pin_id: String(pinId), business_id: String(businessId), ...(campaignId ? { campaign_id: campaignId } : {}) },
    cookie,
  );
}

/** PinResource get of a pin that exists. */
async function readPin(id: number | string, cookie?: string): Promise<PinWithDetails> {
  const r = await call<PinWithDetails>('PinResource', 'get', { id: String(id) }, cookie);
  expect(r.status).toBe(200);
  return r.data;
}

const dataOf = async (id: number) =>
  JSON.parse((await env.DB.prepare('SELECT data FROM pins WHERE id = ?').bind(id).first<{ data: string }>())!.data) as {
    campaignId?: string;
    isQuickPromotable?: boolean;
    details?: StoredPinDetails;
  };

const AD_IDS = ['pinPromotionId', 'attributionSourceId'] as const;

describe('the ids of a Pin promoted on the site (pin-card: Pins, boards and viewers)', () => {
  it('A14: a Pin its ad account quick-promotes serves its promotion’s pinPromotionId and the account’s attributionSourceId (pin-card: Pins, boards and viewers)', async () => {
    const business = await businessAccount('idpromoter');
    const pin = await pinOf(business.id, 'Summer sale');
    const before = await readPin(pin);
    expect(before.isPromoted).toBe(false);
    for (const field of AD_IDS) expect(before[field]).toBeUndefined();

    const promoted = await promote(pin, business.id, business.cookie);
    expect(promoted.status).toBe(201);
    const stored = await dataOf(pin);
    expect(stored.details?.pinPromotionId).toBe(pinPromotionIdOf(pin));
    expect(stored.details?.attributionSourceId).toMatch(/^\d+$/);
    // The write set only the ad fields: the Pin's other data, under `details` too, is as it was.
    expect(stored.isQuickPromotable).toBe(true);
    expect(stored.details?.storyPinDataId).toBe('77');
    expect(stored.campaignId).toBe(promoted.data.campaignId);

    const served = await readPin(pin);
    expect(served.isPromoted).toBe(true);
    expect(served.campaignId).toBe(promoted.data.campaignId);
    expect(served.pinPromotionId).toBe(pinPromotionIdOf(pin));
    expect(served.attributionSourceId).toBe(stored.details?.attributionSourceId);
    // A new advertiser's source is its own: one above every source given before it.
    const largest = await env.DB.prepare(
      `SELECT MAX(CAST(json_extract(data, '$.details.attributionSourceId') AS INTEGER)) AS n FROM pins WHERE promoter_id <> ? AND is_promoted = 1`,
    )
      .bind(Number(business.id))
      .first<{ n: number }>();
    expect(Number(served.attributionSourceId)).toBe(largest!.n + 1);
  });

  it('the account’s next promotion shares its attributionSourceId with a pinPromotionId of its own; another account gets another source (pin-card: Pins, boards and viewers)', async () => {
    const business = await businessAccount('twoads');
    const [first, second] = [await pinOf(business.id, 'First ad'), await pinOf(business.id, 'Second ad')];
    const campaign = (await promote(first, business.id, business.cookie)).data.campaignId;
    expect((await promote(second, business.id, business.cookie, campaign)).status).toBe(201);
    const [a, b] = [await readPin(first), await readPin(second)];
    expect(b.campaignId).toBe(campaign);
    expect(b.attributionSourceId).toBe(a.attributionSourceId);
    expect([a.pinPromotionId, b.pinPromotionId]).toEqual([pinPromotionIdOf(first), pinPromotionIdOf(second)]);

    // Promoting the same Pin again, into a new campaign, keeps its ids: the promotion is the Pin's own.
    const moved = await promote(first, business.id, business.cookie);
    expect(moved.data.campaignId).not.toBe(campaign);
    expect(await readPin(first)).toMatchObject({
      campaignId: moved.data.campaignId,
      pinPromotionId: a.pinPromotionId,
      attributionSourceId: a.attributionSourceId,
    });

    const other = await businessAccount('otherads');
    const theirs = await pinOf(other.id, 'Their ad');
    expect((await promote(theirs, other.id, other.cookie)).status).toBe(201);
    const c = await readPin(theirs);
    expect(c.attributionSourceId).toMatch(/^\d+$/);
    expect(c.attributionSourceId).not.toBe(a.attributionSourceId);
  });

  it('two accounts promoting at the same moment into new campaigns get two new campaign ids, each above every other (pin-card: Pins, boards and viewers)', async () => {
    const [one, two] = [await businessAccount('samemoment'), await businessAccount('samemoment2')];
    const [a, b] = [await pinOf(one.id, 'One ad'), await pinOf(two.id, 'Two ad')];
    const largest = (await env.DB.prepare(`SELECT MAX(CAST(json_extract(data, '$.campaignId') AS INTEGER)) AS n FROM pins`).first<{ n: number }>())!.n;
    const promoted = await Promise.all([promote(a, one.id, one.cookie), promote(b, two.id, two.cookie)]);
    expect(promoted.map((p) => p.status)).toEqual([201, 201]);
    const campaigns = promoted.map((p) => Number(p.data.campaignId)).sort((x, y) => x - y);
    expect(campaigns).toEqual([largest + 1, largest + 2]);
    expect([(await readPin(a)).campaignId, (await readPin(b)).campaignId]).toEqual(promoted.map((p) => p.data.campaignId));
  });

  it('a promotion for a demo advertiser carries the attribution source its promoted Pins already have (pin-card: Pins, boards and viewers)', async () => {
    const advertiser = (await env.DB.prepare(
      `SELECT promoter_id AS id, json_extract(data, '$.details.attributionSourceId') AS source FROM pins
        WHERE is_promoted = 1 AND json_extract(data, '$.details.attributionSourceId') IS NOT NULL ORDER BY id LIMIT 1`,
    ).first<{ id: number; source: string }>())!;
    // An employee manages every ad account that promotes Pins.
    const staff = (await env.DB.prepare("SELECT id FROM users WHERE username = 'staff'").first<{ id: number }>())!;
    const pin = await pinOf(advertiser.id, 'Another ad');
    expect((await promote(pin, advertiser.id, await sessionCookie(staff.id))).status).toBe(201);
    expect(await readPin(pin)).toMatchObject({ pinPromotionId: pinPromotionIdOf(pin), attributionSourceId: advertiser.source });
  });

  it('a Pin nobody promoted serves neither id, nor does a member’s save of a promoted one (pin-card: Pins, boards and viewers)', async () => {
    const business = await businessAccount('saveme');
    const [ad, organic] = [await pinOf(business.id, 'Promoted'), await pinOf(business.id, 'Organic')];
    expect((await promote(ad, business.id, business.cookie)).status).toBe(201);
    const plain = await readPin(organic);
    expect(plain.isPromoted).toBe(false);
    for (const field of AD_IDS) expect(plain[field]).toBeUndefined();

    const member = await signUp('adsaver');
    const board = await call<BoardDetail>('BoardResource', 'create', { name: 'Finds' }, member.cookie);
    const save = await call<SaveResult>('RepinResource', 'create', { pin_id: String(ad), board_id: board.data.entityId }, member.cookie);
    expect(save.status).toBe(201);
    const saved = await readPin(save.data.id, member.cookie);
    expect(saved.isPromoted).toBe(false);
    for (const field of AD_IDS) expect(saved[field]).toBeUndefined();
  });

  it('a refused promotion (into a campaign not the account’s) gives the Pin no ids and changes none of its data (pin-card: Pins, boards and viewers)', async () => {
    const business = await businessAccount('badcampaign');
    const pin = await pinOf(business.id, 'Not yet');
    const refused = await promote(pin, business.id, business.cookie, '1');
    expect(refused.status).toBe(400);
    const stored = await dataOf(pin);
    expect(stored.details).toEqual({ storyPinDataId: '77' });
    expect(stored.campaignId).toBeUndefined();
  });

  it("a new campaign's id and a new advertiser's attribution source are each the last entry of an index, not a scan of every Pin", async () => {
    for (const [sql, index] of [
      [NEW_CAMPAIGN_ID, 'pins_campaign_id'],
      [NEW_ATTRIBUTION_SOURCE_ID, 'pins_attribution_source'],
    ]) {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN SELECT ${sql} AS id`).all<{ detail: string }>();
      const plan = results.map((r) => r.detail).join('\n');
      expect(plan).toMatch(new RegExp(`SEARCH \\w+ USING (COVERING )?INDEX ${index}\\b`));
      expect(plan).not.toMatch(/^SCAN (?!CONSTANT ROW)/m);
    }
  });
});
