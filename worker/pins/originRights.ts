// Rights over a pin's content follow its origin (docs/security.md, "Rights follow the origin"): only the
// member who created the content (pins.creator_id, migrations/0052_pin_creator.sql) may promote it or change what it
// shows as theirs. A copy (a save, a bulk copy) carries none of those rights, and none of its origin's ads.
import type { PinId, UserId } from '#shared/ids.ts';

/** The refusal of a change to a field a pin shows as its creator's (title, description, alt text, link) by anyone else. */
export const NOT_CREATOR = "Only the creator of this Pin can change its title, description, alt text or link: it shows the creator's content.";

/** The refusal of a promotion by anyone but the content's creator (a saved or copied Pin is never promotable). */
export const NOT_OWN_PIN = 'An ad account can promote only its own Pins.';

/**
 * SQL: `member` holds the rights of pin `pin`: they created its content and it is theirs (not a copy
 * of it someone else holds). The one test of every promote and every origin-bound edit, in the
 * statement that writes, so a pin that changed hands meanwhile is not written.
 */
export const holdsOrigin = (q: { pin: string; member: string }): string => `(${q.pin}.creator_id = ${q.member} AND ${q.pin}.pinner_id = ${q.member})`;

/** The JSON paths of a pin's promotion and ad creative: a copy never carries them (the copy is no one's ad). */
const PROMOTION_DATA_PATHS = [
  '$.campaignId',
  '$.advertiserId',
  '$.adDestinationUrl',
  '$.trackingParams',
  '$.isThirdPartyAd',
  '$.isDownstreamPromotion',
  '$.thirdPartyAdAttributes',
  '$.adTargetingAttribution',
  '$.promotedIsRemovable',
  '$.isQuickPromotable',
  '$.sponsorship',
  '$.details.adData',
  '$.details.pinPromotionId',
  '$.details.attributionSourceId',
];

/**
 * SQL: what a copy takes from the pin `source` it copies, in the order kind, title, description,
 * alt_text, link, domain, image_signature, data: a copied ad is an image pin, and its data loses the
 * promotion. Every path that inserts a pin from another pin selects these.
 */
export function copiedColumns(source: string): string {
  const paths = PROMOTION_DATA_PATHS.map((path) => `'${path}'`).join(', ');
  return `CASE WHEN ${source}.kind IN ('ad', 'third_party_ad') THEN 'image' ELSE ${source}.kind END, ${source}.title, ${source}.description,
    ${source}.alt_text, ${source}.link, ${source}.domain, ${source}.image_signature, json_remove(${source}.data, ${paths})`;
}

/** Whether `member` holds a pin's rights, read for a check before a write (the write repeats holdsOrigin). */
export async function holdsOriginOf(db: D1Database, pinId: PinId, member: UserId): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS yes FROM pins p WHERE p.id = ?1 AND p.deleted_at IS NULL AND ${holdsOrigin({ pin: 'p', member: '?2' })}`)
    .bind(pinId, member)
    .first<{ yes: number }>();
  return row !== null;
}
