-- Carousel-slot impression totals keep their own key space (docs/security.md#rate-limits-exact-and-per-location): a slot
-- id (`${carouselId}${NNN}`, e.g. 7001) is a number a pin id can equal, so while slot totals sat in pin_event_totals under
-- pin_id, whatever is keyed by a pin id touched them: deleting pin 7001 (pin_id_retired, migrations/0035) wiped slot 7001's
-- totals. Slot totals live here, keyed by the slot id as text, and pin_event_totals holds pins alone. A slot's totals go
-- with the carousel that holds it: when the original is hard-deleted and no save took the slot over (carousel_slots,
-- migrations/0065; read after the delete, so a save that claimed the slot in the same statement keeps them).
CREATE TABLE slot_event_totals (
  slot_id  TEXT NOT NULL,
  day      TEXT NOT NULL CHECK (length(day) = 10),
  shard    TEXT NOT NULL DEFAULT '',
  count    INTEGER NOT NULL CHECK (count >= 0),
  PRIMARY KEY (slot_id, day, shard)
) WITHOUT ROWID;

INSERT INTO slot_event_totals (slot_id, day, shard, count)
  SELECT CAST(pin_id AS TEXT), day, shard, count FROM pin_event_totals WHERE event_type = 7352;
DELETE FROM pin_event_totals WHERE event_type = 7352;

CREATE TRIGGER slot_totals_retired AFTER DELETE ON pins
WHEN old.kind = 'carousel'
BEGIN
  DELETE FROM slot_event_totals
   WHERE slot_id IN (SELECT CAST(json_extract(s.value, '$.slotId') AS TEXT) FROM json_each(old.data, '$.carouselData.slots') s)
     AND NOT EXISTS (SELECT 1 FROM carousel_slots c WHERE c.slot_id = slot_event_totals.slot_id AND c.pin_id <> old.id);
END;
