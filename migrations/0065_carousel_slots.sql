-- Which live carousel original holds a slot (docs/security.md#rate-limits-exact-and-per-location): a slot impression
-- sent to /v3/events/ counts only for a slot a visible carousel holds (visibleEventObjects, worker/pins/pinData.ts), and
-- this table answers that by key instead of reading every carousel's slots per batch. Kept by the triggers below in the
-- same statement as the pin's write, whichever path wrote it. A slot belongs to one pin: when an original is deleted and
-- its saves become originals (origin_pin_id set NULL), the first to claim a slot keeps it and the rest add nothing (an
-- outer statement's conflict rule overrides a trigger's OR IGNORE, so the triggers never rely on one).
CREATE TABLE carousel_slots (
  slot_id TEXT PRIMARY KEY,
  pin_id  INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE
) WITHOUT ROWID;
CREATE INDEX carousel_slots_pin ON carousel_slots(pin_id);

INSERT OR IGNORE INTO carousel_slots (slot_id, pin_id)
  SELECT json_extract(s.value, '$.slotId'), p.id
    FROM pins p, json_each(p.data, '$.carouselData.slots') s
   WHERE p.kind = 'carousel' AND p.origin_pin_id IS NULL AND json_extract(s.value, '$.slotId') IS NOT NULL;

CREATE TRIGGER carousel_slots_pin_added AFTER INSERT ON pins
WHEN new.kind = 'carousel' AND new.origin_pin_id IS NULL
BEGIN
  INSERT INTO carousel_slots (slot_id, pin_id)
    SELECT DISTINCT json_extract(s.value, '$.slotId'), new.id FROM json_each(new.data, '$.carouselData.slots') s
     WHERE json_extract(s.value, '$.slotId') IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM carousel_slots c WHERE c.slot_id = json_extract(s.value, '$.slotId'));
END;

CREATE TRIGGER carousel_slots_pin_changed AFTER UPDATE OF data, kind, origin_pin_id ON pins
BEGIN
  DELETE FROM carousel_slots WHERE pin_id = old.id;
  INSERT INTO carousel_slots (slot_id, pin_id)
    SELECT DISTINCT json_extract(s.value, '$.slotId'), new.id FROM json_each(new.data, '$.carouselData.slots') s
     WHERE new.kind = 'carousel' AND new.origin_pin_id IS NULL AND json_extract(s.value, '$.slotId') IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM carousel_slots c WHERE c.slot_id = json_extract(s.value, '$.slotId'));
END;

CREATE TRIGGER carousel_slots_pin_removed AFTER DELETE ON pins
WHEN old.kind = 'carousel'
BEGIN
  DELETE FROM carousel_slots WHERE pin_id = old.id;
END;
