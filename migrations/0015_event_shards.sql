-- Performance (docs/performance.md): counter objects are sharded by viewer (shared/events/shards.ts), so one pin's events of
-- a day are counted in several objects; each rolls up its own absolute totals under its shard name
-- and readers sum the rows. Rows rolled up before this migration keep the shard '' (their objects,
-- sharded by pin, still roll up there until their day is over).
CREATE TABLE pin_event_totals_by_shard (
  pin_id      INTEGER NOT NULL,
  day         TEXT NOT NULL CHECK (length(day) = 10),
  event_type  INTEGER NOT NULL,
  shard       TEXT NOT NULL DEFAULT '',
  count       INTEGER NOT NULL CHECK (count >= 0),
  PRIMARY KEY (pin_id, day, event_type, shard)
) WITHOUT ROWID;

INSERT INTO pin_event_totals_by_shard (pin_id, day, event_type, shard, count)
  SELECT pin_id, day, event_type, '', count FROM pin_event_totals;

DROP TABLE pin_event_totals;

ALTER TABLE pin_event_totals_by_shard RENAME TO pin_event_totals;
