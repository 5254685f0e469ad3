-- Feeds that stay cheap as the catalogue grows (tests/worker/queryPlans.test.ts; docs/performance.md).
--
-- The popular feeds (signed-out home, /today/ best and popular, /videos/, /shopping/, topics)
-- rank original pins by how often they were saved. Counting each pin's saves in the query meant
-- visiting every original pin and sorting them all. pins.save_count holds that figure (saves not
-- deleted), kept current by the triggers below in the same statement that writes the save, so
-- every writer (repin, delete, seed, bulk edits) keeps it right without knowing it exists; the
-- partial indexes give the original pins in rank order, so a page reads one page of rows.
ALTER TABLE pins ADD COLUMN save_count INTEGER NOT NULL DEFAULT 0;

UPDATE pins SET save_count = (SELECT COUNT(*) FROM pins s WHERE s.origin_pin_id = pins.id AND s.deleted_at IS NULL)
 WHERE id IN (SELECT origin_pin_id FROM pins WHERE origin_pin_id IS NOT NULL);

-- A new save adds one and a removed one takes one off (constant work however often a pin was
-- saved); a save whose origin or deletion changes recounts the pins concerned.
CREATE TRIGGER pin_save_count_insert AFTER INSERT ON pins
  WHEN NEW.origin_pin_id IS NOT NULL AND NEW.deleted_at IS NULL
BEGIN
  UPDATE pins SET save_count = save_count + 1 WHERE id = NEW.origin_pin_id;
END;

CREATE TRIGGER pin_save_count_update AFTER UPDATE OF origin_pin_id, deleted_at ON pins
  WHEN OLD.origin_pin_id IS NOT NULL OR NEW.origin_pin_id IS NOT NULL
BEGIN
  UPDATE pins SET save_count = (SELECT COUNT(*) FROM pins s WHERE s.origin_pin_id = pins.id AND s.deleted_at IS NULL)
   WHERE id IN (OLD.origin_pin_id, NEW.origin_pin_id);
END;

CREATE TRIGGER pin_save_count_delete AFTER DELETE ON pins
  WHEN OLD.origin_pin_id IS NOT NULL AND OLD.deleted_at IS NULL
BEGIN
  UPDATE pins SET save_count = save_count - 1 WHERE id = OLD.origin_pin_id;
END;

-- The saves of a pin (counting them above, a pin's save count on its closeup). An original pin has
-- no origin, so an index holding the NULLs only offered the planner a walk over every original
-- pin (origin_pin_id IS NULL) in place of the feed indexes below: it holds saves only.
DROP INDEX pins_origin;
CREATE INDEX pins_origin ON pins(origin_pin_id) WHERE origin_pin_id IS NOT NULL;

-- Original pins most saved first (every kind, and one kind: videos, products, articles).
CREATE INDEX pins_popular ON pins(save_count DESC, id DESC) WHERE origin_pin_id IS NULL AND deleted_at IS NULL;
CREATE INDEX pins_popular_kind ON pins(kind, save_count DESC, id DESC) WHERE origin_pin_id IS NULL AND deleted_at IS NULL;

-- Original pins of one kind newest first (/today/article/).
CREATE INDEX pins_feed_kind ON pins(kind, id) WHERE origin_pin_id IS NULL AND deleted_at IS NULL;

-- "Trending" reads the saves of the last weeks: saves by date.
CREATE INDEX pins_saved_at ON pins(created_at, origin_pin_id) WHERE origin_pin_id IS NOT NULL AND deleted_at IS NULL;

-- The profile survey prompt asks whether this member answered already.
CREATE INDEX user_survey_answers_user ON user_survey_answers(user_id);
