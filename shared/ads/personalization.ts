// The viewer's ad personalization settings (docs/rules/pin-card.md#errors-and-messages-spec-000-8), apart from the ad explanation's wording
// so that the pin card footer reads them from the viewer without downloading the explanation.

export interface AdPersonalization {
  /** Personalization with the viewer's activity on this site. */
  firstParty: boolean;
  /** Personalization with info from advertisers and partners. */
  thirdParty: boolean;
}

export const DEFAULT_AD_PERSONALIZATION: AdPersonalization = { firstParty: true, thirdParty: true };

/** The viewer's ad personalization, read from their settings at the edge (worker/middleware/consent.ts); visitors have the defaults. */
export const viewerAdPersonalization = (viewer: { adPersonalization?: AdPersonalization }): AdPersonalization =>
  viewer.adPersonalization ?? DEFAULT_AD_PERSONALIZATION;
