-- The route pages (docs/architecture.md#every-route-a-page): business access (who manages which advertiser's ad account), call requests from
-- /business/schedule_call/, answers to /email/user_survey and appeals (/appealed-pin/, /age-appeal).

CREATE TABLE business_access (
  business_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, -- the advertiser whose ad account it is
  member_id   INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, -- who may manage it
  role        TEXT NOT NULL CHECK (role IN ('admin', 'analyst')),
  invited_by  INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (business_id, member_id)
);
CREATE INDEX business_access_member ON business_access(member_id);

CREATE TABLE business_call_requests (
  id           INTEGER PRIMARY KEY,
  member_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  topic        TEXT NOT NULL,
  preferred_on TEXT NOT NULL, -- YYYY-MM-DD
  created_at   INTEGER NOT NULL
);

CREATE TABLE user_survey_answers (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  satisfaction INTEGER NOT NULL CHECK (satisfaction BETWEEN 1 AND 5),
  comment     TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL
);

CREATE TABLE appeals (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind        TEXT NOT NULL CHECK (kind IN ('pin', 'age')),
  pin_id      INTEGER REFERENCES pins(id) ON DELETE CASCADE,
  reason      TEXT NOT NULL,
  status      TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'rejected')),
  created_at  INTEGER NOT NULL
);
CREATE INDEX appeals_user ON appeals(user_id, created_at);
