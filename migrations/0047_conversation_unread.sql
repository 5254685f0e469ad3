-- Whether a conversation is unread for each of its members, kept in the statement that changes it: a message from
-- another member above the member's read marker (conversation_members.last_read_message_id, migration 0036). The
-- header's count on every member page reads the member's unread rows through a partial index, where it probed every
-- conversation of theirs for such a message (worker/conversations/unreadCounts.ts).
ALTER TABLE conversation_members ADD COLUMN unread INTEGER NOT NULL DEFAULT 0;

UPDATE conversation_members SET unread = EXISTS (
  SELECT 1 FROM conversation_messages m
   WHERE m.conversation_id = conversation_members.conversation_id
     AND m.id > conversation_members.last_read_message_id AND m.sender_id <> conversation_members.user_id);

CREATE INDEX conversation_members_unread ON conversation_members(user_id) WHERE unread = 1;

-- A message makes its conversation unread for every other member who had not read past it.
CREATE TRIGGER conversation_unread_on_message AFTER INSERT ON conversation_messages
BEGIN
  UPDATE conversation_members SET unread = 1
   WHERE conversation_id = NEW.conversation_id AND user_id <> NEW.sender_id AND last_read_message_id < NEW.id AND unread = 0;
END;

-- A member's read marker moving (they opened the conversation) decides again for them.
CREATE TRIGGER conversation_unread_on_read AFTER UPDATE OF last_read_message_id ON conversation_members
BEGIN
  UPDATE conversation_members SET unread = EXISTS (
    SELECT 1 FROM conversation_messages m
     WHERE m.conversation_id = NEW.conversation_id AND m.id > NEW.last_read_message_id AND m.sender_id <> NEW.user_id)
   WHERE conversation_id = NEW.conversation_id AND user_id = NEW.user_id;
END;

-- A member joining a conversation that already has messages.
CREATE TRIGGER conversation_unread_on_join AFTER INSERT ON conversation_members
BEGIN
  UPDATE conversation_members SET unread = EXISTS (
    SELECT 1 FROM conversation_messages m
     WHERE m.conversation_id = NEW.conversation_id AND m.id > NEW.last_read_message_id AND m.sender_id <> NEW.user_id)
   WHERE conversation_id = NEW.conversation_id AND user_id = NEW.user_id;
END;

-- A message removed (its sender's account deleted): the members it may have left unread decide again.
CREATE TRIGGER conversation_unread_on_message_delete AFTER DELETE ON conversation_messages
BEGIN
  UPDATE conversation_members SET unread = EXISTS (
    SELECT 1 FROM conversation_messages m
     WHERE m.conversation_id = conversation_members.conversation_id
       AND m.id > conversation_members.last_read_message_id AND m.sender_id <> conversation_members.user_id)
   WHERE conversation_id = OLD.conversation_id AND user_id <> OLD.sender_id AND unread = 1;
END;
