-- Blocks (docs/security.md, "Blocks"): no copy of a pin is made across a block, by any path. A copy (any insert
-- that names an origin: a save, a multi-save, a bulk copy, an onboarding pick, whatever path comes next) is in the
-- space of the member who created the content and of the origin's pinner; when either of them and the copy's
-- pinner block one another, the insert is refused here, in the statement itself, so no caller can skip it.
-- worker/api/errors.ts constraintRefusal answers the refusal (403, the one block message).
CREATE TRIGGER pins_copy_across_block BEFORE INSERT ON pins
WHEN NEW.origin_pin_id IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'copy across a block')
   WHERE EXISTS (
     SELECT 1 FROM pins o JOIN user_blocks ub
         ON (ub.blocker_id = NEW.pinner_id AND ub.blocked_id IN (o.pinner_id, o.creator_id))
         OR (ub.blocked_id = NEW.pinner_id AND ub.blocker_id IN (o.pinner_id, o.creator_id))
      WHERE o.id = NEW.origin_pin_id);
END;
