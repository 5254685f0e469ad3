-- The member whose website a pin's link goes to (PinResource get, linkDomain.officialUser: docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3)
-- is found by the website's address, without a scan of every member.
CREATE INDEX users_website ON users(website_url) WHERE website_url IS NOT NULL;
