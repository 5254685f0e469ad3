// The business hub's report: per campaign of an advertiser, 30-day impressions and clicks of its
// promoted pins and the attribution sources registered for it (spec 001 §7-§9).

export interface CampaignReport {
  campaignId: string;
  pins: number;
  impressions: number;
  clicks: number;
  /** Attribution sources registered from clicks and from views. */
  clickSources: number;
  viewSources: number;
}
