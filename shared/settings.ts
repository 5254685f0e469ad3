// User settings (the users.settings JSON column): the ONE typed definition of every setting (its key,
// type, default, who may set it and the settings page's label), the schemas derived from it and the
// accessors every reader uses. No other file spells a setting's key (tests/unit/settingsKeys.test.ts).
import * as v from 'valibot';
import type { AdPersonalization } from './ads/personalization.ts';
import type { ConsentChoice } from './consent.ts';
import { nestedField } from './forms.ts';

/** Who may set a setting: anyone (a visitor's choice lives in a cookie), members only, or the server alone (a record). */
type SetBy = 'visitor' | 'member' | 'server';

/** An on/off setting; a form posts it as true or false (worker/api/forms.ts). */
const flag = v.optional(v.boolean('must be true (on) or false (off)'));

/** The notification settings (users.settings.notifications), each on unless turned off. `email` names an email list. */
export const NOTIFICATION_SETTINGS = {
  email_activity: { label: 'Email me about activity on my pins and boards', default: true, email: 'activity emails (saves, follows, comments)' },
  email_news: { label: 'Email me news and ideas', default: true, email: 'news and inspiration emails' },
  push_activity: { label: 'Push notifications about activity', default: true, email: null },
} as const;
export type NotificationSetting = keyof typeof NOTIFICATION_SETTINGS;
const NOTIFICATION_KEYS = Object.keys(NOTIFICATION_SETTINGS) as NotificationSetting[];
const notificationFlags = Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, flag])) as Record<NotificationSetting, typeof flag>;

/** The email lists a member can unsubscribe from by a link (the notification settings with an `email` label). */
export type EmailList = { [K in NotificationSetting]: (typeof NOTIFICATION_SETTINGS)[K]['email'] extends string ? K : never }[NotificationSetting];
export const EMAIL_LISTS = NOTIFICATION_KEYS.filter((k): k is EmailList => NOTIFICATION_SETTINGS[k].email !== null);
/** How an email list is named to the person unsubscribing. */
export const emailListLabel = (list: EmailList): string => NOTIFICATION_SETTINGS[list].email;

/**
 * Every user setting. `schema` is what users.settings keeps; `update`, when given, what an update
 * may send instead (stricter). `default` is the value when none was saved (undefined: no choice,
 * the reader decides, as dark mode follows the system where allowed).
 */
export const USER_SETTINGS = {
  allow_analytic_cookies: { schema: flag, setBy: 'visitor', default: false, label: 'Analytics cookies' },
  allow_marketing_cookies: { schema: flag, setBy: 'visitor', default: false, label: 'Marketing cookies' },
  allow_personalization_cookies: { schema: flag, setBy: 'visitor', default: false, label: 'Personalization cookies' },
  /** When the cookie choice was made (ms) and against which policy revision. */
  cookie_consent_at: { schema: v.optional(v.number()), setBy: 'server', default: undefined },
  cookie_policy_revision: { schema: v.optional(v.string()), setBy: 'server', default: undefined },
  /** Where the cookie choice was made (docs/rules/experiences.md#calls-spec-001-7 surface_tag). */
  cookie_consent_surface: { schema: v.optional(v.string()), setBy: 'server', default: undefined },
  dark_mode: { schema: flag, setBy: 'visitor', default: undefined },
  ad_personalization_first_party: { schema: flag, setBy: 'member', default: true, label: 'Use your activity on Pinboard to personalise ads' },
  ad_personalization_third_party: { schema: flag, setBy: 'member', default: true, label: 'Use information from our partners to personalise ads' },
  notifications: {
    schema: v.optional(v.object(notificationFlags)),
    update: v.optional(v.strictObject(notificationFlags)),
    setBy: 'member',
    default: undefined,
  },
} as const satisfies Record<string, { schema: v.GenericSchema; update?: v.GenericSchema; setBy: SetBy; default: unknown; label?: string }>;

type Definitions = typeof USER_SETTINGS;
export type SettingKey = keyof Definitions;
const SETTING_KEYS = Object.keys(USER_SETTINGS) as SettingKey[];
type UpdatableKey = { [K in SettingKey]: Definitions[K]['setBy'] extends 'server' ? never : K }[SettingKey];
type UpdateEntries = { [K in UpdatableKey]: Definitions[K] extends { update: infer U } ? U : Definitions[K]['schema'] };

/** What users.settings holds; unknown keys are dropped, missing ones take their defaults. */
const UserSettingsSchema = v.object(
  Object.fromEntries(SETTING_KEYS.map((k) => [k, USER_SETTINGS[k].schema])) as { [K in SettingKey]: Definitions[K]['schema'] },
);
export type UserSettings = v.InferOutput<typeof UserSettingsSchema>;

const updateEntries = Object.fromEntries(
  SETTING_KEYS.filter((k) => USER_SETTINGS[k].setBy !== 'server').map((k) => {
    const d: { schema: v.GenericSchema; update?: v.GenericSchema } = USER_SETTINGS[k];
    return [k, d.update ?? d.schema];
  }),
) as UpdateEntries;

/** docs/rules/experiences.md#calls-spec-001-7: PUT UserSettingsResource options; surface_tag says where the change was made. */
export const UserSettingsUpdateSchema = v.object({
  ...updateEntries,
  surface_tag: v.optional(v.pipe(v.string(), v.regex(/^[a-z_]{1,40}$/, 'surface_tag must be a short lower_snake name'))),
});
export type SettingsChange = Omit<v.InferOutput<typeof UserSettingsUpdateSchema>, 'surface_tag'>;

/** The settings a signed-out visitor may change (kept in cookies); every other one asks to log in. */
export const VISITOR_SETTING_KEYS: readonly SettingKey[] = SETTING_KEYS.filter((k) => USER_SETTINGS[k].setBy === 'visitor');

/** Where each part of a cookie choice is kept. */
const CONSENT_KEYS = {
  analytics: 'allow_analytic_cookies',
  marketing: 'allow_marketing_cookies',
  personalization: 'allow_personalization_cookies',
} as const satisfies Record<'analytics' | 'marketing' | 'personalization', SettingKey>;
type CookieKey = (typeof CONSENT_KEYS)[keyof typeof CONSENT_KEYS];
export type CookieParts = Pick<ConsentChoice, keyof typeof CONSENT_KEYS>;
export const COOKIE_SETTING_KEYS: readonly CookieKey[] = Object.values(CONSENT_KEYS);

/** The settings that keep a cookie choice (what an update sends, and what a visitor's cookie says). */
export function cookieSettings(choice: CookieParts): Pick<UserSettings, CookieKey> {
  return {
    [CONSENT_KEYS.analytics]: choice.analytics,
    [CONSENT_KEYS.marketing]: choice.marketing,
    [CONSENT_KEYS.personalization]: choice.personalization,
  } as Pick<UserSettings, CookieKey>;
}

/** The cookie choice in a change, when the change makes one. */
export function cookieChoiceOf(s: Partial<Pick<UserSettings, CookieKey>>): CookieParts {
  return {
    analytics: Boolean(s[CONSENT_KEYS.analytics]),
    marketing: Boolean(s[CONSENT_KEYS.marketing]),
    personalization: Boolean(s[CONSENT_KEYS.personalization]),
  };
}

/** The record kept with a cookie choice: when, against which policy revision, and where it was made. */
export function consentRecord(
  at: number,
  revision: string,
  surface: string,
): Pick<UserSettings, 'cookie_consent_at' | 'cookie_policy_revision' | 'cookie_consent_surface'> {
  return { cookie_consent_at: at, cookie_policy_revision: revision, cookie_consent_surface: surface };
}

/** The two ad personalization settings as the ad explanation and the card read them. */
const AD_KEYS = { firstParty: 'ad_personalization_first_party', thirdParty: 'ad_personalization_third_party' } as const satisfies Record<
  keyof AdPersonalization,
  SettingKey
>;

/** docs/rules/pin-card.md#roles-spec-000-6: the viewer's ad personalization, each on unless turned off. */
export function adPersonalizationOf(s: UserSettings): AdPersonalization {
  return {
    firstParty: s[AD_KEYS.firstParty] ?? USER_SETTINGS[AD_KEYS.firstParty].default,
    thirdParty: s[AD_KEYS.thirdParty] ?? USER_SETTINGS[AD_KEYS.thirdParty].default,
  };
}

/** A row of the settings page: the setting, its form field, its label and whether it is on now. */
export interface SettingRow<K extends string> {
  key: K;
  /** The name its form field posts (worker/api/forms.ts reads it into the update's options). */
  field: string;
  label: string;
  on: boolean;
}

/** A settings page's message once a change is saved. */
export const SETTINGS_SAVED = 'Your settings are saved.';

/** The cookie rows of the privacy settings (off until chosen). */
export function cookieRows(s: UserSettings): Array<SettingRow<CookieKey>> {
  return COOKIE_SETTING_KEYS.map((key) => ({ key, field: key, label: USER_SETTINGS[key].label, on: s[key] ?? USER_SETTINGS[key].default }));
}

/** The ad personalization rows of the privacy settings. */
export function adPersonalizationRows(s: UserSettings): Array<SettingRow<(typeof AD_KEYS)[keyof typeof AD_KEYS]>> {
  const on = adPersonalizationOf(s);
  return (Object.keys(AD_KEYS) as Array<keyof typeof AD_KEYS>).map((part) => ({
    key: AD_KEYS[part],
    field: AD_KEYS[part],
    label: USER_SETTINGS[AD_KEYS[part]].label,
    on: on[part],
  }));
}

/** Whether a notification setting is on (on unless turned off). */
export function notificationOn(s: UserSettings, key: NotificationSetting): boolean {
  return s.notifications?.[key] ?? NOTIFICATION_SETTINGS[key].default;
}

/** Where the notification settings are kept (users.settings.notifications), as their form fields name it. */
const NOTIFICATIONS_KEY = 'notifications' satisfies SettingKey;

/** The notification rows of the settings. */
export function notificationRows(s: UserSettings): Array<SettingRow<NotificationSetting>> {
  return NOTIFICATION_KEYS.map((key) => ({
    key,
    field: nestedField(NOTIFICATIONS_KEY, key),
    label: NOTIFICATION_SETTINGS[key].label,
    on: notificationOn(s, key),
  }));
}

/** Every notification setting as the rows show it now, as one change (a notifications form's Save). */
export const notificationsChange = (rows: Array<SettingRow<NotificationSetting>>): SettingsChange => ({
  notifications: Object.fromEntries(rows.map((r) => [r.key, r.on])),
});

/** The ad personalization settings as the rows show them now, as one change (the form's Save). */
export const adPersonalizationChange = (rows: ReturnType<typeof adPersonalizationRows>): SettingsChange => Object.fromEntries(rows.map((r) => [r.key, r.on]));

/** A change of one notification setting, keeping the others as they are. */
export function notificationChange(s: UserSettings, key: NotificationSetting, on: boolean): SettingsChange {
  return { notifications: { ...s.notifications, [key]: on } };
}

/** A change of one setting of the privacy page (an ad personalization setting). */
export function flagChange(key: (typeof AD_KEYS)[keyof typeof AD_KEYS], on: boolean): SettingsChange {
  return { [key]: on };
}

/** The dark mode setting's name, as a form field names it. */
export const DARK_MODE_FIELD: SettingKey = 'dark_mode';

/** The dark mode choice as a change. */
export const darkModeChange = (dark: boolean): SettingsChange => ({ dark_mode: dark });

/** Whether the member chose dark (true), light (false) or nothing yet (undefined). */
export const savedDarkMode = (s: UserSettings): boolean | undefined => s.dark_mode;

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
  return { ...cookieChoiceOf(s), givenAt: s.cookie_consent_at, revision: s.cookie_policy_revision };
}

/** The theme cookie: the browser's own dark flag (docs/rules/experiences.md#experience-data-spec-001-3 "a dark flag stored in browser storage"). */
export const THEME_COOKIE = 'pb_theme';

/** What `<html data-theme>` says: light, dark, or follow the system (`prefers-color-scheme`). */
export type Theme = 'light' | 'dark' | 'system';

/**
 * docs/rules/experiences.md#roles-spec-001-6: the experiment that lets a system dark preference apply: lop_auth_inferred_config_dark_mode
 * for members; for visitors lop_unauth_inferred_config_dark_mode, or, for a visit that landed from
 * a search engine, the SEO referrer group's own experiment.
 */
export function darkModeExperiment(isAuth: boolean, seoLanding: boolean) {
  if (isAuth) return 'lop_auth_inferred_config_dark_mode' as const;
  return seoLanding ? ('lop_unauth_seo_referrer_dark_mode' as const) : ('lop_unauth_inferred_config_dark_mode' as const);
}

/**
 * docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#roles-spec-001-6: dark mode is on when chosen (cookie) or saved (settings), or when the system
 * prefers dark and the viewer's inferred-dark-mode experiment allows it (then CSS decides).
 */
export function resolveTheme(input: { cookie: string | null | undefined; saved: boolean | undefined; inferenceAllowed: boolean }): Theme {
  if (input.cookie === 'dark' || input.cookie === 'light') return input.cookie;
  if (input.saved !== undefined) return input.saved ? 'dark' : 'light';
  return input.inferenceAllowed ? 'system' : 'light';
}
