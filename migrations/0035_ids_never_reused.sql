-- Ids are never reused after hard deletes (board delete, bulk delete, account delete). SQLite
-- hands out MAX(id) + 1 for a table without AUTOINCREMENT, so deleting the newest pin let the next
-- pin take its id and inherit what was kept under it (analytics totals, the bot page cache).
-- Rebuilding pins with AUTOINCREMENT is not safe on D1: dropping the old table runs its foreign-key
-- cascades and empties every child table. Instead each delete raises a high-water mark here and
-- the writes take their ids above it (worker/lib/freshIds.ts); rows derived from a pin that have no
-- foreign key (the analytics totals) go with the pin.
CREATE TABLE id_high_water (
  entity  TEXT PRIMARY KEY CHECK (entity IN ('pins', 'boards')),
  max_id  INTEGER NOT NULL
) WITHOUT ROWID;

INSERT INTO id_high_water (entity, max_id) SELECT 'pins', COALESCE(MAX(id), 0) FROM pins;
INSERT INTO id_high_water (entity, max_id) SELECT 'boards', COALESCE(MAX(id), 0) FROM boards;

CREATE TRIGGER pin_id_retired AFTER DELETE ON pins
BEGIN
  UPDATE id_high_water SET max_id = OLD.id WHERE entity = 'pins' AND max_id < OLD.id;
  DELETE FROM pin_event_totals WHERE pin_id = OLD.id;
END;

CREATE TRIGGER board_id_retired AFTER DELETE ON boards
BEGIN
  UPDATE id_high_water SET max_id = OLD.id WHERE entity = 'boards' AND max_id < OLD.id;
END;
