// The ids a promoted pin carries under `details` (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3):
// its promotion's id and its advertiser's attribution source. One rule for the demo data and for a
// promotion made on the site (worker/business/resources.ts QuickPromoteResource), so neither can
// hand out an id the other already gave.

/**
 * A pin holds at most one promotion, kept on its own row (is_promoted, promoter_id, campaignId):
 * its promotion's id is this plus the pin's id (pin ids are never reused).
 */
const PROMOTION_ID_BASE = 6_870_000_000_000;

/** An advertiser's conversion source ids count up from here, one per advertiser (the first is one above). */
export const ATTRIBUTION_SOURCE_ID_BASE = 2_610_000_000_000;

/** The id of pin `pinId`'s promotion. */
export const pinPromotionIdOf = (pinId: number): string => String(PROMOTION_ID_BASE + pinId);
