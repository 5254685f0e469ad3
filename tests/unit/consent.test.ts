// docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#roles-spec-001-6: where cookie consent is needed, the consent cookie, what a viewer may be sent,
// and the dark mode rule.
import { describe, expect, it } from 'vitest';
import * as consent from '#shared/consent.ts';
import { TIMING } from '#shared/experiences/constants.ts';
import { consentFromSettings, readSettings, resolveTheme } from '#shared/settings.ts';

describe('cookie consent (experiences: Lifecycle and behaviour)', () => {
  it.each([
    ['DE', true],
    ['FR', true],
    ['GB', true],
    ['CH', true],
    ['NO', true],
    ['US', false],
    ['JP', false],
    [null, true],
    ['', true],
  ])('a request from %j needs consent: %s', (country, needed) => {
    expect(consent.consentNeeded(country)).toBe(needed);
  });

  it('B2, B29: the toast after a choice shows 3000 ms (experiences: Constants)', () => {
    expect(TIMING.cookieToast).toBe(3000);
  });

  it('B2: Accept all sets all three true, Reject all all three false, with time and revision', () => {
    expect(consent.choiceFor('accept', 5)).toEqual({
      analytics: true,
      marketing: true,
      personalization: true,
      givenAt: 5,
      revision: consent.COOKIE_POLICY_REVISION,
    });
    expect(consent.choiceFor('reject', 5)).toMatchObject({ analytics: false, marketing: false, personalization: false });
  });

  it('round-trips the consent cookie and ignores a malformed one', () => {
    const choice = { analytics: true, marketing: false, personalization: true, givenAt: 1763700000000, revision: consent.COOKIE_POLICY_REVISION };
    expect(consent.parseConsentCookie(consent.encodeConsentCookie(choice))).toEqual(choice);
    for (const bad of ['', 'yes', 'a1.m1.p1', 'a2.m0.p0.1.2026-11-01', 'a1.m0.p0.1.2026-11-01;x']) expect(consent.parseConsentCookie(bad)).toBeNull();
  });

  it.each([
    ['consent not needed', false, null, { given: false, analytics: true, marketing: true }],
    [
      'not needed, marketing turned off',
      false,
      { ...consent.choiceFor('accept', 1), marketing: false },
      { given: true, analytics: true, marketing: false, personalization: true },
    ],
    ['not needed, rejected', false, consent.choiceFor('reject', 1), { given: true, analytics: false, marketing: false, personalization: false }],
    ['needed, no choice', true, null, { given: false, analytics: false, marketing: false }],
    ['needed, accepted', true, consent.choiceFor('accept', 1), { given: true, analytics: true, marketing: true }],
    ['needed, rejected', true, consent.choiceFor('reject', 1), { given: true, analytics: false, marketing: false }],
    ['needed, chosen under an old policy revision', true, { ...consent.choiceFor('accept', 1), revision: '2020-01-01' }, { given: false, analytics: false }],
  ])('B23: consent resolves from the choice, %s', (_what, needed, choice, expected) => {
    expect(consent.resolveConsent(needed, choice)).toMatchObject(expected);
  });

  it.each([
    [{ isBot: false, consent: consent.resolveConsent(true, null) }, true, false],
    [{ isBot: true, consent: consent.resolveConsent(true, null) }, false, false],
    [{ isBot: false, consent: consent.resolveConsent(false, null) }, false, true],
    [{ isBot: false }, false, false],
  ])('banner and analytics for %j: %s, %s', (viewer, banner, analytics) => {
    expect(consent.showConsentBanner(viewer)).toBe(banner);
    expect(consent.mayTrackAnalytics(viewer)).toBe(analytics);
    expect(consent.mayTrackMarketing(viewer)).toBe(analytics);
  });

  it('reads a choice from user settings, and broken settings as none', () => {
    expect(consentFromSettings(readSettings('{"allow_analytic_cookies":true,"cookie_consent_at":3,"cookie_policy_revision":"2026-11-01"}'))).toEqual({
      analytics: true,
      marketing: false,
      personalization: false,
      givenAt: 3,
      revision: '2026-11-01',
    });
    expect(consentFromSettings(readSettings('not json'))).toBeNull();
    expect(readSettings('{"dark_mode":"yes"}')).toEqual({});
  });
});

describe('dark mode (experiences: Lifecycle and behaviour, Roles)', () => {
  it.each([
    ['chosen dark', 'dark', undefined, false, 'dark'],
    ['chosen light over a saved flag', 'light', true, true, 'light'],
    ['the saved flag', undefined, true, false, 'dark'],
    ['saved off, experiment on', undefined, false, true, 'light'],
    ['the system preference with the experiment', undefined, undefined, true, 'system'],
    ['the system preference without the experiment', undefined, undefined, false, 'light'],
    ['a garbage cookie', 'purple', undefined, false, 'light'],
  ])('B18: %s', (_what, cookie, saved, inferenceAllowed, theme) => {
    expect(resolveTheme({ cookie, saved, inferenceAllowed })).toBe(theme);
  });
});
