-- Media candidates of the image sweep (docs/security.md#deleted-means-deleted) come only from the fields that play a
-- file, and a candidate keeps its first `since`. Migration 0056 took every text of a pin's data starting with /media/
-- (a story page's text, a title) as a due media candidate, so one member's stories could queue more than a run drains
-- and delay everyone's deletions; and every sweep trigger reset `since` on conflict, so naming a deleted GIF again kept
-- it in storage for good. The pin triggers now read a GIF's embed source and a video's sources as structured data (as
-- the sweep's MEDIA_UNUSED does), and every trigger keeps the earliest `since` of a candidate already queued.
DROP TRIGGER image_sweep_pin_removed;
CREATE TRIGGER image_sweep_pin_removed AFTER DELETE ON pins
BEGIN
  INSERT INTO image_sweep (signature, since)
    SELECT old.image_signature, CAST(strftime('%s', 'now') AS INTEGER) * 1000 WHERE old.image_signature IS NOT NULL
    UNION SELECT json_extract(s.value, '$.imageSignature'), CAST(strftime('%s', 'now') AS INTEGER) * 1000
      FROM json_each(old.data, '$.carouselData.slots') s WHERE json_extract(s.value, '$.imageSignature') IS NOT NULL
    UNION SELECT json_extract(b.value, '$.imageSignature'), CAST(strftime('%s', 'now') AS INTEGER) * 1000
      FROM json_each(old.data, '$.storyPinData.pages') p, json_each(p.value, '$.blocks') b WHERE json_extract(b.value, '$.imageSignature') IS NOT NULL
    UNION SELECT substr(m.url, 2, CASE WHEN instr(m.url, '?') > 0 THEN instr(m.url, '?') - 2 ELSE length(m.url) END), CAST(strftime('%s', 'now') AS INTEGER) * 1000
      FROM (SELECT json_extract(CASE WHEN json_valid(old.data) THEN old.data ELSE '{}' END, '$.embed.src') AS url
            UNION ALL SELECT json_extract(v.value, '$.url') FROM json_each(CASE WHEN json_valid(old.data) THEN old.data ELSE '{}' END, '$.videos.videoList') v WHERE v.type = 'object') m
      WHERE m.url LIKE '/media/_%'
  ON CONFLICT (signature) DO UPDATE SET since = min(image_sweep.since, excluded.since);
END;

DROP TRIGGER image_sweep_pin_deleted;
CREATE TRIGGER image_sweep_pin_deleted AFTER UPDATE OF deleted_at ON pins
WHEN new.deleted_at IS NOT NULL AND old.deleted_at IS NULL
BEGIN
  INSERT INTO image_sweep (signature, since)
    SELECT old.image_signature, CAST(strftime('%s', 'now') AS INTEGER) * 1000 WHERE old.image_signature IS NOT NULL
    UNION SELECT json_extract(s.value, '$.imageSignature'), CAST(strftime('%s', 'now') AS INTEGER) * 1000
      FROM json_each(old.data, '$.carouselData.slots') s WHERE json_extract(s.value, '$.imageSignature') IS NOT NULL
    UNION SELECT json_extract(b.value, '$.imageSignature'), CAST(strftime('%s', 'now') AS INTEGER) * 1000
      FROM json_each(old.data, '$.storyPinData.pages') p, json_each(p.value, '$.blocks') b WHERE json_extract(b.value, '$.imageSignature') IS NOT NULL
    UNION SELECT substr(m.url, 2, CASE WHEN instr(m.url, '?') > 0 THEN instr(m.url, '?') - 2 ELSE length(m.url) END), CAST(strftime('%s', 'now') AS INTEGER) * 1000
      FROM (SELECT json_extract(CASE WHEN json_valid(old.data) THEN old.data ELSE '{}' END, '$.embed.src') AS url
            UNION ALL SELECT json_extract(v.value, '$.url') FROM json_each(CASE WHEN json_valid(old.data) THEN old.data ELSE '{}' END, '$.videos.videoList') v WHERE v.type = 'object') m
      WHERE m.url LIKE '/media/_%'
  ON CONFLICT (signature) DO UPDATE SET since = min(image_sweep.since, excluded.since);
END;

DROP TRIGGER image_sweep_pin_media_changed;
CREATE TRIGGER image_sweep_pin_media_changed AFTER UPDATE OF data ON pins
WHEN old.data IS NOT new.data AND instr(old.data, '/media/') > 0
BEGIN
  INSERT INTO image_sweep (signature, since)
    SELECT substr(m.url, 2, CASE WHEN instr(m.url, '?') > 0 THEN instr(m.url, '?') - 2 ELSE length(m.url) END), CAST(strftime('%s', 'now') AS INTEGER) * 1000
      FROM (SELECT json_extract(CASE WHEN json_valid(old.data) THEN old.data ELSE '{}' END, '$.embed.src') AS url
            UNION ALL SELECT json_extract(v.value, '$.url') FROM json_each(CASE WHEN json_valid(old.data) THEN old.data ELSE '{}' END, '$.videos.videoList') v WHERE v.type = 'object') m
      WHERE m.url LIKE '/media/_%'
  ON CONFLICT (signature) DO UPDATE SET since = min(image_sweep.since, excluded.since);
END;

DROP TRIGGER image_sweep_pin_picture;
CREATE TRIGGER image_sweep_pin_picture AFTER UPDATE OF image_signature ON pins
WHEN new.image_signature IS NOT old.image_signature
BEGIN
  INSERT INTO image_sweep (signature, since) VALUES (old.image_signature, CAST(strftime('%s', 'now') AS INTEGER) * 1000)
  ON CONFLICT (signature) DO UPDATE SET since = min(image_sweep.since, excluded.since);
END;

DROP TRIGGER image_sweep_avatar_replaced;
CREATE TRIGGER image_sweep_avatar_replaced AFTER UPDATE OF image_signature ON users
WHEN old.image_signature IS NOT NULL AND new.image_signature IS NOT old.image_signature
BEGIN
  INSERT INTO image_sweep (signature, since) VALUES (old.image_signature, CAST(strftime('%s', 'now') AS INTEGER) * 1000)
  ON CONFLICT (signature) DO UPDATE SET since = min(image_sweep.since, excluded.since);
END;

DROP TRIGGER image_sweep_account_removed;
CREATE TRIGGER image_sweep_account_removed AFTER DELETE ON users
WHEN old.image_signature IS NOT NULL
BEGIN
  INSERT INTO image_sweep (signature, since) VALUES (old.image_signature, CAST(strftime('%s', 'now') AS INTEGER) * 1000)
  ON CONFLICT (signature) DO UPDATE SET since = min(image_sweep.since, excluded.since);
END;
