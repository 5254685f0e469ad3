-- docs/rules/experiences.md#experience-data-spec-001-3, docs/rules/experiences.md#constants-spec-001-9 and docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#constants-spec-002-9: a member who signs in again after 28 days or more away is
-- resurrected; the time is kept as the user's resurrection date (resurrection_info.resurrection_dt).
-- New users (created within 28 days) and members resurrected within the last 28 days are eligible
-- for the image-only grid experiment (docs/rules/pin-card.md#roles-spec-000-6).
ALTER TABLE users ADD COLUMN resurrection_dt INTEGER;

-- docs/rules/experiences.md#calls-spec-001-7: clickthroughs from experiences to placements, with the time from the click until
-- the page was left for the off-site link (ns) and how long the experience had been shown (ms);
-- counted when the time to offsite is under 500,000,000 ns.
CREATE TABLE experience_clickthroughs (
  id                 INTEGER PRIMARY KEY,
  viewer_key         TEXT NOT NULL,
  placement_id       INTEGER NOT NULL,
  experience_id      INTEGER NOT NULL,
  time_to_offsite_ns INTEGER NOT NULL,
  duration_ms        INTEGER NOT NULL,
  counted            INTEGER NOT NULL CHECK (counted IN (0, 1)),
  created_at         INTEGER NOT NULL
);
CREATE INDEX experience_clickthroughs_placed ON experience_clickthroughs(placement_id, experience_id, counted);

-- docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: the board view filters FAVORITED and FAVORITED_AND_CREATED_BY_ME read the boards a
-- member marked as favourites (their own or ones they collaborate on).
CREATE TABLE board_favorites (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  board_id   INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, board_id)
) WITHOUT ROWID;
CREATE INDEX board_favorites_board ON board_favorites(board_id);

-- docs/rules/closeup-and-visitors.md#calls-spec-002-7, docs/rules/pin-card.md#calls-spec-000-7: UserStateResource keeps small named states of a member (state, value),
-- such as the view filter of their profile's board list.
CREATE TABLE user_states (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  state      TEXT NOT NULL,
  value      TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, state)
) WITHOUT ROWID;

-- docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 board action "cover image update": the pin its owner chose as the board's cover,
-- kept while that pin stays on the board (else the newest pin is the cover, as before).
ALTER TABLE boards ADD COLUMN cover_chosen_pin_id INTEGER;
