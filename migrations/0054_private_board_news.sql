-- No news from a board that is not public (docs/security.md, "Secret boards"): a save into a secret or a protected
-- board (or a section of one, a group board among them) names the saver to nobody. Migration 0053 did this for
-- secret boards only; here the same three triggers take every board whose privacy is not 'public', and the items
-- there are already go.
DROP TRIGGER news_save_insert;
CREATE TRIGGER news_save_insert AFTER INSERT ON pins
WHEN NEW.origin_pin_id IS NOT NULL AND NEW.deleted_at IS NULL
 AND NOT EXISTS (SELECT 1 FROM boards sb WHERE sb.id = NEW.board_id AND sb.privacy <> 'public')
BEGIN
  INSERT OR REPLACE INTO news_items (user_id, news_id, type, target, pin_id, actor_id, created_at)
  SELECT p.pinner_id, 'save-' || NEW.id, 'save', p.id, p.id, NEW.pinner_id, NEW.created_at
    FROM pins p WHERE p.id = NEW.origin_pin_id AND p.deleted_at IS NULL AND p.pinner_id <> NEW.pinner_id;
END;

DROP TRIGGER news_save_into_secret;
CREATE TRIGGER news_save_into_private AFTER UPDATE OF board_id ON pins
WHEN NEW.origin_pin_id IS NOT NULL AND EXISTS (SELECT 1 FROM boards sb WHERE sb.id = NEW.board_id AND sb.privacy <> 'public')
BEGIN
  DELETE FROM news_items WHERE news_id = 'save-' || NEW.id;
END;

DROP TRIGGER news_board_made_secret;
CREATE TRIGGER news_board_made_private AFTER UPDATE OF privacy ON boards
WHEN NEW.privacy <> 'public' AND OLD.privacy = 'public'
BEGIN
  DELETE FROM news_items WHERE news_id IN (SELECT 'save-' || s.id FROM pins s WHERE s.board_id = NEW.id AND s.origin_pin_id IS NOT NULL);
END;

-- What there is already.
DELETE FROM news_items WHERE type = 'save'
   AND news_id IN (SELECT 'save-' || s.id FROM pins s JOIN boards sb ON sb.id = s.board_id WHERE sb.privacy <> 'public' AND s.origin_pin_id IS NOT NULL);
