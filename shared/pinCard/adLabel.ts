// Ad labels on the card (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): the label by experiment group, sponsorship labels by status
// and who the card credits. Third-party and partnership wording is shared/ads/labels.ts.
import type { Pin, UserSummary, Viewer } from '../types.ts';

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: the ad label by experiment group; default Promoted. */
export function adLabel(experiments: Viewer['experiments']): 'Ad' | 'Promoted' | 'Sponsored' {
  const group = experiments.ad_label_wording;
  return group === 'ad' ? 'Ad' : group === 'sponsored' ? 'Sponsored' : 'Promoted';
}

/**
 * docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3, docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: sponsorship labels by status. 0 is an approved paid partnership; 2 covers
 * rejected, requested and unaffiliated, which show no label; 3 is an affiliate relationship
 * ("Affiliate links" when the pin has affiliated products).
 */
export function sponsorshipLabel(pin: Pick<Pin, 'sponsorship' | 'richSummary'>): string | null {
  const s = pin.sponsorship;
  if (!s) return null;
  if (s.status === 0) return s.sponsorName ? `Paid partnership with ${s.sponsorName}` : 'Paid partnership';
  if (s.status === 3) return pin.richSummary?.products?.length ? 'Affiliate links' : 'Paid partnership';
  return null;
}

/** docs/rules/pin-card.md#display-rules-spec-000-5: default avatars (urls containing /user/default) are dropped. */
export const customAvatar = (url: string | null | undefined): string | null => (url && !url.includes('/user/default') ? url : null);

/** docs/rules/pin-card.md#who-it-serves-spec-000-1, docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: the card credits the promoter of an ad, else the creator (pinner). */
export function cardAttribution(pin: Pick<Pin, 'promoter' | 'pinner' | 'isPromoted'>): {
  kind: 'promoter' | 'creator';
  user: UserSummary;
  avatar: string | null;
  verified: boolean;
} {
  const user = pin.promoter ?? pin.pinner;
  return {
    kind: pin.promoter ? 'promoter' : 'creator',
    user,
    avatar: customAvatar(user.imageMediumUrl),
    verified: user.isVerifiedMerchant || Boolean(user.verifiedIdentity?.verified),
  };
}
