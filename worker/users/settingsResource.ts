// UserSettingsResource (docs/rules/experiences.md#calls-spec-001-7): get and update the viewer's settings. Signed-in users keep
// them in users.settings; visitors may only make the cookie choice and the dark mode choice, kept
// in cookies. A cookie choice is recorded with its time, policy revision and surface_tag.
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import * as api from '#shared/api/users.ts';
import { CONSENT_COOKIE, COOKIE_POLICY_REVISION, type ConsentChoice, encodeConsentCookie, resolveConsent } from '#shared/consent.ts';
import {
  COOKIE_SETTING_KEYS,
  consentRecord,
  cookieChoiceOf,
  cookieSettings,
  darkModeChange,
  type SettingsChange,
  THEME_COOKIE,
  type UserSettings,
  VISITOR_SETTING_KEYS,
} from '#shared/settings.ts';
import { ApiError } from '#worker/api/errors.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import { implement } from '#worker/api/implement.ts';
import type { AppEnv } from '#worker/env.ts';
import { patchUserSettings, readUserSettings } from '#worker/users/settingsStore.ts';
import { logCookieChoice } from './cookieLog.ts';

/** A year: consent and theme choices are remembered that long in the browser. */
const CHOICE_MAX_AGE_S = 60 * 60 * 24 * 365;

function remember(c: Context<AppEnv>, name: string, value: string): void {
  setCookie(c, name, value, { path: '/', maxAge: CHOICE_MAX_AGE_S, sameSite: 'Lax', secure: true, httpOnly: true });
}

/** Settings of a visitor, as far as cookies hold them. */
function visitorSettings(c: Context<AppEnv>): UserSettings {
  const consent = c.var.viewer.consent;
  const theme = c.var.viewer.theme;
  return {
    ...(consent?.given ? cookieSettings(consent) : {}),
    ...(theme === 'dark' || theme === 'light' ? darkModeChange(theme === 'dark') : {}),
  };
}

export const UserSettingsResource = implement(api.UserSettingsResource, {
  get: async (c) => {
    const viewer = c.var.viewer;
    const viewerId = viewerUserId(viewer);
    const settings = viewerId ? await readUserSettings(c.env.DB, viewerId) : visitorSettings(c);
    return { data: { settings, consent: viewer.consent ?? null, theme: viewer.theme ?? 'light' } };
  },
  update: async (c, o) => {
    const viewer = c.var.viewer;
    const { surface_tag, ...changes } = o;
    const given = COOKIE_SETTING_KEYS.filter((k) => changes[k] !== undefined);
    if (given.length && given.length !== COOKIE_SETTING_KEYS.length) {
      throw new ApiError('invalid', `A cookie choice sets all of ${COOKIE_SETTING_KEYS.join(', ')} together.`);
    }
    const keys = (Object.keys(changes) as Array<keyof SettingsChange>).filter((k) => changes[k] !== undefined);
    if (!keys.length) throw new ApiError('invalid', 'There is nothing to change.');
    if (!viewer.id && keys.some((k) => !VISITOR_SETTING_KEYS.includes(k))) {
      throw new ApiError('unauthorized', 'Log in to change these settings.');
    }

    const now = Date.now();
    const patch: Partial<UserSettings> = { ...changes };
    let choice: ConsentChoice | null = null;
    if (given.length) {
      choice = { ...cookieChoiceOf(changes), givenAt: now, revision: COOKIE_POLICY_REVISION };
      Object.assign(patch, consentRecord(now, COOKIE_POLICY_REVISION, surface_tag ?? 'unknown'));
      remember(c, CONSENT_COOKIE, encodeConsentCookie(choice));
      logCookieChoice(c, choice, surface_tag ?? 'unknown');
    }
    if (changes.dark_mode !== undefined) remember(c, THEME_COOKIE, changes.dark_mode ? 'dark' : 'light');

    const viewerId = viewerUserId(viewer);
    const settings = viewerId ? await patchUserSettings(c.env.DB, viewerId, patch) : { ...visitorSettings(c), ...changes };
    const consent = choice ? resolveConsent(viewer.consent?.needed ?? true, choice) : (viewer.consent ?? null);
    return { data: { settings, consent } };
  },
});
