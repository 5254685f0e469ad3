-- Discovery: the full-text search index (FTS5) over pins, boards and people, kept in
-- step with every write by triggers (so the index changes in the same statement, hence the same
-- batch, as the row it follows); per-viewer search and news hub hides, pin feedback (report),
-- recent searches and the news hub's read mark. Visibility is never stored here: every search
-- joins back to pins and boards and applies worker/visibility.ts.

-- Pins: rowid = pins.id. Annotations are the pin's visual annotation names and its alt text.
CREATE VIRTUAL TABLE pin_search USING fts5(title, description, annotations, board_name, pinner_name, tokenize = 'unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE board_search USING fts5(name, description, owner_name, tokenize = 'unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE user_search USING fts5(username, full_name, about, tokenize = 'unicode61 remove_diacritics 2');

CREATE TRIGGER pin_search_insert AFTER INSERT ON pins
BEGIN
  INSERT INTO pin_search (rowid, title, description, annotations, board_name, pinner_name)
  VALUES (NEW.id, NEW.title, NEW.description,
          COALESCE(json_extract(NEW.data, '$.pinJoin.visualAnnotation'), '') || ' ' || NEW.alt_text,
          COALESCE((SELECT name FROM boards WHERE id = NEW.board_id), ''),
          COALESCE((SELECT username || ' ' || full_name FROM users WHERE id = NEW.pinner_id), ''));
END;

CREATE TRIGGER pin_search_update AFTER UPDATE OF title, description, alt_text, data, board_id, deleted_at ON pins
BEGIN
  DELETE FROM pin_search WHERE rowid = OLD.id;
  INSERT INTO pin_search (rowid, title, description, annotations, board_name, pinner_name)
  SELECT NEW.id, NEW.title, NEW.description,
         COALESCE(json_extract(NEW.data, '$.pinJoin.visualAnnotation'), '') || ' ' || NEW.alt_text,
         COALESCE((SELECT name FROM boards WHERE id = NEW.board_id), ''),
         COALESCE((SELECT username || ' ' || full_name FROM users WHERE id = NEW.pinner_id), '')
   WHERE NEW.deleted_at IS NULL;
END;

CREATE TRIGGER pin_search_delete AFTER DELETE ON pins
BEGIN
  DELETE FROM pin_search WHERE rowid = OLD.id;
END;

CREATE TRIGGER board_search_insert AFTER INSERT ON boards
BEGIN
  INSERT INTO board_search (rowid, name, description, owner_name)
  VALUES (NEW.id, NEW.name, NEW.description, COALESCE((SELECT username || ' ' || full_name FROM users WHERE id = NEW.owner_id), ''));
END;

CREATE TRIGGER board_search_update AFTER UPDATE OF name, description ON boards
BEGIN
  DELETE FROM board_search WHERE rowid = OLD.id;
  INSERT INTO board_search (rowid, name, description, owner_name)
  VALUES (NEW.id, NEW.name, NEW.description, COALESCE((SELECT username || ' ' || full_name FROM users WHERE id = NEW.owner_id), ''));
  UPDATE pin_search SET board_name = NEW.name WHERE rowid IN (SELECT id FROM pins WHERE board_id = NEW.id);
END;

CREATE TRIGGER board_search_delete AFTER DELETE ON boards
BEGIN
  DELETE FROM board_search WHERE rowid = OLD.id;
END;

CREATE TRIGGER user_search_insert AFTER INSERT ON users
BEGIN
  INSERT INTO user_search (rowid, username, full_name, about) VALUES (NEW.id, NEW.username, NEW.full_name, NEW.about);
END;

CREATE TRIGGER user_search_update AFTER UPDATE OF username, full_name, about ON users
BEGIN
  DELETE FROM user_search WHERE rowid = OLD.id;
  INSERT INTO user_search (rowid, username, full_name, about) VALUES (NEW.id, NEW.username, NEW.full_name, NEW.about);
  UPDATE pin_search SET pinner_name = NEW.username || ' ' || NEW.full_name WHERE rowid IN (SELECT id FROM pins WHERE pinner_id = NEW.id);
  UPDATE board_search SET owner_name = NEW.username || ' ' || NEW.full_name WHERE rowid IN (SELECT id FROM boards WHERE owner_id = NEW.id);
END;

CREATE TRIGGER user_search_delete AFTER DELETE ON users
BEGIN
  DELETE FROM user_search WHERE rowid = OLD.id;
END;

-- Rows written before this migration.
INSERT INTO user_search (rowid, username, full_name, about) SELECT id, username, full_name, about FROM users;
INSERT INTO board_search (rowid, name, description, owner_name)
  SELECT b.id, b.name, b.description, u.username || ' ' || u.full_name FROM boards b JOIN users u ON u.id = b.owner_id;
INSERT INTO pin_search (rowid, title, description, annotations, board_name, pinner_name)
  SELECT p.id, p.title, p.description, COALESCE(json_extract(p.data, '$.pinJoin.visualAnnotation'), '') || ' ' || p.alt_text,
         COALESCE(b.name, ''), u.username || ' ' || u.full_name
    FROM pins p JOIN users u ON u.id = p.pinner_id LEFT JOIN boards b ON b.id = p.board_id
   WHERE p.deleted_at IS NULL;

-- Search pins hidden by a viewer (docs/rules/pin-card.md#calls-spec-000-7: PUT /v3/search/{pin_id}/hide/ with query, pin_type).
CREATE TABLE search_hides (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  pin_id     INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  query      TEXT NOT NULL DEFAULT '',
  pin_type   TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, pin_id)
) WITHOUT ROWID;

-- News hub pins hidden by a viewer (docs/rules/pin-card.md#calls-spec-000-7: PUT /v3/news_hub/{news_id}/pin/{pin_id}/hide/).
CREATE TABLE news_hub_hides (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  news_id    TEXT NOT NULL,
  pin_id     INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, news_id, pin_id)
) WITHOUT ROWID;

-- Pin feedback of a viewer (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: status unset = no row, reported, unfollowed).
CREATE TABLE pin_feedback (
  user_id       INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  pin_id        INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  feedback_type INTEGER NOT NULL,
  status        TEXT NOT NULL CHECK (status IN ('reported', 'unfollowed')),
  created_at    INTEGER NOT NULL,
  PRIMARY KEY (user_id, pin_id)
) WITHOUT ROWID;

-- A viewer's recent searches (the header search box lists them).
CREATE TABLE recent_searches (
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  query       TEXT NOT NULL,
  scope       TEXT NOT NULL,
  searched_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, query)
) WITHOUT ROWID;

-- When a viewer last opened their notifications (older news reads as read).
CREATE TABLE news_hub_reads (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  read_at INTEGER NOT NULL
);
