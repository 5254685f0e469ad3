-- Rights over pictures (docs/security.md#rights-over-pictures): a member may name as their avatar, or
-- as any picture of theirs, only their own finished upload or one of the site's presets listed here
-- (worker/media/imageRights.ts). The image sweep never removes a preset (worker/media/imageSweep.ts).
-- The operator adds presets; the demo's are the pictures its members start with (scripts/demo/sql.ts).
CREATE TABLE avatar_presets (
  signature TEXT PRIMARY KEY
) WITHOUT ROWID;
