// Ad wording on and around a promoted pin (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#errors-and-messages-spec-000-8): third-party personalization,
// the partnership text. The card's ad label and attribution are shared/pinCard/adLabel.ts.
import type { Pin } from '#shared/types.ts';
import type { AdPersonalization } from './personalization.ts';

/** docs/rules/pin-card.md#errors-and-messages-spec-000-8: shown on a personalized third-party ad while third-party personalization is on. */
export const THIRD_PARTY_AD_TEXT = 'This ad was personalized for you using info from one of our partners';

/** The third-party wording for a pin, or null when it does not apply. */
export function thirdPartyAdText(pin: Pick<Pin, 'isThirdPartyAd' | 'thirdPartyAdAttributes'>, settings: AdPersonalization): string | null {
  const attrs = pin.thirdPartyAdAttributes;
  return pin.isThirdPartyAd && attrs?.promotedIsPersonalized && settings.thirdParty ? THIRD_PARTY_AD_TEXT : null;
}

/** docs/rules/pin-card.md#errors-and-messages-spec-000-8: the partnership ad text naming the advertiser and the partner, or null. */
export function partnershipAdText(pin: Pick<Pin, 'thirdPartyAdAttributes'>): string | null {
  const attrs = pin.thirdPartyAdAttributes;
  if (!attrs?.isEligibleForPromotedPartnership) return null;
  const advertiser = attrs.promotedPartnershipAdvertiserName?.trim();
  const partner = attrs.promotedPartnershipAttributionName?.trim();
  return advertiser && partner ? `Paid partnership between ${advertiser} and ${partner}` : null;
}
