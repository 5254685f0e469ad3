-- Message news goes under the per-(actor, recipient) news budget of migration 0058 (docs/security.md, "Rate limits"):
-- a message still lands in its conversation, but each other member is told of at most 10 messages per sender in an
-- hour (the same window and count as saves, comments and follows), however the message was sent (a new conversation,
-- a reply, a shared pin).
DROP TRIGGER news_message_insert;
CREATE TRIGGER news_message_insert AFTER INSERT ON conversation_messages
BEGIN
  INSERT INTO news_budget (actor_id, user_id, since, sent)
  SELECT NEW.sender_id, mm.user_id, unixepoch(), 1
    FROM conversation_members mm WHERE mm.conversation_id = NEW.conversation_id AND mm.user_id <> NEW.sender_id
  ON CONFLICT (actor_id, user_id) DO UPDATE SET
    sent = CASE WHEN excluded.since < since + 3600 THEN sent + 1 ELSE 1 END,
    since = CASE WHEN excluded.since < since + 3600 THEN since ELSE excluded.since END;
  INSERT OR REPLACE INTO news_items (user_id, news_id, type, target, pin_id, actor_id, created_at)
  SELECT mm.user_id, 'message-' || NEW.id, 'message', NEW.conversation_id, NEW.pin_id, NEW.sender_id, NEW.created_at
    FROM conversation_members mm WHERE mm.conversation_id = NEW.conversation_id AND mm.user_id <> NEW.sender_id
     AND (SELECT b.sent FROM news_budget b WHERE b.actor_id = NEW.sender_id AND b.user_id = mm.user_id) <= 10;
END;
