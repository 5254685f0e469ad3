// Pure ad rules: ad slots, the explanation's signals and wording, third-party and partnership text.
import { describe, expect, it } from 'vitest';
import { attributionSourcePath, checkAttributionQuery, isAttributionEligible } from '#shared/ads/attribution.ts';
import { adSignals, deviceName, genderName, paidPlacementText, personalizationWording, promoterName } from '#shared/ads/explanation.ts';
import { partnershipAdText, THIRD_PARTY_AD_TEXT, thirdPartyAdText } from '#shared/ads/labels.ts';
import { placeAds } from '#shared/ads/placement.ts';
import type { Pin, TargetingAttribution } from '#shared/types.ts';

const on = { firstParty: true, thirdParty: true };
const names = { locales: { 'fr-CA': 'French (Canada)' }, countries: { US: 'United States' } };
const pin = (id: number, over: Partial<Pin> = {}) =>
  ({
    entityId: String(id),
    isPromoted: false,
    promoter: null,
    pinner: { fullName: 'Pinner', username: 'pinner' },
    ...over,
  }) as unknown as Pin;
const ad = (id: number) => pin(id, { isPromoted: true, promoter: { fullName: 'Acme', username: 'acme' } as Pin['promoter'] });

describe('ad slots in feeds', () => {
  it('puts ads only at the fixed slots, organic pins in order elsewhere', () => {
    const pins = [ad(100), ...Array.from({ length: 10 }, (_, i) => pin(i)), ad(101)];
    const placed = placeAds(pins, [2, 9]);
    expect(placed.map((p) => p.entityId)).toEqual(['0', '1', '100', '2', '3', '4', '5', '6', '7', '101', '8', '9']);
  });

  it('fills slots with organic pins when a page has no ads left', () => {
    expect(placeAds([pin(1), pin(2), pin(3), pin(4)], [1]).map((p) => p.entityId)).toEqual(['1', '2', '3', '4']);
  });

  it("does not deliver ads beyond the page's slots, and never repeats a pin", () => {
    const placed = placeAds([ad(1), ad(2), ad(3), pin(4), pin(5), pin(6)], [0, 2]);
    expect(placed.map((p) => p.entityId)).toEqual(['1', '4', '2', '5', '6']);
  });
});

describe('A11, A61: "Why you\'re seeing this ad" signals, at most four (pin-card: Pins, boards and viewers, Constants)', () => {
  it.each<[string, TargetingAttribution, typeof on, string[]]>([
    [
      'A61: keeps the first four non-empty signals in spec order',
      { customerList: true, lookalike: false, engagement: true, matchedAgeBucket: '25-34', matchedDevice: 'AppType_WEB', geoRegion: 'US' },
      on,
      ["You're on a customer list that Acme shared with us", "You've engaged with Acme's Pins", 'Your age: 25-34', 'Your device: Web'],
    ],
    [
      'never shows an unspecified gender (pin-card: Display rules)',
      { matchedGender: 'unspecified', matchedDevice: 'AppType_WEB_MOBILE' },
      on,
      ['Your device: Mobile Web'],
    ],
    ['shows FEMALE as Female', { matchedGender: 'FEMALE' }, on, ['Your gender: Female']],
    ['shows male as Male', { matchedGender: 'male' }, on, ['Your gender: Male']],
    [
      'names a locale and a country from the lists',
      { matchedLocale: 'fr-CA', geoRegion: 'US' },
      on,
      ['Your language: French (Canada)', 'Your location: United States'],
    ],
    ['skips empty strings', { matchedInterest: ' ', matchedKeyword: 'easy dinner' }, on, ['You searched for "easy dinner"']],
    [
      'drops activity signals when first-party personalization is off',
      { engagement: true, matchedInterest: 'Pottery', matchedAgeBucket: '18-24' },
      { firstParty: false, thirdParty: true },
      ['Your age: 18-24'],
    ],
    [
      'drops advertiser data when third-party personalization is off',
      { customerList: true, visitor: true, engagement: true },
      { firstParty: true, thirdParty: false },
      ["You've engaged with Acme's Pins"],
    ],
    [
      'keeps at most four even after filtering',
      { gpsLocation: true, matchedAgeBucket: '65+', matchedLocale: 'xx', matchedGender: 'female', matchedDevice: 'AppType_WEB_DENZEL', geoPostalCode: '10001' },
      { firstParty: false, thirdParty: false },
      ['You were recently near a place Acme wants to reach', 'Your age: 65+', 'Your language: xx', 'Your gender: Female'],
    ],
  ])('%s', (_what, attribution, settings, texts) => {
    expect(adSignals(attribution, 'Acme', settings, names).map((s) => s.text)).toEqual(texts);
  });

  it('has no signals without targeting data', () => {
    expect(adSignals(undefined, 'Acme', on, names)).toEqual([]);
  });

  it.each([
    ['AppType_WEB', 'Web'],
    ['AppType_WEB_DENZEL', 'Web'],
    ['AppType_WEB_MOBILE', 'Mobile Web'],
  ])('device %s displays as %s (pin-card: Pins, boards and viewers)', (code, name) => {
    expect(deviceName(code)).toBe(name);
  });

  it.each([
    ['FEMALE', 'Female'],
    ['MALE', 'Male'],
    ['unspecified', null],
    ['UNSPECIFIED', null],
  ])('gender %s displays as %s (pin-card: Pins, boards and viewers)', (code, name) => {
    expect(genderName(code)).toBe(name);
  });

  it('says the promoter paid for the placement (pin-card: Errors and messages)', () => {
    expect(paidPlacementText(promoterName(ad(1)))).toBe("Acme has paid to have this pin show up where you'd be more likely to notice it.");
  });

  it.each([
    [on, ['We use your activity', 'Advertisers and our partners may also share']],
    [{ firstParty: false, thirdParty: true }, ["You've turned off ads personalized with your activity", 'Advertisers and our partners may also share']],
    [{ firstParty: true, thirdParty: false }, ['We use your activity', "You've turned off ads personalized with info from advertisers"]],
    [
      { firstParty: false, thirdParty: false },
      ["You've turned off ads personalized with your activity", "You've turned off ads personalized with info from advertisers"],
    ],
  ])('words personalization by the settings %o (pin-card: Roles)', (settings, starts) => {
    const wording = personalizationWording(settings);
    starts.forEach((start, i) => expect(wording[i].startsWith(start)).toBe(true));
  });
});

describe('ad wording on the card (pin-card: Card states and the save flow, Errors and messages)', () => {
  const thirdParty = (over: Pin['thirdPartyAdAttributes'] = {}) =>
    pin(1, { isThirdPartyAd: true, thirdPartyAdAttributes: { promotedIsPersonalized: true, ...over } });
  it.each([
    ['a personalized third-party ad', thirdParty(), on, THIRD_PARTY_AD_TEXT],
    ['one that is not personalized', thirdParty({ promotedIsPersonalized: false }), on, null],
    ['a viewer who turned third-party personalization off', thirdParty(), { firstParty: true, thirdParty: false }, null],
    ['a first-party ad', ad(1), on, null],
  ])('third-party wording for %s', (_what, p, settings, text) => {
    expect(thirdPartyAdText(p, settings)).toBe(text);
  });

  it.each([
    [
      { isEligibleForPromotedPartnership: true, promotedPartnershipAdvertiserName: 'Acme', promotedPartnershipAttributionName: 'Atlas Commerce' },
      'Paid partnership between Acme and Atlas Commerce',
    ],
    [{ isEligibleForPromotedPartnership: false, promotedPartnershipAdvertiserName: 'Acme', promotedPartnershipAttributionName: 'Atlas Commerce' }, null],
    [{ isEligibleForPromotedPartnership: true, promotedPartnershipAdvertiserName: 'Acme' }, null],
  ])('partnership text for %o', (attrs, text) => {
    expect(partnershipAdText(pin(1, { thirdPartyAdAttributes: attrs }))).toBe(text);
  });
});

describe('attribution source requests (experiences: Calls, Errors, Constants)', () => {
  const promoted = { entityId: '5', advertiserId: '549755800028', campaignId: '626743000017', adDestinationUrl: 'https://shop.example/x?utm=1', link: null };
  it.each([
    ['click', '604800', '2'],
    ['view', '86400', '1'],
  ] as const)('B24: asks for a %s source with expiry %s and priority %s', (type, expiry, priority) => {
    const query = new URL(`https://site.test${attributionSourcePath(promoted, type, '77', null)}`).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      source_event_id: '77',
      destination: '["https://shop.example"]',
      expiry,
      priority,
      advertiser_id: '549755800028',
      campaign_id: '626743000017',
      source_event_type: type,
    });
    const check = checkAttributionQuery(query);
    expect(check.ok).toBe(true);
  });

  it('B24: adds the hostname on non-default hosts, and has no url for a pin without a campaign', () => {
    expect(attributionSourcePath(promoted, 'view', '1', 'localhost')).toContain('hostname=localhost');
    expect(attributionSourcePath({ ...promoted, campaignId: undefined }, 'view', '1', null)).toBeNull();
  });

  it('B24: registers only eligible destinations: an http or unparsable destination asks for nothing (experiences: Errors)', () => {
    expect(attributionSourcePath({ ...promoted, adDestinationUrl: 'http://shop.example/x' }, 'click', '1', null)).toBeNull();
    expect(attributionSourcePath({ ...promoted, adDestinationUrl: 'not a url' }, 'view', '1', null)).toBeNull();
  });

  it.each([
    ['event-source, trigger', true],
    ['navigation-source', true],
    ['trigger', false],
    [null, false],
  ])('eligibility header %s -> %s', (header, eligible) => {
    expect(isAttributionEligible(header)).toBe(eligible);
  });
});
