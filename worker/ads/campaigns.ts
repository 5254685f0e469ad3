// Reads an advertiser's campaign report: its promoted pins grouped by campaign id, joined with
// the rolled-up event totals, the attribution source totals and the saves made from its ads, one per member and
// promoted pin (all SQL of the report here).

import type { CampaignReport } from '#shared/ads/campaigns.ts';
import { ANALYTICS_DAYS } from '#shared/constants.ts';
import { METRIC_EVENT_TYPES } from '#shared/events/analytics.ts';
import { dayOf } from '#shared/events/shards.ts';
import type { UserId } from '#shared/ids.ts';

/** Campaigns promoted by a user, most impressions first. */
export async function readCampaignReports(db: D1Database, promoterId: UserId, now = Date.now()): Promise<CampaignReport[]> {
  const since = dayOf(now - (ANALYTICS_DAYS - 1) * 86_400_000);
  // A campaign id is a text key here (the TEXT columns, and the pins' JSON value cast as campaign_key), as the report answers it.
  const [events, sources, saves] = await db.batch<Record<string, string | number> & { campaign_id: string; campaign_key: string }>([
    db
      .prepare(
        `SELECT json_extract(p.data, '$.campaignId') AS campaign_id, CAST(json_extract(p.data, '$.campaignId') AS TEXT) AS campaign_key, COUNT(DISTINCT p.id) AS pins,
              COALESCE(SUM(CASE WHEN t.event_type = ?2 THEN t.count END), 0) AS impressions,
              COALESCE(SUM(CASE WHEN t.event_type = ?3 THEN t.count END), 0) AS clicks
         FROM pins p LEFT JOIN pin_event_totals t ON t.pin_id = p.id AND t.day >= ?4
        WHERE p.promoter_id = ?1 AND p.is_promoted = 1 AND p.deleted_at IS NULL AND json_extract(p.data, '$.campaignId') IS NOT NULL
        GROUP BY campaign_id ORDER BY impressions DESC, campaign_id`,
      )
      .bind(promoterId, METRIC_EVENT_TYPES.impressions, METRIC_EVENT_TYPES.clicks, since),
    db
      .prepare(
        `SELECT campaign_id, source_event_type, count FROM campaign_attribution_totals
        WHERE campaign_id IN (SELECT json_extract(data, '$.campaignId') FROM pins WHERE promoter_id = ? AND is_promoted = 1)`,
      )
      .bind(promoterId),
    // A campaign's saves count its savers per promoted pin: one member saving an ad to many boards, or again after
    // removing it, is one save (docs/security.md, Counters).
    db
      .prepare(
        `SELECT campaign_id, COUNT(*) AS count FROM (
           SELECT DISTINCT s.campaign_id, s.promoted_pin_id, s.user_id FROM pins p JOIN ad_saves s ON s.promoted_pin_id = p.id AND s.created_at >= ?2
            WHERE p.promoter_id = ?1 AND p.is_promoted = 1)
         GROUP BY campaign_id`,
      )
      .bind(promoterId, now - ANALYTICS_DAYS * 86_400_000),
  ]);
  const savesOf = new Map(saves.results.map((r) => [r.campaign_id, Number(r.count)]));
  const bySource = new Map<string, number>();
  for (const r of sources.results) bySource.set(`${r.campaign_id}|${r.source_event_type}`, Number(r.count));
  return events.results.map((r) => ({
    campaignId: r.campaign_key,
    pins: Number(r.pins),
    impressions: Number(r.impressions),
    clicks: Number(r.clicks),
    clickSources: bySource.get(`${r.campaign_key}|click`) ?? 0,
    viewSources: bySource.get(`${r.campaign_key}|view`) ?? 0,
    saves: savesOf.get(r.campaign_key) ?? 0,
  }));
}
