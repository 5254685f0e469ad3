-- Rights over a pin's content follow its origin (docs/security.md, "Rights follow the origin"): creator_id is the
-- member who made the content. An original's creator is its pinner; a copy (a save, a bulk copy, any INSERT that
-- names an origin) takes its origin's creator, and keeps it when the origin is later removed (origin_pin_id is
-- then set NULL by its foreign key, so origin_pin_id alone cannot tell a copy from an original). A creator whose
-- account is deleted leaves NULL: nobody holds that content's rights. worker/pins/originRights.ts reads it.
ALTER TABLE pins ADD COLUMN creator_id INTEGER REFERENCES users(id) ON DELETE SET NULL;

-- Saves and copies always name the root of their chain (worker/save/saveData.ts), so one pass per kind is enough.
UPDATE pins SET creator_id = pinner_id WHERE origin_pin_id IS NULL;
UPDATE pins SET creator_id = (SELECT o.creator_id FROM pins o WHERE o.id = pins.origin_pin_id) WHERE origin_pin_id IS NOT NULL;

-- Every insert, whichever path made it: no copy path can forget to carry the origin's creator.
CREATE TRIGGER pin_creator_insert AFTER INSERT ON pins WHEN NEW.creator_id IS NULL
BEGIN
  UPDATE pins SET creator_id = CASE WHEN NEW.origin_pin_id IS NULL THEN NEW.pinner_id
                                    ELSE (SELECT o.creator_id FROM pins o WHERE o.id = NEW.origin_pin_id) END
   WHERE id = NEW.id;
END;
