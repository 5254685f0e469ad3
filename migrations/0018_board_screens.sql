-- docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 board actions "dismiss sensitivity screen" and "disable more-ideas badge".
-- A board may be marked sensitive by its owner or by moderation: people other than its owner see a
-- screen over its pins until they dismiss it (one row per member and board; signed-out visitors
-- keep a session cookie instead).
ALTER TABLE boards ADD COLUMN sensitive INTEGER NOT NULL DEFAULT 0 CHECK (sensitive IN (0, 1));
CREATE TABLE board_sensitivity_dismissals (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  board_id   INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, board_id)
) WITHOUT ROWID;
-- The board's "More ideas" tab shows a "New" badge to its owner until they open the tab or turn
-- the badge off (1: shown).
ALTER TABLE boards ADD COLUMN more_ideas_badge INTEGER NOT NULL DEFAULT 1 CHECK (more_ideas_badge IN (0, 1));
