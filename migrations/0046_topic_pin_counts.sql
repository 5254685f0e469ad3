-- A topic's pin count ("N Pins" in the directory, on a topic, in search and the typeahead, which also rank topics
-- by it) as a column kept by triggers: counted on every view, the directory and every typeahead keystroke read every
-- pin of every topic (11 ms for 4,863 topic pins on the bench's 2,400-pin state, and linear in them).
--
-- It counts a topic's listed pins, as worker/visibility.ts pinListed and worker/discovery/topicData.ts LISTED_OF
-- say: originals (no origin_pin_id), not promoted, not deleted, outside any board or on a public one. Each trigger
-- below moves the count when one of those facts changes. While a board is deleted its pins are deleted after it
-- (SQLite runs the cascade once the board's row is gone), so the board's own trigger takes its pins off and a pin
-- whose board is gone counts as not listed.
ALTER TABLE interests ADD COLUMN pin_count INTEGER NOT NULL DEFAULT 0;

UPDATE interests SET pin_count = (
  SELECT COUNT(*) FROM pin_interests pi JOIN pins p ON p.id = pi.pin_id LEFT JOIN boards b ON b.id = p.board_id
   WHERE pi.interest_id = interests.id AND p.origin_pin_id IS NULL AND p.is_promoted = 0 AND p.deleted_at IS NULL
     AND (b.id IS NULL OR b.privacy = 'public'));

-- A topic given to a listed pin, or taken from one.
CREATE TRIGGER topic_count_pin_interest_insert AFTER INSERT ON pin_interests
WHEN EXISTS (SELECT 1 FROM pins p WHERE p.id = NEW.pin_id AND p.origin_pin_id IS NULL AND p.is_promoted = 0 AND p.deleted_at IS NULL
               AND (p.board_id IS NULL OR EXISTS (SELECT 1 FROM boards b WHERE b.id = p.board_id AND b.privacy = 'public')))
BEGIN
  UPDATE interests SET pin_count = pin_count + 1 WHERE id = NEW.interest_id;
END;

CREATE TRIGGER topic_count_pin_interest_delete AFTER DELETE ON pin_interests
WHEN EXISTS (SELECT 1 FROM pins p WHERE p.id = OLD.pin_id AND p.origin_pin_id IS NULL AND p.is_promoted = 0 AND p.deleted_at IS NULL
               AND (p.board_id IS NULL OR EXISTS (SELECT 1 FROM boards b WHERE b.id = p.board_id AND b.privacy = 'public')))
BEGIN
  UPDATE interests SET pin_count = pin_count - 1 WHERE id = OLD.interest_id;
END;

-- A pin listed or no longer listed: saved copy, promoted, deleted (marked), moved to another board.
CREATE TRIGGER topic_count_pin_update AFTER UPDATE OF origin_pin_id, is_promoted, deleted_at, board_id ON pins
WHEN (OLD.origin_pin_id IS NULL AND OLD.is_promoted = 0 AND OLD.deleted_at IS NULL
      AND (OLD.board_id IS NULL OR EXISTS (SELECT 1 FROM boards b WHERE b.id = OLD.board_id AND b.privacy = 'public')))
  IS NOT (NEW.origin_pin_id IS NULL AND NEW.is_promoted = 0 AND NEW.deleted_at IS NULL
      AND (NEW.board_id IS NULL OR EXISTS (SELECT 1 FROM boards b WHERE b.id = NEW.board_id AND b.privacy = 'public')))
BEGIN
  UPDATE interests SET pin_count = pin_count + (CASE WHEN NEW.origin_pin_id IS NULL AND NEW.is_promoted = 0 AND NEW.deleted_at IS NULL
      AND (NEW.board_id IS NULL OR EXISTS (SELECT 1 FROM boards b WHERE b.id = NEW.board_id AND b.privacy = 'public')) THEN 1 ELSE -1 END)
   WHERE id IN (SELECT interest_id FROM pin_interests WHERE pin_id = NEW.id);
END;

-- A listed pin removed (its topics are removed after it).
CREATE TRIGGER topic_count_pin_delete BEFORE DELETE ON pins
WHEN OLD.origin_pin_id IS NULL AND OLD.is_promoted = 0 AND OLD.deleted_at IS NULL
  AND (OLD.board_id IS NULL OR EXISTS (SELECT 1 FROM boards b WHERE b.id = OLD.board_id AND b.privacy = 'public'))
BEGIN
  UPDATE interests SET pin_count = pin_count - 1 WHERE id IN (SELECT interest_id FROM pin_interests WHERE pin_id = OLD.id);
END;

-- A board made public or no longer public, or a public board removed: its listed-but-for-the-board pins move.
CREATE TRIGGER topic_count_board_privacy AFTER UPDATE OF privacy ON boards
WHEN (OLD.privacy = 'public') IS NOT (NEW.privacy = 'public')
BEGIN
  UPDATE interests SET pin_count = pin_count + (CASE WHEN NEW.privacy = 'public' THEN 1 ELSE -1 END) * (
      SELECT COUNT(*) FROM pin_interests pi JOIN pins p ON p.id = pi.pin_id
       WHERE pi.interest_id = interests.id AND p.board_id = NEW.id AND p.origin_pin_id IS NULL AND p.is_promoted = 0 AND p.deleted_at IS NULL)
   WHERE id IN (SELECT pi.interest_id FROM pin_interests pi JOIN pins p ON p.id = pi.pin_id
                 WHERE p.board_id = NEW.id AND p.origin_pin_id IS NULL AND p.is_promoted = 0 AND p.deleted_at IS NULL);
END;

CREATE TRIGGER topic_count_board_delete BEFORE DELETE ON boards
WHEN OLD.privacy = 'public'
BEGIN
  UPDATE interests SET pin_count = pin_count - (
      SELECT COUNT(*) FROM pin_interests pi JOIN pins p ON p.id = pi.pin_id
       WHERE pi.interest_id = interests.id AND p.board_id = OLD.id AND p.origin_pin_id IS NULL AND p.is_promoted = 0 AND p.deleted_at IS NULL)
   WHERE id IN (SELECT pi.interest_id FROM pin_interests pi JOIN pins p ON p.id = pi.pin_id
                 WHERE p.board_id = OLD.id AND p.origin_pin_id IS NULL AND p.is_promoted = 0 AND p.deleted_at IS NULL);
END;
