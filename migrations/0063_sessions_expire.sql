-- docs/security.md#deleted-means-deleted: the scheduled run deletes a sessions row once it expired or was revoked
-- (ENDED_SESSION_ROWS_MS in shared/constants.ts); these indexes let it find them without reading the live ones. The last
-- sign-in a resurrection reads (worker/users/resurrection.ts) moves to users.signed_in_at, so it outlives its session.
CREATE INDEX sessions_expires ON sessions(expires_at);
CREATE INDEX sessions_revoked ON sessions(revoked_at) WHERE revoked_at IS NOT NULL;
ALTER TABLE users ADD COLUMN signed_in_at INTEGER;
UPDATE users SET signed_in_at = (SELECT MAX(created_at) FROM sessions WHERE sessions.user_id = users.id);
