-- Uploads (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, docs/rules/closeup-and-visitors.md#calls-spec-002-7): a member's file on its way to becoming a pin's image.
-- registered (VIPResource create) -> processing (the file is in R2, queued for every size)
-- -> succeeded (every size made, image_signature set) or failed (failure_reason); an upload never
-- used by a pin becomes expired and its files are deleted. Ids are random, never sequential.
CREATE TABLE uploads (
  id               INTEGER PRIMARY KEY,
  user_id          INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type             TEXT NOT NULL DEFAULT 'image' CHECK (type IN ('image')),
  status           TEXT NOT NULL DEFAULT 'registered'
                     CHECK (status IN ('registered', 'processing', 'succeeded', 'failed', 'expired')),
  -- SHA-256 of the upload_parameters token the file must be sent with; never the token itself
  token_hash       TEXT NOT NULL,
  -- bytes received (counted against the member's daily allowance once the file starts arriving)
  bytes            INTEGER NOT NULL DEFAULT 0 CHECK (bytes >= 0),
  -- the type its magic bytes showed: image/jpeg, image/png, image/gif or image/webp
  mime             TEXT,
  -- the images row made from it (content-addressed: the same file shares one row and its sizes);
  -- no foreign key: an expired upload keeps its signature after the images are gone
  image_signature  TEXT,
  failure_reason   TEXT,
  attempts         INTEGER NOT NULL DEFAULT 0,
  created_at       INTEGER NOT NULL,
  updated_at       INTEGER NOT NULL,
  expires_at       INTEGER NOT NULL,
  -- set when a pin is made from it; a used upload never expires
  used_at          INTEGER
);
CREATE INDEX uploads_user ON uploads(user_id, created_at);
CREATE INDEX uploads_signature ON uploads(image_signature) WHERE image_signature IS NOT NULL;
