-- Share attribution (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2, query marker utm_pai): a member's share link for a pin carries
-- an opaque id naming the sharer and the pin (never the member id in clear); a landing with it
-- records one open per visitor and share.
CREATE TABLE share_links (
  id          TEXT PRIMARY KEY,            -- the utm_pai value: 16 lowercase hex characters, random
  sharer_id   INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  pin_id      INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  UNIQUE (sharer_id, pin_id)
);

-- One row per visitor who opened a share link: 'user:<id>' for members, 'anon:<anonymous id>' otherwise.
CREATE TABLE share_opens (
  share_id   TEXT NOT NULL REFERENCES share_links(id) ON DELETE CASCADE,
  visitor    TEXT NOT NULL,
  opened_at  INTEGER NOT NULL,
  PRIMARY KEY (share_id, visitor)
) WITHOUT ROWID;
