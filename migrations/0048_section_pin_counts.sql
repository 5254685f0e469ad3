-- A board section's pins (not deleted), kept in the statement that changes them: a board page read every section's
-- count from its pins on every view (worker/boards/boardData.ts SECTION_SELECT), which grew with the board.
ALTER TABLE board_sections ADD COLUMN pin_count INTEGER NOT NULL DEFAULT 0;

UPDATE board_sections SET pin_count = (SELECT COUNT(*) FROM pins p WHERE p.section_id = board_sections.id AND p.deleted_at IS NULL);

CREATE TRIGGER section_pin_count_insert AFTER INSERT ON pins
WHEN NEW.section_id IS NOT NULL AND NEW.deleted_at IS NULL
BEGIN
  UPDATE board_sections SET pin_count = pin_count + 1 WHERE id = NEW.section_id;
END;

CREATE TRIGGER section_pin_count_delete AFTER DELETE ON pins
WHEN OLD.section_id IS NOT NULL AND OLD.deleted_at IS NULL
BEGIN
  UPDATE board_sections SET pin_count = pin_count - 1 WHERE id = OLD.section_id;
END;

-- A pin moved between sections (a merge, a bulk move, a section deleted), or deleted or restored by its mark.
CREATE TRIGGER section_pin_count_update AFTER UPDATE OF section_id, deleted_at ON pins
WHEN OLD.section_id IS NOT NEW.section_id OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL)
BEGIN
  UPDATE board_sections SET pin_count = pin_count - 1 WHERE id = OLD.section_id AND OLD.deleted_at IS NULL;
  UPDATE board_sections SET pin_count = pin_count + 1 WHERE id = NEW.section_id AND NEW.deleted_at IS NULL;
END;
