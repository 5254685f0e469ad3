-- Read side of impression and click counting: the counter objects (worker/objects/) roll their
-- exact totals up here by pin, day and event type; attribution source registrations per campaign.
CREATE TABLE pin_event_totals (
  pin_id      INTEGER NOT NULL,
  day         TEXT NOT NULL CHECK (length(day) = 10),
  event_type  INTEGER NOT NULL,
  count       INTEGER NOT NULL CHECK (count >= 0),
  PRIMARY KEY (pin_id, day, event_type)
) WITHOUT ROWID;

CREATE TABLE campaign_attribution_totals (
  campaign_id       TEXT NOT NULL,
  source_event_type TEXT NOT NULL CHECK (source_event_type IN ('click','view')),
  count             INTEGER NOT NULL CHECK (count >= 0),
  PRIMARY KEY (campaign_id, source_event_type)
) WITHOUT ROWID;
