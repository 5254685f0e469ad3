// Counters (docs/security.md): a source counts only for what the worker itself served to that
// visitor — a view token when it renders a promoted pin for them, a click token only from the click's
// link check — for that source type, campaign and the campaign's own destination. Through the real
// routes: PinResource get, GET /v3/offsite/ and /attribution_source/.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '../helpers.ts';
import { anonymousVisitor, freshIp, type ServedAttribution, servedAttribution } from './helpers.ts';

const ELIGIBLE = { 'attribution-reporting-eligible': 'navigation-source', 'sec-fetch-site': 'same-origin' };
interface Promoted {
  id: string;
  campaignId: string;
  advertiserId: string;
}
const counted = (campaign: string, type: 'view' | 'click') => env.ATTRIBUTION.getByName(`campaign:${campaign}`).count(campaign, type);

let serial = 0;
/** A registration as the holder of `cookie` asks for it. */
async function register(pin: Promoted, served: Pick<ServedAttribution, 'destination'>, token: string, type: 'view' | 'click', cookie: string) {
  serial++;
  const query = new URLSearchParams({
    source_event_id: String(700_000 + serial),
    destination: JSON.stringify([served.destination]),
    advertiser_id: pin.advertiserId,
    campaign_id: pin.campaignId,
    source_event_type: type,
    token,
  });
  return request(`/attribution_source/?${query}`, { headers: { ...ELIGIBLE, cookie, 'cf-connecting-ip': freshIp() } });
}

let promoted: Promoted[];
beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { results } = await env.DB.prepare(
    `SELECT p.id, json_extract(p.data, '$.campaignId') AS campaign_id, json_extract(p.data, '$.advertiserId') AS advertiser_id
       FROM pins p JOIN boards b ON b.id = p.board_id
      WHERE b.privacy = 'public' AND p.is_promoted = 1 AND p.deleted_at IS NULL AND json_extract(p.data, '$.campaignId') IS NOT NULL
        AND json_extract(p.data, '$.advertiserId') IS NOT NULL AND p.link LIKE 'https://%'
      GROUP BY json_extract(p.data, '$.campaignId') ORDER BY p.id DESC LIMIT 5`,
  ).all<{ id: number; campaign_id: string; advertiser_id: string }>();
  promoted = results.map((r) => ({ id: String(r.id), campaignId: String(r.campaign_id), advertiserId: String(r.advertiser_id) }));
  expect(promoted.length).toBe(5);
});

describe('Counters: only what the worker served that visitor counts, once each (security: Counters)', () => {
  it('Counters: a token served to one visitor counts nothing when another visitor replays it', async () => {
    const pin = promoted[0];
    const a = anonymousVisitor();
    const served = await servedAttribution(pin.id, { cookie: a.cookie });
    const before = { view: await counted(pin.campaignId, 'view'), click: await counted(pin.campaignId, 'click') };
    for (let i = 0; i < 3; i++) {
      const b = anonymousVisitor();
      const view = await register(pin, served, served.view, 'view', b.cookie);
      expect(view.status).toBe(400);
      expect(view.headers.get('attribution-reporting-register-source')).toBeNull();
      expect((await register(pin, served, served.click!, 'click', b.cookie)).status).toBe(400);
    }
    expect(await counted(pin.campaignId, 'view')).toBe(before.view);
    expect(await counted(pin.campaignId, 'click')).toBe(before.click);
    // The visitor it was served to still counts, once each.
    expect((await register(pin, served, served.view, 'view', a.cookie)).status).toBe(200);
    expect((await register(pin, served, served.click!, 'click', a.cookie)).status).toBe(200);
    expect(await counted(pin.campaignId, 'view')).toBe(before.view + 1);
    expect(await counted(pin.campaignId, 'click')).toBe(before.click + 1);
  });

  it('Counters: a view token is not a click; a click token comes only from the click and is not a view', async () => {
    const pin = promoted[1];
    const a = anonymousVisitor();
    const served = await servedAttribution(pin.id, { cookie: a.cookie });
    const before = { view: await counted(pin.campaignId, 'view'), click: await counted(pin.campaignId, 'click') };
    expect((await register(pin, served, served.view, 'click', a.cookie)).status).toBe(400);
    expect(served.click).toBeTruthy();
    expect((await register(pin, served, served.click!, 'view', a.cookie)).status).toBe(400);
    expect(await counted(pin.campaignId, 'view')).toBe(before.view);
    expect(await counted(pin.campaignId, 'click')).toBe(before.click);
  });

  it("Counters: a token served for pin X counts nothing for another pin's campaign Y", async () => {
    const [x, y] = [promoted[2], promoted[3]];
    const a = anonymousVisitor();
    const served = await servedAttribution(x.id, { cookie: a.cookie });
    const before = await counted(y.campaignId, 'view');
    expect((await register(y, served, served.view, 'view', a.cookie)).status).toBe(400);
    expect((await register({ ...x, campaignId: y.campaignId }, served, served.view, 'view', a.cookie)).status).toBe(400);
    expect(await counted(y.campaignId, 'view')).toBe(before);
  });

  it("Counters: a destination other than the campaign's own is refused and counts nothing", async () => {
    const pin = promoted[4];
    const a = anonymousVisitor();
    const served = await servedAttribution(pin.id, { cookie: a.cookie });
    const before = await counted(pin.campaignId, 'view');
    const foreign = await register(pin, { destination: 'https://evil.example' }, served.view, 'view', a.cookie);
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('attribution-reporting-register-source')).toBeNull();
    expect(await counted(pin.campaignId, 'view')).toBe(before);
    expect((await register(pin, served, served.view, 'view', a.cookie)).status).toBe(200);
    expect(await counted(pin.campaignId, 'view')).toBe(before + 1);
  });
});
