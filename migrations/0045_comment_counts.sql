-- A pin's comment count ("N comments" on a closeup and its comments page) as a column kept by triggers in the
-- statement that adds or deletes a comment: counted on every view, a pin with 50,000 comments cost 50,000 rows and
-- a block check each. A member sees the count less the comments of people in a block with them, read through the
-- two indexes below (a handful of rows), never every comment.
ALTER TABLE pins ADD COLUMN comment_count INTEGER NOT NULL DEFAULT 0;

UPDATE pins SET comment_count = (SELECT COUNT(*) FROM comments WHERE pin_id = pins.id)
 WHERE id IN (SELECT pin_id FROM comments);

CREATE INDEX comments_pin_user ON comments(pin_id, user_id);
CREATE INDEX user_blocks_blocked ON user_blocks(blocked_id);

CREATE TRIGGER comment_count_insert AFTER INSERT ON comments
BEGIN
  UPDATE pins SET comment_count = comment_count + 1 WHERE id = NEW.pin_id;
END;

CREATE TRIGGER comment_count_delete AFTER DELETE ON comments
BEGIN
  UPDATE pins SET comment_count = comment_count - 1 WHERE id = OLD.pin_id;
END;
