-- Spec 001 §3, §9 and spec 002 §3, §9: a member who signs in again after 28 days or more away is
-- resurrected; the time is kept as the user's resurrection date (resurrection_info.resurrection_dt).
-- New users (created within 28 days) and members resurrected within the last 28 days are eligible
-- for the image-only grid experiment (spec 000 §6).
ALTER TABLE users ADD COLUMN resurrection_dt INTEGER;
