-- Why a pin was reported (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): the reason the
-- person picked in the report step; NULL for unfollowed feedback and for reports filed without one.
ALTER TABLE pin_feedback ADD COLUMN report_reason TEXT CHECK (report_reason IN (
  'spam', 'nudity', 'self_harm', 'misinformation', 'hateful', 'dangerous_goods', 'harassment', 'graphic_violence', 'privacy', 'intellectual_property'
));
