-- Deleted means deleted, for pictures (docs/security.md#deleted-means-deleted): every picture a write stops
-- using becomes a candidate of the image sweep (worker/media/imageSweep.ts), which removes its stored sizes
-- once no live pin, story page, carousel slot, avatar or recent upload uses it. The triggers run in the
-- same statement as the write, so no deletion is missed, whichever path made it (a pin deleted or
-- marked deleted, a board or account removed with its pins, an avatar replaced).
CREATE TABLE image_sweep (
  signature TEXT PRIMARY KEY,
  since     INTEGER NOT NULL
) WITHOUT ROWID;

-- The sweep asks, per candidate, whether a live pin still shows it.
CREATE INDEX pins_image ON pins(image_signature);

CREATE TRIGGER image_sweep_pin_removed AFTER DELETE ON pins
BEGIN
  INSERT INTO image_sweep (signature, since)
    SELECT old.image_signature, CAST(strftime('%s', 'now') AS INTEGER) * 1000
    UNION SELECT json_extract(s.value, '$.imageSignature'), CAST(strftime('%s', 'now') AS INTEGER) * 1000
      FROM json_each(old.data, '$.carouselData.slots') s WHERE json_extract(s.value, '$.imageSignature') IS NOT NULL
    UNION SELECT json_extract(b.value, '$.imageSignature'), CAST(strftime('%s', 'now') AS INTEGER) * 1000
      FROM json_each(old.data, '$.storyPinData.pages') p, json_each(p.value, '$.blocks') b WHERE json_extract(b.value, '$.imageSignature') IS NOT NULL
  ON CONFLICT (signature) DO UPDATE SET since = excluded.since;
END;

CREATE TRIGGER image_sweep_pin_deleted AFTER UPDATE OF deleted_at ON pins
WHEN new.deleted_at IS NOT NULL AND old.deleted_at IS NULL
BEGIN
  INSERT INTO image_sweep (signature, since)
    SELECT old.image_signature, CAST(strftime('%s', 'now') AS INTEGER) * 1000
    UNION SELECT json_extract(s.value, '$.imageSignature'), CAST(strftime('%s', 'now') AS INTEGER) * 1000
      FROM json_each(old.data, '$.carouselData.slots') s WHERE json_extract(s.value, '$.imageSignature') IS NOT NULL
    UNION SELECT json_extract(b.value, '$.imageSignature'), CAST(strftime('%s', 'now') AS INTEGER) * 1000
      FROM json_each(old.data, '$.storyPinData.pages') p, json_each(p.value, '$.blocks') b WHERE json_extract(b.value, '$.imageSignature') IS NOT NULL
  ON CONFLICT (signature) DO UPDATE SET since = excluded.since;
END;

CREATE TRIGGER image_sweep_pin_picture AFTER UPDATE OF image_signature ON pins
WHEN new.image_signature IS NOT old.image_signature
BEGIN
  INSERT INTO image_sweep (signature, since) VALUES (old.image_signature, CAST(strftime('%s', 'now') AS INTEGER) * 1000)
  ON CONFLICT (signature) DO UPDATE SET since = excluded.since;
END;

CREATE TRIGGER image_sweep_avatar_replaced AFTER UPDATE OF image_signature ON users
WHEN old.image_signature IS NOT NULL AND new.image_signature IS NOT old.image_signature
BEGIN
  INSERT INTO image_sweep (signature, since) VALUES (old.image_signature, CAST(strftime('%s', 'now') AS INTEGER) * 1000)
  ON CONFLICT (signature) DO UPDATE SET since = excluded.since;
END;

CREATE TRIGGER image_sweep_account_removed AFTER DELETE ON users
WHEN old.image_signature IS NOT NULL
BEGIN
  INSERT INTO image_sweep (signature, since) VALUES (old.image_signature, CAST(strftime('%s', 'now') AS INTEGER) * 1000)
  ON CONFLICT (signature) DO UPDATE SET since = excluded.since;
END;

-- A picture whose stored sizes the sweep removed while a deleted pin's row still names it: an upload of the
-- same file makes its sizes again instead of trusting the row (worker/uploads/process.ts).
ALTER TABLE images ADD COLUMN swept_at INTEGER;
