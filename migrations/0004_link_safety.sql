-- Outbound link safety (docs/rules/pin-card.md#calls-spec-000-7, docs/rules/pin-card.md#errors-and-messages-spec-000-8; docs/rules/closeup-and-visitors.md#calls-spec-002-7): the operator's list of domains and url
-- patterns with a category, managed with `npm run link-rules`, and the clickthrough log.

CREATE TABLE link_rules (
  id          INTEGER PRIMARY KEY,
  kind        TEXT NOT NULL CHECK (kind IN ('domain','pattern')),
  -- normalised by shared/offsite/rules.ts: a punycode host without trailing dot, or host/path*
  value       TEXT NOT NULL CHECK (length(value) BETWEEN 1 AND 512),
  category    TEXT NOT NULL CHECK (category IN ('blocked','suspicious','porn')),
  note        TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL,
  UNIQUE (kind, value)
);

-- One row per logged clickthrough: right clicks, chips, /offsite/ visits, linkless taps, empty
-- hrefs and failed checks. pin_id has no foreign key: a log outlives a deleted pin.
CREATE TABLE offsite_clickthroughs (
  id                      INTEGER PRIMARY KEY,
  pin_id                  INTEGER,
  url                     TEXT NOT NULL DEFAULT '',
  host                    TEXT NOT NULL DEFAULT '',
  clickthrough_type       TEXT NOT NULL,
  redirect_status         TEXT,
  aux_data                TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(aux_data)),
  client_tracking_params  TEXT NOT NULL DEFAULT '',
  user_id                 INTEGER,
  anonymous_id            TEXT,
  created_at              INTEGER NOT NULL
);
CREATE INDEX offsite_clickthroughs_pin ON offsite_clickthroughs(pin_id, created_at);
