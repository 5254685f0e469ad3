-- Invites, onboarding (docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, docs/rules/closeup-and-visitors.md#calls-spec-002-7, docs/rules/closeup-and-visitors.md#constants-spec-002-9).

-- A pin shared as an invite link (/pin/{id}/?invite_code=...): who sent it and on which channel.
CREATE TABLE invite_codes (
  code            TEXT PRIMARY KEY,            -- 24 lowercase hex characters
  sender_id       INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  pin_id          INTEGER REFERENCES pins(id) ON DELETE CASCADE,
  invite_channel  INTEGER NOT NULL DEFAULT 1,
  created_at      INTEGER NOT NULL
);
CREATE INDEX invite_codes_sender ON invite_codes(sender_id, pin_id);

-- Onboarding after sign-up: the step to resume at and the choices so far, per member.
CREATE TABLE member_onboarding (
  user_id       INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  step          TEXT NOT NULL DEFAULT 'Gender',
  use_case      TEXT,
  completed_at  INTEGER,
  updated_at    INTEGER NOT NULL
);

-- The interests a member picked in onboarding (InterestPicker): what their home feed follows.
CREATE TABLE member_interests (
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  interest    TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (user_id, interest)
);
