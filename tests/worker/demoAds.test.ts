// The demo ads lead to https pages (docs/rules/experiences.md#errors-spec-001-8: only https destinations register attribution
// sources), so a browser with the Attribution Reporting API logs no refused requests on the home page.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { attributionSourcePath } from '#shared/ads/attribution.ts';

describe('demo ads (experiences: Errors)', () => {
  it('every promoted pin with a campaign has an https destination, so each registers a source', async () => {
    const { results } = await env.DB.prepare(
      `SELECT id, link, json_extract(data, '$.adDestinationUrl') AS destination, json_extract(data, '$.advertiserId') AS advertiser,
              json_extract(data, '$.campaignId') AS campaign FROM pins WHERE is_promoted = 1 AND json_extract(data, '$.campaignId') IS NOT NULL`,
    ).all<{ id: number; link: string; destination: string; advertiser: string; campaign: string }>();
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) {
      expect(r.destination, `pin ${r.id}`).toMatch(/^https:\/\//);
      const pin = { entityId: String(r.id), link: r.link, adDestinationUrl: r.destination, advertiserId: r.advertiser, campaignId: r.campaign };
      expect(attributionSourcePath(pin, 'view', '1', null), `pin ${r.id}`).not.toBeNull();
    }
  });
});
