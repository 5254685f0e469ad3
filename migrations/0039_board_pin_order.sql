-- The order of a board's pins (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3): each pin has a place on its
-- board, higher first. Existing pins keep the newest-first order (their place is their id); a new
-- save, and a pin moved in from another board, goes to the top, as a real board shows new saves.
ALTER TABLE pins ADD COLUMN board_position INTEGER;
UPDATE pins SET board_position = id;
CREATE INDEX pins_board_position ON pins(board_id, board_position);

CREATE TRIGGER pin_board_position_insert AFTER INSERT ON pins WHEN NEW.board_position IS NULL
BEGIN
  UPDATE pins SET board_position = (SELECT COALESCE(MAX(board_position), NEW.id) + 1 FROM pins WHERE board_id IS NEW.board_id) WHERE id = NEW.id;
END;

CREATE TRIGGER pin_board_position_move AFTER UPDATE OF board_id ON pins WHEN NEW.board_id IS NOT OLD.board_id
BEGIN
  UPDATE pins SET board_position = (SELECT COALESCE(MAX(board_position), NEW.id) + 1 FROM pins WHERE board_id IS NEW.board_id AND id <> NEW.id) WHERE id = NEW.id;
END;
