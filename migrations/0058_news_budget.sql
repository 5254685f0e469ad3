-- What a member can cause another member to be told is limited, however many writes carry it (docs/security.md,
-- "Rate limits"): at most 10 news items per actor and recipient in an hour (a window that begins with the first item and
-- lasts 3600 s), whatever the path (a save, a
-- multi-save, a bulk copy, an onboarding pick, a comment, a follow made again after an unfollow). The triggers of
-- migrations 0042 and 0054 that write a save, comment or follow item first count it in `news_budget` (one row per
-- actor and recipient: when the window began and what they caused in it, never decreased by an item taken back) and write the
-- item only while the count is within the budget. The write itself goes on; only the news stops. Messages are not
-- counted here: they are news of a conversation the member is in, each limited as it is sent (messageSend).
CREATE TABLE news_budget (
  actor_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user_id  INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  since    INTEGER NOT NULL, -- unix seconds: when this window began (its first item)
  sent     INTEGER NOT NULL,
  PRIMARY KEY (actor_id, user_id)
) WITHOUT ROWID;
CREATE INDEX news_budget_user ON news_budget(user_id);

DROP TRIGGER news_save_insert;
CREATE TRIGGER news_save_insert AFTER INSERT ON pins
WHEN NEW.origin_pin_id IS NOT NULL AND NEW.deleted_at IS NULL
 AND NOT EXISTS (SELECT 1 FROM boards sb WHERE sb.id = NEW.board_id AND sb.privacy <> 'public')
BEGIN
  INSERT INTO news_budget (actor_id, user_id, since, sent)
  SELECT NEW.pinner_id, p.pinner_id, unixepoch(), 1
    FROM pins p WHERE p.id = NEW.origin_pin_id AND p.deleted_at IS NULL AND p.pinner_id <> NEW.pinner_id
  ON CONFLICT (actor_id, user_id) DO UPDATE SET
    sent = CASE WHEN excluded.since < since + 3600 THEN sent + 1 ELSE 1 END,
    since = CASE WHEN excluded.since < since + 3600 THEN since ELSE excluded.since END;
  INSERT OR REPLACE INTO news_items (user_id, news_id, type, target, pin_id, actor_id, created_at)
  SELECT p.pinner_id, 'save-' || NEW.id, 'save', p.id, p.id, NEW.pinner_id, NEW.created_at
    FROM pins p WHERE p.id = NEW.origin_pin_id AND p.deleted_at IS NULL AND p.pinner_id <> NEW.pinner_id
     AND (SELECT b.sent FROM news_budget b WHERE b.actor_id = NEW.pinner_id AND b.user_id = p.pinner_id) <= 10;
END;

DROP TRIGGER news_comment_insert;
CREATE TRIGGER news_comment_insert AFTER INSERT ON comments
BEGIN
  INSERT INTO news_budget (actor_id, user_id, since, sent)
  SELECT NEW.user_id, p.pinner_id, unixepoch(), 1
    FROM pins p WHERE p.id = NEW.pin_id AND p.deleted_at IS NULL AND p.pinner_id <> NEW.user_id
  ON CONFLICT (actor_id, user_id) DO UPDATE SET
    sent = CASE WHEN excluded.since < since + 3600 THEN sent + 1 ELSE 1 END,
    since = CASE WHEN excluded.since < since + 3600 THEN since ELSE excluded.since END;
  INSERT OR REPLACE INTO news_items (user_id, news_id, type, target, pin_id, actor_id, created_at)
  SELECT p.pinner_id, 'comment-' || NEW.id, 'comment', p.id, p.id, NEW.user_id, NEW.created_at
    FROM pins p WHERE p.id = NEW.pin_id AND p.deleted_at IS NULL AND p.pinner_id <> NEW.user_id
     AND (SELECT b.sent FROM news_budget b WHERE b.actor_id = NEW.user_id AND b.user_id = p.pinner_id) <= 10;
END;

DROP TRIGGER news_follow_insert;
CREATE TRIGGER news_follow_insert AFTER INSERT ON user_follows
BEGIN
  INSERT INTO news_budget (actor_id, user_id, since, sent)
  VALUES (NEW.follower_id, NEW.followee_id, unixepoch(), 1)
  ON CONFLICT (actor_id, user_id) DO UPDATE SET
    sent = CASE WHEN excluded.since < since + 3600 THEN sent + 1 ELSE 1 END,
    since = CASE WHEN excluded.since < since + 3600 THEN since ELSE excluded.since END;
  INSERT OR REPLACE INTO news_items (user_id, news_id, type, target, pin_id, actor_id, created_at)
  SELECT NEW.followee_id, 'follow-' || NEW.follower_id, 'follow', NEW.follower_id, NULL, NEW.follower_id, NEW.created_at
   WHERE (SELECT b.sent FROM news_budget b WHERE b.actor_id = NEW.follower_id AND b.user_id = NEW.followee_id) <= 10;
END;
