-- Blocks (docs/security.md, "Blocks"): a block ends ad-account access between the two as it ends collaborations.
-- An invitation to an ad account is a signed link, stored nowhere (worker/business/token.ts), so the block ends the
-- pending ones by remembering when it was made: an invitation to member_id made by party_id, or to party_id's ad
-- account, before ended_at is void, whether or not the block is later lifted (worker/users/blocks.ts endCollaborations).
CREATE TABLE business_invites_ended (
  member_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, -- who was invited
  party_id  INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, -- the ad account, or the admin who invited
  ended_at  INTEGER NOT NULL, -- ms; invitations signed at or before it are void
  PRIMARY KEY (member_id, party_id)
) WITHOUT ROWID;

-- No access to an ad account is granted across a block, between the member and the account or the admin who invited
-- them: refused in the insert itself, so an acceptance racing the block's batch cannot land after it.
-- worker/api/errors.ts constraintRefusal answers the refusal (403, the one block message).
CREATE TRIGGER business_access_across_block BEFORE INSERT ON business_access
BEGIN
  SELECT RAISE(ABORT, 'access across a block')
   WHERE EXISTS (
     SELECT 1 FROM user_blocks ub
      WHERE (ub.blocker_id = NEW.member_id AND ub.blocked_id IN (NEW.business_id, NEW.invited_by))
         OR (ub.blocked_id = NEW.member_id AND ub.blocker_id IN (NEW.business_id, NEW.invited_by)));
END;

-- Access granted before this rule across a block that stands ends now, as a new block would end it.
DELETE FROM business_access
 WHERE EXISTS (SELECT 1 FROM user_blocks ub
                WHERE (ub.blocker_id = business_access.business_id AND ub.blocked_id = business_access.member_id)
                   OR (ub.blocker_id = business_access.member_id AND ub.blocked_id = business_access.business_id));

-- And the invitations pending across a block that stands end at its making, as a new block ends them.
INSERT INTO business_invites_ended (member_id, party_id, ended_at)
  SELECT blocked_id, blocker_id, created_at FROM user_blocks
  UNION ALL SELECT blocker_id, blocked_id, created_at FROM user_blocks WHERE true
  ON CONFLICT (member_id, party_id) DO UPDATE SET ended_at = MAX(ended_at, excluded.ended_at);
