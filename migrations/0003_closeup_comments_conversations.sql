-- Closeup, comments and conversations: comments on pins, conversations between members
-- in which pins are sent, and a pin's last change time (bot pages and sitemaps are versioned by it).

ALTER TABLE pins ADD COLUMN updated_at INTEGER;

-- Any change to what a pin page shows moves updated_at, whoever writes it.
CREATE TRIGGER pins_touch AFTER UPDATE OF title, description, alt_text, link, domain, image_signature, board_id,
  section_id, comments_disabled, data, deleted_at ON pins
BEGIN
  UPDATE pins SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = NEW.id;
END;

CREATE TABLE comments (
  id          INTEGER PRIMARY KEY,
  pin_id      INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  text        TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
  created_at  INTEGER NOT NULL
);
CREATE INDEX comments_pin ON comments(pin_id, id);

CREATE TABLE conversations (
  id          INTEGER PRIMARY KEY,
  -- the two members' ids joined low-high, so a pair has one conversation
  member_key  TEXT NOT NULL UNIQUE,
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL
);

CREATE TABLE conversation_members (
  conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  user_id         INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (conversation_id, user_id)
);
CREATE INDEX conversation_members_user ON conversation_members(user_id);

CREATE TABLE conversation_messages (
  id              INTEGER PRIMARY KEY,
  conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  sender_id       INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  pin_id          INTEGER REFERENCES pins(id) ON DELETE SET NULL,
  text            TEXT NOT NULL DEFAULT '' CHECK (length(text) <= 1000),
  created_at      INTEGER NOT NULL
);
CREATE INDEX conversation_messages_conversation ON conversation_messages(conversation_id, id);
