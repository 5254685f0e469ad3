-- docs/security.md#rate-limits-exact-and-per-location: the scheduled run deletes old rows of the log tables signed-out calls
-- write (SIGNED_OUT_LOG_ROWS in shared/constants.ts); these indexes let it find the oldest without reading the rest.
CREATE INDEX offsite_clickthroughs_created ON offsite_clickthroughs(created_at);
CREATE INDEX experience_clickthroughs_created ON experience_clickthroughs(created_at);
CREATE INDEX share_opens_opened ON share_opens(opened_at);
CREATE INDEX password_resets_created ON password_resets(created_at);
