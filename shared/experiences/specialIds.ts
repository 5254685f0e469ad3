// docs/rules/experiences.md#constants-spec-001-9 and docs/rules/closeup-and-visitors.md#constants-spec-002-9: every special experience id with its name and what the product does
// with it, for the operator CLI, the experience log and the card debug box. A module of its own
// so the pages that never name one do not carry the table.
import { SPECIAL_EXPERIENCE } from './constants.ts';

export interface SpecialExperience {
  id: number;
  /** A short name, shown by the operator CLI, the experience log and the card debug box. */
  name: string;
  /** What the product does with the id, or what the spec leaves open. */
  rule: string;
}

/** Said of the ids the spec lists as special without a rule (docs/decisions/012-rules-the-spec-leaves-open.md). */
const NO_RULE = 'listed as special by spec 001 §9; the spec gives no rule for it, so it behaves as any experience';

/**
 * docs/rules/experiences.md#constants-spec-001-9 ("Special experience ids: 502597, 500863, 501153, 501487, 500500, 501041, 505086,
 * 502312, 502320 to 502322, 502722, 507054, 502527, 503755, 500417") and docs/rules/closeup-and-visitors.md#constants-spec-002-9: every
 * special id, once, with its name. Ids without a rule in the spec get no behaviour of ours.
 */
export const SPECIAL_EXPERIENCES: readonly SpecialExperience[] = [
  { id: SPECIAL_EXPERIENCE.heroDark, name: 'dark hero', rule: 'hero banner in the dark, dismiss-only style (spec 001 §2.2)' },
  { id: SPECIAL_EXPERIENCE.heroWelcomeBack, name: 'welcome-back hero', rule: "hero card with the member's first name and avatar (spec 001 §2.2)" },
  { id: SPECIAL_EXPERIENCE.heroCompleteOnly, name: 'complete-only hero', rule: 'hero banner with only the complete button (spec 001 §2.2)' },
  { id: 501487, name: 'special 501487', rule: NO_RULE },
  { id: 500500, name: 'special 500500', rule: NO_RULE },
  { id: 501041, name: 'special 501041', rule: NO_RULE },
  { id: 505086, name: 'special 505086', rule: NO_RULE },
  { id: 502312, name: 'special 502312', rule: NO_RULE },
  { id: 502320, name: 'special 502320', rule: NO_RULE },
  { id: 502321, name: 'special 502321', rule: NO_RULE },
  { id: 502322, name: 'special 502322', rule: NO_RULE },
  { id: SPECIAL_EXPERIENCE.locationUpsell, name: 'location upsell', rule: 'the location upsell modal (spec 001 §2.8)' },
  { id: SPECIAL_EXPERIENCE.cookieConsent, name: 'cookie consent', rule: 'completed when the visitor makes a cookie choice (spec 001 §2.1, §4)' },
  { id: 502527, name: 'special 502527', rule: `${NO_RULE} (also listed by spec 002 §9)` },
  { id: SPECIAL_EXPERIENCE.upgradeToBusiness, name: 'upgrade to business', rule: 'the business upgrade banner, linking to /business/convert/ (spec 001 §6)' },
  { id: SPECIAL_EXPERIENCE.hideFooter, name: 'hide pin footer', rule: 'members in its group start with the pin footer hidden (spec 000 §4, 001 §9)' },
];

/** The special experience `id` is, if it is one. */
export const specialExperience = (id: number): SpecialExperience | undefined => SPECIAL_EXPERIENCES.find((s) => s.id === id);
