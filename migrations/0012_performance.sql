-- Performance at scale (docs/performance.md).
--
-- Related pins ("More to explore", worker/pins/relatedData.ts) match pins by their visual
-- annotations. Those live in pins.data (JSON), and reading them there meant unpacking every pin's
-- JSON on every closeup (a full scan of pins). pin_annotations holds the same names, one row per
-- (name, pin), kept current by the triggers below in the same statement that writes the pin, so
-- every writer (pin builder, repin, seed, bulk edits) keeps it right without knowing it exists.
CREATE TABLE pin_annotations (
  name    TEXT NOT NULL,
  pin_id  INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  PRIMARY KEY (name, pin_id)
) WITHOUT ROWID;
CREATE INDEX pin_annotations_pin ON pin_annotations(pin_id);

CREATE TRIGGER pin_annotations_insert AFTER INSERT ON pins
  WHEN json_type(NEW.data, '$.pinJoin.visualAnnotation') = 'array'
BEGIN
  INSERT OR IGNORE INTO pin_annotations (name, pin_id)
    SELECT value, NEW.id FROM json_each(NEW.data, '$.pinJoin.visualAnnotation') WHERE type = 'text';
END;

CREATE TRIGGER pin_annotations_update AFTER UPDATE OF data ON pins
BEGIN
  DELETE FROM pin_annotations WHERE pin_id = NEW.id;
  INSERT OR IGNORE INTO pin_annotations (name, pin_id)
    SELECT value, NEW.id FROM json_each(NEW.data, '$.pinJoin.visualAnnotation')
     WHERE type = 'text' AND json_type(NEW.data, '$.pinJoin.visualAnnotation') = 'array';
END;

CREATE TRIGGER pin_annotations_delete AFTER DELETE ON pins
BEGIN
  DELETE FROM pin_annotations WHERE pin_id = OLD.id;
END;

INSERT OR IGNORE INTO pin_annotations (name, pin_id)
  SELECT a.value, p.id FROM pins p, json_each(p.data, '$.pinJoin.visualAnnotation') a
   WHERE json_type(p.data, '$.pinJoin.visualAnnotation') = 'array' AND a.type = 'text';

-- Indexes for the statements tests/worker/queryPlans.test.ts found scanning a growing table:
-- a section's pin count (board sections), a promoter's pins (business hub), and the avatars
-- offered on the settings page.
CREATE INDEX pins_section ON pins(section_id) WHERE section_id IS NOT NULL;
CREATE INDEX pins_promoter ON pins(promoter_id) WHERE is_promoted = 1;
CREATE INDEX users_avatar ON users(image_signature) WHERE image_signature IS NOT NULL;
