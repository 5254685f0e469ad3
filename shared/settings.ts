// User settings (the users.settings JSON column): cookie consent, dark mode, ad personalization
// and notifications. One schema for what is stored and one for an update; the dark mode rule.
import * as v from 'valibot';
import type { ConsentChoice } from './consent.ts';

const flag = v.optional(v.boolean());

/** What users.settings holds; unknown keys are dropped, missing ones take their defaults. */
export const UserSettingsSchema = v.object({
  allow_analytic_cookies: flag,
  allow_marketing_cookies: flag,
  allow_personalization_cookies: flag,
  /** When the cookie choice was made (ms) and against which policy revision. */
  cookie_consent_at: v.optional(v.number()),
  cookie_policy_revision: v.optional(v.string()),
  /** Where the cookie choice was made (docs/rules/experiences.md#calls-spec-001-7 surface_tag). */
  cookie_consent_surface: v.optional(v.string()),
  dark_mode: flag,
  ad_personalization_first_party: flag,
  ad_personalization_third_party: flag,
  notifications: v.optional(v.object({ email_activity: flag, email_news: flag, push_activity: flag })),
});
export type UserSettings = v.InferOutput<typeof UserSettingsSchema>;

/** docs/rules/experiences.md#calls-spec-001-7: PUT UserSettingsResource options; surface_tag says where the change was made. */
export const UserSettingsUpdateSchema = v.object({
  allow_analytic_cookies: flag,
  allow_marketing_cookies: flag,
  allow_personalization_cookies: flag,
  dark_mode: flag,
  ad_personalization_first_party: flag,
  ad_personalization_third_party: flag,
  notifications: v.optional(v.strictObject({ email_activity: flag, email_news: flag, push_activity: flag })),
  surface_tag: v.optional(v.pipe(v.string(), v.regex(/^[a-z_]{1,40}$/, 'surface_tag must be a short lower_snake name'))),
});
export const COOKIE_SETTING_KEYS = ['allow_analytic_cookies', 'allow_marketing_cookies', 'allow_personalization_cookies'] as const;

/** Reads the stored JSON; a broken value is the defaults, never an error. */
export function readSettings(json: string | null | undefined): UserSettings {
  try {
    const parsed = v.safeParse(UserSettingsSchema, JSON.parse(json ?? '{}'));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}

/** The consent choice kept in a user's settings, if one was made. */
export function consentFromSettings(s: UserSettings): ConsentChoice | null {
  if (s.cookie_consent_at === undefined || !s.cookie_policy_revision) return null;
  return {
    analytics: Boolean(s.allow_analytic_cookies),
    marketing: Boolean(s.allow_marketing_cookies),
    personalization: Boolean(s.allow_personalization_cookies),
    givenAt: s.cookie_consent_at,
    revision: s.cookie_policy_revision,
  };
}

/** The theme cookie: the browser's own dark flag (docs/rules/experiences.md#experience-data-spec-001-3 "a dark flag stored in browser storage"). */
export const THEME_COOKIE = 'pb_theme';

/** What `<html data-theme>` says: light, dark, or follow the system (`prefers-color-scheme`). */
export type Theme = 'light' | 'dark' | 'system';

/**
 * docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#roles-spec-001-6: dark mode is on when chosen (cookie) or saved (settings), or when the system
 * prefers dark and the viewer's inferred-dark-mode experiment allows it (then CSS decides).
 */
/**
 * docs/rules/experiences.md#roles-spec-001-6: the experiment that lets a system dark preference apply: lop_auth_inferred_config_dark_mode
 * for members; for visitors lop_unauth_inferred_config_dark_mode, or, for a visit that landed from
 * a search engine, the SEO referrer group's own experiment.
 */
export function darkModeExperiment(isAuth: boolean, seoLanding: boolean) {
  if (isAuth) return 'lop_auth_inferred_config_dark_mode' as const;
  return seoLanding ? ('lop_unauth_seo_referrer_dark_mode' as const) : ('lop_unauth_inferred_config_dark_mode' as const);
}

export function resolveTheme(input: { cookie: string | null | undefined; saved: boolean | undefined; inferenceAllowed: boolean }): Theme {
  if (input.cookie === 'dark' || input.cookie === 'light') return input.cookie;
  if (input.saved !== undefined) return input.saved ? 'dark' : 'light';
  return input.inferenceAllowed ? 'system' : 'light';
}
