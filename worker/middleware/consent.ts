// Edge decision of cookie consent and theme (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#roles-spec-001-6): whether this request needs consent
// (country in the EU/EEA, UK or Switzerland, or unknown), whether it was given (consent cookie or
// the signed-in user's settings), the theme of the first byte and a member's ad personalization. All
// read the same settings row, so one middleware sets them on the viewer; the page renders from it.
import type { MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import { CONSENT_COOKIE, consentNeeded, parseConsentCookie, resolveConsent } from '#shared/consent.ts';
import { inGroup } from '#shared/experiments.ts';
import { searchEngineOf } from '#shared/seo/searchLanding.ts';
import {
  adPersonalizationOf,
  consentFromSettings,
  darkModeExperiment,
  readSettings,
  resolveTheme,
  savedDarkMode,
  THEME_COOKIE,
  type UserSettings,
} from '#shared/settings.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import type { AppEnv } from '#worker/env.ts';
import { SEO_LANDING_COOKIE } from '#worker/lib/cookies.ts';
import { requestCookie } from '#worker/lib/requestCookies.ts';
import { readUserSettings } from '#worker/users/settingsStore.ts';

/** Development-only: forces the request's country (like pb_exp forces experiment groups). */
export const COUNTRY_COOKIE = 'pb_country';

export interface ConsentOptions {
  /** Whether the pb_country cookie is honoured (never in production). */
  allowCountryOverride: (env: Env) => boolean;
}

/** Adds `consent`, `theme` and a member's `adPersonalization` to `c.var.viewer`; must run after the viewer middleware. */
export function consent(options: ConsentOptions = { allowCountryOverride: (env) => env.ENVIRONMENT !== 'production' }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const viewer = c.var.viewer;
    let country = viewer.country;
    if (options.allowCountryOverride(c.env) && !viewer.isBot) {
      const forced = requestCookie(c, COUNTRY_COOKIE);
      if (forced && /^[A-Z]{2}$/.test(forced)) country = forced;
    }
    // The viewer middleware read the settings with the session (one statement fewer per page; docs/performance.md).
    const read = c.var.viewerSettings;
    const viewerId = viewerUserId(viewer);
    const settings: UserSettings | null =
      !viewer.isAuth || !viewerId ? null : read !== undefined ? readSettings(read) : await readUserSettings(c.env.DB, viewerId);
    // A bot's cookies change nothing it is shown (its pages are cached for every bot of its kind).
    const choice = viewer.isBot ? null : ((settings && consentFromSettings(settings)) ?? parseConsentCookie(requestCookie(c, CONSENT_COOKIE)));
    // docs/rules/experiences.md#roles-spec-001-6: a visitor whose visit landed from a search engine is in the SEO referrer group.
    const fromSearchEngine = !viewer.isAuth && !viewer.isBot && searchEngineOf(c.req.header('referer')) !== null;
    if (fromSearchEngine) setCookie(c, SEO_LANDING_COOKIE, '1', { path: '/', sameSite: 'Lax', secure: true, httpOnly: true });
    const experiment = darkModeExperiment(viewer.isAuth, fromSearchEngine || requestCookie(c, SEO_LANDING_COOKIE) === '1');
    c.set('viewer', {
      ...viewer,
      country,
      consent: resolveConsent(consentNeeded(country), choice),
      theme: viewer.isBot
        ? 'light'
        : resolveTheme({
            cookie: requestCookie(c, THEME_COOKIE),
            saved: settings ? savedDarkMode(settings) : undefined,
            inferenceAllowed: inGroup(viewer.experiments, experiment, 'enabled'),
          }),
      // A member's ad personalization, for the card's ad wording and the ad explanation (docs/rules/pin-card.md#roles-spec-000-6).
      ...(settings ? { adPersonalization: adPersonalizationOf(settings) } : {}),
    });
    await next();
  };
}
