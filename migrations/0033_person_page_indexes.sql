-- The promoted pins of a home feed page (docs/performance.md): worker/feed/homeFeedData.ts adsStatement reads
-- the newest original live pins that are promoted (is_promoted = 1 or a promoter), a page at a
-- time. Without an index of them it walked every original pin newest first until it had met the
-- page's ads, so its cost grew with the organic pins newer than the newest ad (0.44 ms of SQLite
-- for 2 ads on the 2,400-pin bench database; 0.13 ms with this index). The condition is the
-- statement's own, so SQLite knows the index holds every row it may return.
CREATE INDEX pins_ads ON pins(id)
  WHERE (is_promoted = 1 OR promoter_id IS NOT NULL) AND origin_pin_id IS NULL AND deleted_at IS NULL;
