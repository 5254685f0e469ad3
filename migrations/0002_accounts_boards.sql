-- Accounts, boards and saving: single-use password reset tokens, user blocks, board
-- invite codes, and the rule that a pin is saved to a board at most once (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4).

CREATE TABLE password_resets (
  id          TEXT PRIMARY KEY,           -- SHA-256 of the emailed token, never the token itself
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
);
CREATE INDEX password_resets_user ON password_resets(user_id);

CREATE TABLE user_blocks (
  blocker_id  INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  blocked_id  INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);

-- An invite to collaborate travels as a link with this code; accepting it needs the invited user.
CREATE TABLE board_invites (
  code        TEXT PRIMARY KEY,
  board_id    INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  sender_id   INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  UNIQUE (board_id, user_id)
);

-- Saving the same pin to the same board twice never makes a second pin.
CREATE UNIQUE INDEX pins_saved_once ON pins(board_id, origin_pin_id)
  WHERE origin_pin_id IS NOT NULL AND deleted_at IS NULL;
CREATE INDEX boards_owner ON boards(owner_id, last_pinned_at);
