-- The relational model: people, their boards and sections, pins (a save is a pin that points at
-- the pin it was saved from), follows, interests and sessions. docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3, docs/rules/closeup-and-visitors.md#entities-spec-002-3.

CREATE TABLE users (
  id                   INTEGER PRIMARY KEY,
  username             TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email                TEXT NOT NULL UNIQUE COLLATE NOCASE,
  full_name            TEXT NOT NULL DEFAULT '',
  about                TEXT NOT NULL DEFAULT '',
  password_hash        TEXT,
  password_salt        TEXT,
  password_iterations  INTEGER,
  image_signature      TEXT,
  website_url          TEXT,
  is_partner           INTEGER NOT NULL DEFAULT 0,
  is_employee          INTEGER NOT NULL DEFAULT 0,
  is_verified_merchant INTEGER NOT NULL DEFAULT 0,
  is_limited_login     INTEGER NOT NULL DEFAULT 0,
  gender               TEXT NOT NULL DEFAULT 'unspecified' CHECK (gender IN ('female','male','unspecified')),
  country              TEXT NOT NULL DEFAULT 'US',
  locale               TEXT NOT NULL DEFAULT 'en-US',
  save_behavior        INTEGER NOT NULL DEFAULT 1 CHECK (save_behavior IN (0,1)),
  settings             TEXT NOT NULL DEFAULT '{}',
  created_at           INTEGER NOT NULL
);

CREATE TABLE sessions (
  id          TEXT PRIMARY KEY,           -- SHA-256 of the cookie value, never the value itself
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL,
  revoked_at  INTEGER
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE images (
  signature       TEXT PRIMARY KEY,
  ext             TEXT NOT NULL CHECK (ext IN ('jpg','png','gif','webp')),
  width           INTEGER NOT NULL CHECK (width > 0),
  height          INTEGER NOT NULL CHECK (height > 0),
  dominant_color  TEXT NOT NULL
);

CREATE TABLE interests (
  id        INTEGER PRIMARY KEY,
  name      TEXT NOT NULL,
  url_name  TEXT NOT NULL UNIQUE
);

CREATE TABLE boards (
  id                INTEGER PRIMARY KEY,
  owner_id          INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name              TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  slug              TEXT NOT NULL,
  description       TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  privacy           TEXT NOT NULL DEFAULT 'public' CHECK (privacy IN ('public','secret','protected')),
  layout            TEXT NOT NULL DEFAULT 'default' CHECK (layout IN ('default','quick_saves')),
  is_collaborative  INTEGER NOT NULL DEFAULT 0,
  archived          INTEGER NOT NULL DEFAULT 0,
  cover_pin_id      INTEGER,
  pin_count         INTEGER NOT NULL DEFAULT 0,
  follower_count    INTEGER NOT NULL DEFAULT 0,
  position          INTEGER NOT NULL DEFAULT 0,
  created_at        INTEGER NOT NULL,
  last_pinned_at    INTEGER,
  UNIQUE (owner_id, slug)
);
CREATE INDEX boards_privacy ON boards(privacy);

CREATE TABLE board_sections (
  id         INTEGER PRIMARY KEY,
  board_id   INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  name       TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  slug       TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (board_id, slug)
);

CREATE TABLE board_collaborators (
  board_id   INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status     TEXT NOT NULL DEFAULT 'accepted' CHECK (status IN ('invited','accepted')),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (board_id, user_id)
);
CREATE INDEX board_collaborators_user ON board_collaborators(user_id);

CREATE TABLE pins (
  id               INTEGER PRIMARY KEY,
  pinner_id        INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  board_id         INTEGER REFERENCES boards(id) ON DELETE CASCADE,
  section_id       INTEGER REFERENCES board_sections(id) ON DELETE SET NULL,
  origin_pin_id    INTEGER REFERENCES pins(id) ON DELETE SET NULL,
  kind             TEXT NOT NULL CHECK (kind IN ('image','gif','video','story','carousel','collection',
                                                 'product','recipe','article','ad','third_party_ad')),
  title            TEXT NOT NULL DEFAULT '' CHECK (length(title) <= 200),
  description      TEXT NOT NULL DEFAULT '',
  alt_text         TEXT NOT NULL DEFAULT '',
  link             TEXT,
  domain           TEXT,
  image_signature  TEXT NOT NULL REFERENCES images(signature),
  promoter_id      INTEGER REFERENCES users(id),
  is_promoted      INTEGER NOT NULL DEFAULT 0,
  comments_disabled INTEGER NOT NULL DEFAULT 0,
  -- kind-specific fields (videos, story pages, carousel slots, product offers, recipe, article,
  -- ad and targeting data, reactions, annotations, recommendation reason) as one JSON object
  data             TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
  created_at       INTEGER NOT NULL,
  deleted_at       INTEGER
);
CREATE INDEX pins_board ON pins(board_id, id);
CREATE INDEX pins_pinner ON pins(pinner_id, id);
CREATE INDEX pins_origin ON pins(origin_pin_id);
-- The home feed reads original (not saved-again) pins newest first.
CREATE INDEX pins_feed ON pins(id) WHERE origin_pin_id IS NULL AND deleted_at IS NULL;

CREATE TABLE pin_interests (
  pin_id      INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  interest_id INTEGER NOT NULL REFERENCES interests(id) ON DELETE CASCADE,
  PRIMARY KEY (pin_id, interest_id)
);
CREATE INDEX pin_interests_interest ON pin_interests(interest_id, pin_id);

CREATE TABLE board_follows (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  board_id   INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, board_id)
);

CREATE TABLE user_follows (
  follower_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  followee_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (follower_id, followee_id),
  CHECK (follower_id <> followee_id)
);
CREATE INDEX user_follows_followee ON user_follows(followee_id);

CREATE TABLE interest_follows (
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  interest_id INTEGER NOT NULL REFERENCES interests(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (user_id, interest_id)
);
