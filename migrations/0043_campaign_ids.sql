-- A new campaign's id and a new advertiser's attribution source are one above the largest in use
-- (QuickPromoteResource, worker/business/resources.ts). Both were read by a scan of every pin's data;
-- with these partial indexes on the two values each is the last entry of an index.
CREATE INDEX pins_campaign_id ON pins(CAST(json_extract(data, '$.campaignId') AS INTEGER))
  WHERE json_extract(data, '$.campaignId') IS NOT NULL;
CREATE INDEX pins_attribution_source ON pins(CAST(json_extract(data, '$.details.attributionSourceId') AS INTEGER))
  WHERE is_promoted = 1 AND json_extract(data, '$.details.attributionSourceId') IS NOT NULL;
