// Cookie consent (docs/rules/experiences.md#cookie-consent-banner-spec-001-21, docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#roles-spec-001-6): where it is needed, how a visitor's choice is kept in a
// cookie, and what the viewer may be sent. One place for the rule every feature gates events on.

/** EU member states, the rest of the EEA, the UK and Switzerland: consent is needed there. */
export const CONSENT_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'GB',
  'CH',
]);

/** The cookie policy revision a choice is recorded against; a new revision asks again. */
export const COOKIE_POLICY_REVISION = '2026-11-01';

/** Where the cookie policy lives (docs/rules/experiences.md#cookie-consent-banner-spec-001-21: the banner links to it). */
export const COOKIE_POLICY_PATH = '/policy/cookies/';

/** The visitor's consent cookie. */
export const CONSENT_COOKIE = 'pb_consent';

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  personalization: boolean;
  /** When the choice was made, ms since the epoch. */
  givenAt: number;
  revision: string;
}

/** What the edge decided for this request; sent to the client on the viewer. */
export interface ViewerConsent {
  /** The country needs consent (or is unknown). */
  needed: boolean;
  /** A choice for the current policy revision exists. */
  given: boolean;
  /** May analytics events (impressions, clicks beyond what is strictly needed) be sent? */
  analytics: boolean;
  /** May marketing events (ad attribution) be sent? */
  marketing: boolean;
  personalization: boolean;
}

/** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: consent is needed in the EU/EEA, the UK and Switzerland, and when the country is unknown. */
export function consentNeeded(country: string | null | undefined): boolean {
  return !country || CONSENT_COUNTRIES.has(country.toUpperCase());
}

/** docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4: Accept all sets all three true; Reject all sets all three false. */
export function choiceFor(action: 'accept' | 'reject', now: number): ConsentChoice {
  const all = action === 'accept';
  return { analytics: all, marketing: all, personalization: all, givenAt: now, revision: COOKIE_POLICY_REVISION };
}

/** The cookie value of a choice: `a1.m0.p1.<givenAt>.<revision>`. */
export function encodeConsentCookie(c: ConsentChoice): string {
  return `a${Number(c.analytics)}.m${Number(c.marketing)}.p${Number(c.personalization)}.${c.givenAt}.${c.revision}`;
}

const COOKIE_FORMAT = /^a([01])\.m([01])\.p([01])\.(\d{1,15})\.(\d{4}-\d{2}-\d{2})$/;

/** Parses a consent cookie; anything malformed is no choice at all. */
export function parseConsentCookie(value: string | null | undefined): ConsentChoice | null {
  const m = COOKIE_FORMAT.exec(value ?? '');
  if (!m) return null;
  return { analytics: m[1] === '1', marketing: m[2] === '1', personalization: m[3] === '1', givenAt: Number(m[4]), revision: m[5] };
}

/**
 * The viewer's consent: where none is needed everything is allowed unless the person turned it off
 * (a choice under any policy revision: an opt-out is never asked again); else only what was chosen.
 */
export function resolveConsent(needed: boolean, choice: ConsentChoice | null): ViewerConsent {
  if (!needed) {
    return {
      needed,
      given: choice !== null,
      analytics: choice?.analytics ?? true,
      marketing: choice?.marketing ?? true,
      personalization: choice?.personalization ?? true,
    };
  }
  const current = choice && choice.revision === COOKIE_POLICY_REVISION ? choice : null;
  return {
    needed,
    given: current !== null,
    analytics: current?.analytics ?? false,
    marketing: current?.marketing ?? false,
    personalization: current?.personalization ?? false,
  };
}

/** Whether the banner belongs in this response: consent needed, not given, and never for bots. */
export function showConsentBanner(viewer: { isBot: boolean; consent?: ViewerConsent }): boolean {
  return !viewer.isBot && Boolean(viewer.consent?.needed) && !viewer.consent?.given;
}

/** Whether analytics events may be sent for this viewer (false until the edge has decided). */
export function mayTrackAnalytics(viewer: { isBot: boolean; consent?: ViewerConsent }): boolean {
  return !viewer.isBot && Boolean(viewer.consent?.analytics);
}

/** Whether marketing events (ad attribution) may be sent for this viewer. */
export function mayTrackMarketing(viewer: { isBot: boolean; consent?: ViewerConsent }): boolean {
  return !viewer.isBot && Boolean(viewer.consent?.marketing);
}
