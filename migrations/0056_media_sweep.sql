-- Deleted means deleted, for GIFs and videos too (docs/security.md#deleted-means-deleted): a pin's data may name files
-- under /media/ (a GIF's embed, a video's list of sources, a story block); the image sweep (worker/media/imageSweep.ts)
-- takes each as a candidate keyed by its R2 key (media/<file>) and removes it once no live pin names it. The pin
-- triggers of migration 0050 are made again with every /media/ path in the pin's data among their candidates, and
-- a pin whose data changes makes the media it stopped naming candidates too.
DROP TRIGGER image_sweep_pin_removed;
CREATE TRIGGER image_sweep_pin_removed AFTER DELETE ON pins
BEGIN
  INSERT INTO image_sweep (signature, since)
    SELECT old.image_signature, CAST(strftime('%s', 'now') AS INTEGER) * 1000 WHERE old.image_signature IS NOT NULL
    UNION SELECT json_extract(s.value, '$.imageSignature'), CAST(strftime('%s', 'now') AS INTEGER) * 1000
      FROM json_each(old.data, '$.carouselData.slots') s WHERE json_extract(s.value, '$.imageSignature') IS NOT NULL
    UNION SELECT json_extract(b.value, '$.imageSignature'), CAST(strftime('%s', 'now') AS INTEGER) * 1000
      FROM json_each(old.data, '$.storyPinData.pages') p, json_each(p.value, '$.blocks') b WHERE json_extract(b.value, '$.imageSignature') IS NOT NULL
    UNION SELECT substr(t.value, 2, CASE WHEN instr(t.value, '?') > 0 THEN instr(t.value, '?') - 2 ELSE length(t.value) END), CAST(strftime('%s', 'now') AS INTEGER) * 1000
      FROM json_tree(CASE WHEN json_valid(old.data) THEN old.data ELSE '{}' END) t WHERE t.type = 'text' AND t.value LIKE '/media/_%'
  ON CONFLICT (signature) DO UPDATE SET since = excluded.since;
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
    UNION SELECT substr(t.value, 2, CASE WHEN instr(t.value, '?') > 0 THEN instr(t.value, '?') - 2 ELSE length(t.value) END), CAST(strftime('%s', 'now') AS INTEGER) * 1000
      FROM json_tree(CASE WHEN json_valid(old.data) THEN old.data ELSE '{}' END) t WHERE t.type = 'text' AND t.value LIKE '/media/_%'
  ON CONFLICT (signature) DO UPDATE SET since = excluded.since;
END;

CREATE TRIGGER image_sweep_pin_media_changed AFTER UPDATE OF data ON pins
WHEN old.data IS NOT new.data AND instr(old.data, '/media/') > 0
BEGIN
  INSERT INTO image_sweep (signature, since)
    SELECT substr(t.value, 2, CASE WHEN instr(t.value, '?') > 0 THEN instr(t.value, '?') - 2 ELSE length(t.value) END), CAST(strftime('%s', 'now') AS INTEGER) * 1000
      FROM json_tree(CASE WHEN json_valid(old.data) THEN old.data ELSE '{}' END) t WHERE t.type = 'text' AND t.value LIKE '/media/_%'
  ON CONFLICT (signature) DO UPDATE SET since = excluded.since;
END;
