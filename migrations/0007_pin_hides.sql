-- Pins a signed-in viewer hid from their feeds (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#calls-spec-000-7: PUT /v3/p2p/{pin}/hide/).
CREATE TABLE pin_hides (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  pin_id INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, pin_id)
) WITHOUT ROWID;
