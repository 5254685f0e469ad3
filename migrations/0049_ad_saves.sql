-- Saves made from an ad (docs/rules/pin-card.md#calls-spec-000-7): RepinResource create names the ad card's
-- trackingParams as clientTrackingParams, and the save is recorded for the ad's campaign (the
-- business hub's campaign report counts them). Written in the save's own batch; one row per save.
CREATE TABLE ad_saves (
  save_id          INTEGER PRIMARY KEY REFERENCES pins(id) ON DELETE CASCADE,
  promoted_pin_id  INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  campaign_id      TEXT NOT NULL,
  user_id          INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  tracking_params  TEXT NOT NULL,
  created_at       INTEGER NOT NULL
);
-- The campaign report reads an advertiser's promoted pins, then their saves of the last 30 days.
CREATE INDEX ad_saves_promoted_pin ON ad_saves(promoted_pin_id, created_at);
