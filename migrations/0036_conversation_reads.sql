-- Each member's read marker in a conversation: the id of the newest message they have seen there;
-- messages from the others above it are unread (the inbox and the header count them).
ALTER TABLE conversation_members ADD COLUMN last_read_message_id INTEGER NOT NULL DEFAULT 0;

-- What was sent before unread state existed reads as read, so nobody starts with a flood.
UPDATE conversation_members SET last_read_message_id =
  COALESCE((SELECT MAX(m.id) FROM conversation_messages m WHERE m.conversation_id = conversation_members.conversation_id), 0);
