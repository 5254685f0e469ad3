// The business hub's report: per campaign of an advertiser, 30-day impressions and clicks of its
// promoted pins and the attribution sources registered for it (docs/rules/experiences.md#calls-spec-001-7, docs/rules/experiences.md#errors-spec-001-8, docs/rules/experiences.md#constants-spec-001-9).

export interface CampaignReport {
  campaignId: string;
  pins: number;
  impressions: number;
  clicks: number;
  /** Attribution sources registered from clicks and from views. */
  clickSources: number;
  viewSources: number;
  /** Saves made from the campaign's ads (RepinResource create with the ad's clientTrackingParams). */
  saves: number;
}
