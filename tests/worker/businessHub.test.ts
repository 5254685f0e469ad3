// /business/hub/: per-campaign impressions, clicks and attribution sources for the advertiser.
import { listDurableObjectIds, runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CampaignReport } from '#shared/ads/campaigns.ts';
import { issueAttributionToken } from '#worker/attribution/token.ts';
import { documentState, ORIGIN, request, sessionCookie } from './helpers.ts';

async function rollUp(ns: DurableObjectNamespace) {
  for (const id of await listDurableObjectIds(ns)) await runDurableObjectAlarm(ns.get(id));
}

describe('/business/hub/', () => {
  it('A8, C12: shows the advertiser each campaign with its impressions, clicks and attributed sources', async () => {
    const ad = await env.DB.prepare(
      `SELECT id, promoter_id, json_extract(data, '$.campaignId') AS campaign, json_extract(data, '$.advertiserId') AS advertiser
         FROM pins WHERE is_promoted = 1 AND deleted_at IS NULL AND json_extract(data, '$.campaignId') IS NOT NULL ORDER BY id LIMIT 1`,
    ).first<{ id: number; promoter_id: number; campaign: string; advertiser: string }>();
    expect(ad).not.toBeNull();
    const now = Date.now();
    const events = [18, 18, 18, 18, 101].map((t) => ({ event_type: t, object_id_str: String(ad!.id), time: now }));
    expect(
      (await request('/v3/events/', { method: 'POST', headers: { origin: ORIGIN }, body: JSON.stringify({ batch_id: `hub-${now}`, events }) })).status,
    ).toBe(202);
    const visitor = crypto.randomUUID();
    const source = new URLSearchParams({
      source_event_id: '1',
      destination: JSON.stringify(['https://shop.example']),
      advertiser_id: ad!.advertiser,
      campaign_id: ad!.campaign,
      source_event_type: 'click',
      // The token the click's link check hands this visitor (worker/attribution/token.ts).
      token: (await issueAttributionToken(
        env.OFFSITE_SECRET,
        { entityId: String(ad!.id), campaignId: ad!.campaign, advertiserId: ad!.advertiser, destination: 'https://shop.example' },
        'click',
        { id: null, anonymousId: visitor },
      ))!,
    });
    await request(`/attribution_source/?${source}`, {
      headers: { 'attribution-reporting-eligible': 'navigation-source', 'sec-fetch-site': 'same-origin', cookie: `pb_anon=${visitor}` },
    });
    await rollUp(env.IMPRESSIONS);
    await rollUp(env.ATTRIBUTION);

    const response = await request('/business/hub/', { headers: { cookie: await sessionCookie(ad!.promoter_id) } });
    expect(response.status).toBe(200);
    const state = documentState(await response.text());
    const campaigns = (state.page.data as { campaigns: CampaignReport[] }).campaigns;
    expect(campaigns.find((c) => c.campaignId === ad!.campaign)).toMatchObject({ impressions: 4, clicks: 1, clickSources: 1, viewSources: 0 });
  });

  it('C12: asks signed-out viewers to log in and lists nothing', async () => {
    const response = await request('/business/hub/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Log in to see your campaigns');
    expect((documentState(html).page.data as { campaigns: unknown }).campaigns).toBeNull();
  });
});
