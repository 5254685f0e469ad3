-- A member's follower and following counts (a profile's header, people in search and on "Tune your home feed") as
-- columns kept by triggers in the statement that follows or unfollows, as boards.follower_count is: counted from
-- user_follows on every view, a member with a million followers cost a million index entries a profile.
ALTER TABLE users ADD COLUMN follower_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN following_count INTEGER NOT NULL DEFAULT 0;

UPDATE users SET follower_count = (SELECT COUNT(*) FROM user_follows WHERE followee_id = users.id),
                 following_count = (SELECT COUNT(*) FROM user_follows WHERE follower_id = users.id);

CREATE TRIGGER follow_counts_insert AFTER INSERT ON user_follows
BEGIN
  UPDATE users SET follower_count = follower_count + 1 WHERE id = NEW.followee_id;
  UPDATE users SET following_count = following_count + 1 WHERE id = NEW.follower_id;
END;

CREATE TRIGGER follow_counts_delete AFTER DELETE ON user_follows
BEGIN
  UPDATE users SET follower_count = follower_count - 1 WHERE id = OLD.followee_id;
  UPDATE users SET following_count = following_count - 1 WHERE id = OLD.follower_id;
END;
