-- Pins a signed-in viewer hid from their feeds (spec 000 §4, §7: PUT /v3/p2p/{pin}/hide/).
CREATE TABLE pin_hides (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  pin_id INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, pin_id)
) WITHOUT ROWID;
