-- A member's news (the news hub and the header's unread count: worker/notifications/newsData.ts) as rows of their own,
-- kept by triggers in the same statement as the write that makes or unmakes an item. The hub and the count were a
-- four-way union over every save of the member's pins, every follower, comment and message, read on every page a
-- member opened (the header's count): 45 ms of SQLite for a member whose pins had 100,000 saves. Here the count is
-- an index range over the items newer than the member's last visit, and the hub the newest 50 of one index.
--
-- An item is what the union gave, one row per member and news id:
--   save-<save id>       someone else saved one of the member's live pins (the save live too)
--   follow-<follower>    someone followed the member
--   comment-<comment id> someone else commented on one of the member's live pins
--   message-<message id> someone else sent a message in one of the member's conversations
-- Blocks and hidden items are still read with the items (they change what the member sees, not what happened).
CREATE TABLE news_items (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  news_id    TEXT NOT NULL,
  type       TEXT NOT NULL CHECK (type IN ('save', 'follow', 'comment', 'message')),
  target     INTEGER NOT NULL,
  pin_id     INTEGER,
  actor_id   INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (news_id, user_id)
) WITHOUT ROWID;
CREATE INDEX news_items_newest ON news_items(user_id, created_at);
CREATE INDEX news_items_pin ON news_items(pin_id) WHERE pin_id IS NOT NULL;

-- Saves: a save of a live pin by someone else is news for the pin's pinner; the save deleted, it is not.
CREATE TRIGGER news_save_insert AFTER INSERT ON pins
WHEN NEW.origin_pin_id IS NOT NULL AND NEW.deleted_at IS NULL
BEGIN
  INSERT OR REPLACE INTO news_items (user_id, news_id, type, target, pin_id, actor_id, created_at)
  SELECT p.pinner_id, 'save-' || NEW.id, 'save', p.id, p.id, NEW.pinner_id, NEW.created_at
    FROM pins p WHERE p.id = NEW.origin_pin_id AND p.deleted_at IS NULL AND p.pinner_id <> NEW.pinner_id;
END;

-- A pin deleted (marked or removed): it is no longer a save that is news, nor the pin of anyone's save or comment news.
CREATE TRIGGER news_pin_marked_deleted AFTER UPDATE OF deleted_at ON pins
WHEN OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL
BEGIN
  DELETE FROM news_items WHERE news_id = 'save-' || NEW.id;
  DELETE FROM news_items WHERE pin_id = NEW.id AND type IN ('save', 'comment');
END;

CREATE TRIGGER news_pin_delete AFTER DELETE ON pins
BEGIN
  DELETE FROM news_items WHERE news_id = 'save-' || OLD.id;
  DELETE FROM news_items WHERE pin_id = OLD.id AND type IN ('save', 'comment');
END;

-- Follows.
CREATE TRIGGER news_follow_insert AFTER INSERT ON user_follows
BEGIN
  INSERT OR REPLACE INTO news_items (user_id, news_id, type, target, pin_id, actor_id, created_at)
  VALUES (NEW.followee_id, 'follow-' || NEW.follower_id, 'follow', NEW.follower_id, NULL, NEW.follower_id, NEW.created_at);
END;

CREATE TRIGGER news_follow_delete AFTER DELETE ON user_follows
BEGIN
  DELETE FROM news_items WHERE news_id = 'follow-' || OLD.follower_id AND user_id = OLD.followee_id;
END;

-- Comments on a live pin by someone else.
CREATE TRIGGER news_comment_insert AFTER INSERT ON comments
BEGIN
  INSERT OR REPLACE INTO news_items (user_id, news_id, type, target, pin_id, actor_id, created_at)
  SELECT p.pinner_id, 'comment-' || NEW.id, 'comment', p.id, p.id, NEW.user_id, NEW.created_at
    FROM pins p WHERE p.id = NEW.pin_id AND p.deleted_at IS NULL AND p.pinner_id <> NEW.user_id;
END;

CREATE TRIGGER news_comment_delete AFTER DELETE ON comments
BEGIN
  DELETE FROM news_items WHERE news_id = 'comment-' || OLD.id;
END;

-- Messages: news for every member of the conversation but its sender, including members who join it later.
CREATE TRIGGER news_message_insert AFTER INSERT ON conversation_messages
BEGIN
  INSERT OR REPLACE INTO news_items (user_id, news_id, type, target, pin_id, actor_id, created_at)
  SELECT mm.user_id, 'message-' || NEW.id, 'message', NEW.conversation_id, NEW.pin_id, NEW.sender_id, NEW.created_at
    FROM conversation_members mm WHERE mm.conversation_id = NEW.conversation_id AND mm.user_id <> NEW.sender_id;
END;

CREATE TRIGGER news_message_pin AFTER UPDATE OF pin_id ON conversation_messages
BEGIN
  UPDATE news_items SET pin_id = NEW.pin_id WHERE news_id = 'message-' || NEW.id;
END;

CREATE TRIGGER news_message_delete AFTER DELETE ON conversation_messages
BEGIN
  DELETE FROM news_items WHERE news_id = 'message-' || OLD.id;
END;

CREATE TRIGGER news_member_insert AFTER INSERT ON conversation_members
BEGIN
  INSERT OR REPLACE INTO news_items (user_id, news_id, type, target, pin_id, actor_id, created_at)
  SELECT NEW.user_id, 'message-' || m.id, 'message', m.conversation_id, m.pin_id, m.sender_id, m.created_at
    FROM conversation_messages m WHERE m.conversation_id = NEW.conversation_id AND m.sender_id <> NEW.user_id;
END;

CREATE TRIGGER news_member_delete AFTER DELETE ON conversation_members
BEGIN
  DELETE FROM news_items WHERE user_id = OLD.user_id AND type = 'message' AND target = OLD.conversation_id;
END;

-- What there is already.
INSERT OR REPLACE INTO news_items (user_id, news_id, type, target, pin_id, actor_id, created_at)
SELECT p.pinner_id, 'save-' || s.id, 'save', p.id, p.id, s.pinner_id, s.created_at
  FROM pins p JOIN pins s ON s.origin_pin_id = p.id AND s.deleted_at IS NULL
 WHERE s.pinner_id <> p.pinner_id AND p.deleted_at IS NULL
UNION ALL
SELECT f.followee_id, 'follow-' || f.follower_id, 'follow', f.follower_id, NULL, f.follower_id, f.created_at FROM user_follows f
UNION ALL
SELECT p.pinner_id, 'comment-' || cm.id, 'comment', p.id, p.id, cm.user_id, cm.created_at
  FROM comments cm JOIN pins p ON p.id = cm.pin_id WHERE cm.user_id <> p.pinner_id AND p.deleted_at IS NULL
UNION ALL
SELECT mm.user_id, 'message-' || m.id, 'message', m.conversation_id, m.pin_id, m.sender_id, m.created_at
  FROM conversation_messages m JOIN conversation_members mm ON mm.conversation_id = m.conversation_id
 WHERE m.sender_id <> mm.user_id;
