// "Why you're seeing this ad" (docs/rules/pin-card.md#screens-and-routes-spec-000-2, docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3, docs/rules/pin-card.md#roles-spec-000-6, docs/rules/pin-card.md#errors-and-messages-spec-000-8): the targeting signals of a promoted pin
// reduced to the first four non-empty ones, their display text, and the wording that the
// viewer's first- and third-party ad personalization settings call for.
import { AD_EXPLANATION_MAX_SIGNALS } from '#shared/constants.ts';
import type { Pin, TargetingAttribution } from '#shared/types.ts';
import type { AdPersonalization } from './personalization.ts';

/** Display names for codes (from LocalesResource and CountriesResource). */
export interface NameLists {
  locales: Record<string, string>;
  countries: Record<string, string>;
}

type Source = 'firstParty' | 'thirdParty' | 'context';

/** Signals in the order of docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3, each with where its data comes from and its text. */
const SIGNALS: Array<{ key: keyof TargetingAttribution; source: Source; text: (value: string, promoter: string, names: NameLists) => string }> = [
  { key: 'customerList', source: 'thirdParty', text: (_, p) => `You're on a customer list that ${p} shared with us` },
  { key: 'lookalike', source: 'thirdParty', text: (_, p) => `You're similar to people on a customer list of ${p}` },
  { key: 'engagement', source: 'firstParty', text: (_, p) => `You've engaged with ${p}'s Pins` },
  { key: 'expandedTargeting', source: 'firstParty', text: () => 'Your activity suggests you may be interested in this' },
  { key: 'gpsLocation', source: 'context', text: (_, p) => `You were recently near a place ${p} wants to reach` },
  { key: 'visitor', source: 'thirdParty', text: (_, p) => `You've visited ${p}'s website` },
  { key: 'shoppingProspecting', source: 'firstParty', text: () => "You've shown interest in products like this" },
  { key: 'personaMatch', source: 'firstParty', text: (_, p) => `Your interests are like those of people ${p} wants to reach` },
  { key: 'matchedAgeBucket', source: 'context', text: (v) => `Your age: ${v}` },
  { key: 'matchedLocale', source: 'context', text: (v, _, n) => `Your language: ${n.locales[v] ?? v}` },
  { key: 'matchedInterest', source: 'firstParty', text: (v) => `Your interest in ${v}` },
  { key: 'matchedGender', source: 'context', text: (v) => `Your gender: ${genderName(v)}` },
  { key: 'matchedDevice', source: 'context', text: (v) => `Your device: ${deviceName(v)}` },
  { key: 'matchedKeyword', source: 'firstParty', text: (v) => `You searched for "${v}"` },
  { key: 'geoRegion', source: 'context', text: (v, _, n) => `Your location: ${n.countries[v] ?? v}` },
  { key: 'geoPostalCode', source: 'context', text: (v) => `Your postal code: ${v}` },
];

/** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: AppType_WEB and AppType_WEB_DENZEL display as Web, AppType_WEB_MOBILE as Mobile Web. */
export function deviceName(value: string): string {
  if (value === 'AppType_WEB' || value === 'AppType_WEB_DENZEL') return 'Web';
  if (value === 'AppType_WEB_MOBILE') return 'Mobile Web';
  return value;
}

/** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: FEMALE and MALE display as Female and Male; anything else (unspecified) is hidden. */
export function genderName(value: string): string | null {
  const upper = value.toUpperCase();
  return upper === 'FEMALE' ? 'Female' : upper === 'MALE' ? 'Male' : null;
}

function isNonEmpty(key: keyof TargetingAttribution, value: unknown): value is string | true {
  if (value === true) return true;
  if (typeof value !== 'string' || !value.trim()) return false;
  // docs/rules/pin-card.md#display-rules-spec-000-5: an unspecified gender is never a reason.
  return key !== 'matchedGender' || genderName(value) !== null;
}

export interface AdSignal {
  key: keyof TargetingAttribution;
  text: string;
}

/**
 * The reasons shown: signals whose data source the viewer allows, first four non-empty ones
 * (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3, docs/rules/pin-card.md#constants-spec-000-9). Context signals (age, language, gender, device, location) always count.
 */
export function adSignals(attribution: TargetingAttribution | undefined, promoter: string, settings: AdPersonalization, names: NameLists): AdSignal[] {
  if (!attribution) return [];
  const out: AdSignal[] = [];
  for (const signal of SIGNALS) {
    if (out.length >= AD_EXPLANATION_MAX_SIGNALS) break;
    if (signal.source !== 'context' && !settings[signal.source]) continue;
    const value = attribution[signal.key];
    if (!isNonEmpty(signal.key, value)) continue;
    out.push({ key: signal.key, text: signal.text(value === true ? '' : value, promoter, names) });
  }
  return out;
}

/**
 * Why the ad was matched: its first non-empty targeting signal in the order above, whatever the
 * viewer's settings allow to be shown (those decide the explanation's wording, not the match); undefined without one.
 * @example adMatchReason({ matchedKeyword: 'tea', lookalike: true }) // 'lookalike'
 */
export function adMatchReason(attribution: TargetingAttribution | undefined): keyof TargetingAttribution | undefined {
  if (!attribution) return undefined;
  return SIGNALS.find((signal) => isNonEmpty(signal.key, attribution[signal.key]))?.key;
}

/** docs/rules/pin-card.md#errors-and-messages-spec-000-8: the paid-placement sentence. */
export function paidPlacementText(promoter: string): string {
  return `${promoter} has paid to have this pin show up where you'd be more likely to notice it.`;
}

/** The sentences about personalization, by the viewer's two settings (docs/rules/pin-card.md#roles-spec-000-6). */
export function personalizationWording(settings: AdPersonalization): string[] {
  return [
    settings.firstParty
      ? 'We use your activity on Pinboard, like the Pins you save and search for, to choose the ads you see.'
      : "You've turned off ads personalized with your activity on Pinboard, so we only used general info such as your language, device or location.",
    settings.thirdParty
      ? 'Advertisers and our partners may also share info with us, like visits to their websites, to help choose the ads you see.'
      : "You've turned off ads personalized with info from advertisers and our partners, so none was used.",
  ];
}

/** The promoter's display name: the promoter, else the pinner (docs/rules/pin-card.md#roles-spec-000-6: pins with a promoter are ads). */
export function promoterName(pin: Pick<Pin, 'promoter' | 'pinner'>): string {
  return (pin.promoter?.fullName || pin.promoter?.username || pin.pinner.fullName || pin.pinner.username).trim();
}

/** Where the explanation links, each opened in a new tab (docs/rules/pin-card.md#screens-and-routes-spec-000-2). */
export const AD_EXPLANATION_LINKS = [
  { label: 'Edit your personal information', href: '/settings/profile/' },
  { label: 'Review your privacy settings', href: '/settings/privacy/' },
  { label: 'Read our privacy policy', href: '/privacy/' },
  { label: 'Learn how to block accounts', href: '/help/block-accounts/' },
] as const;
