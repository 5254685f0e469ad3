-- A person's home at 240,000 pins (docs/performance.md). The home feed recommends from the topics of the
-- viewer's newest 500 saves (worker/feed/homeFeedData.ts SAVED_TOPICS): their ids, origins and
-- boards, live ones only, newest first. pins_pinner (pinner_id, id) gave the order but not those
-- columns, so each of the 500 was a read of its pin's row, each on a page of its own: at 240,000
-- pins (the bench member has 9,176 saves) those reads were most of the statement and pushed the
-- rest of it out of SQLite's page cache. The same index with the columns it reads answers them from
-- its own entries, a few pages per member. Its first columns are unchanged, so every statement
-- that walked pins_pinner walks it as before (and can read these columns from it too).
-- SQLite time of the home statement (node:sqlite, demo member): 2.1 -> 1.2-1.3 ms at 240,000 pins,
-- 0.95 -> 0.92 ms at 2,400; the topics of saves alone 0.85 -> 0.29 ms and 0.125 -> 0.097 ms.
-- workerd CPU per run of it (100 runs, 3 rounds): 5.2-5.5 -> 3.9-4.0 ms at 240,000 pins, the same
-- 3.6-4.0 ms at 2,400.
DROP INDEX pins_pinner;
CREATE INDEX pins_pinner ON pins(pinner_id, id, deleted_at, origin_pin_id, board_id);
