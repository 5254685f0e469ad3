// docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#display-rules-spec-000-5, docs/rules/pin-card.md#errors-and-messages-spec-000-8: ad label wording, sponsorship labels, third-party texts, attribution.
import { describe, expect, it } from 'vitest';
import { adLabel, cardAttribution, customAvatar, sponsorshipLabel } from '#shared/pinCard/adLabel.ts';
import { pin, user } from './fixtures.ts';

describe('ad label by experiment group (pin-card: Card states and the save flow)', () => {
  it.each([
    ['ad', 'Ad'],
    ['promoted', 'Promoted'],
    ['sponsored', 'Sponsored'],
    [undefined, 'Promoted'],
  ])('A38: group %s → %s', (group, label) => {
    expect(adLabel(group ? { ad_label_wording: group } : {})).toBe(label);
  });
});

describe('sponsorship labels by status (pin-card: Pins, boards and viewers, Card states and the save flow)', () => {
  it.each([
    [{ status: 0 as const, sponsorName: 'Acme' }, false, 'Paid partnership with Acme'],
    [{ status: 0 as const }, false, 'Paid partnership'],
    [{ status: 2 as const, sponsorName: 'Acme' }, false, null],
    [{ status: 3 as const }, true, 'Affiliate links'],
    [{ status: 3 as const }, false, 'Paid partnership'],
  ])('A38: %o with affiliated products %s', (sponsorship, products, expected) => {
    const p = pin({ sponsorship, richSummary: products ? { typeName: 'product', products: [{ name: 'Mug' }] } : undefined });
    expect(sponsorshipLabel(p)).toBe(expected);
  });
});

describe('attribution (pin-card: Who it serves, Display rules)', () => {
  it('credits the promoter of an ad and the creator otherwise', () => {
    expect(cardAttribution(pin({ promoter: user({ entityId: '9', fullName: 'Acme' }) })).kind).toBe('promoter');
    expect(cardAttribution(pin()).kind).toBe('creator');
  });
  it('A42: drops default avatars and marks verified merchants', () => {
    expect(customAvatar('/static/user/default_75.png')).toBeNull();
    expect(customAvatar('/i/136x136/a.jpg')).toBe('/i/136x136/a.jpg');
    expect(cardAttribution(pin({ pinner: user({ isVerifiedMerchant: true }) })).verified).toBe(true);
  });
});
