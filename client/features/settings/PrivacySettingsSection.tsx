// Privacy settings (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#calls-spec-001-7): the cookie choice, changeable as easily as it was given;
// ad personalization (signed in); dark mode. Mounted in the /settings page's tab list.
import { useSignals } from '@preact/signals-react/runtime';
import { ThemeToggle } from '#client/features/theme/ThemeToggle.tsx';
import { COOKIE_POLICY_PATH } from '#shared/consent.ts';
import type { UserSettings } from '#shared/settings.ts';
import type { Viewer } from '#shared/types.ts';
import { useSettings } from './useSettings.ts';
import './privacySettings.css';

const COOKIE_ROWS = [
  ['allow_analytic_cookies', 'Analytics cookies'],
  ['allow_marketing_cookies', 'Marketing cookies'],
  ['allow_personalization_cookies', 'Personalization cookies'],
] as const;

const AD_ROWS = [
  ['ad_personalization_first_party', 'Use your activity on Pinboard to personalise ads'],
  ['ad_personalization_third_party', 'Use information from our partners to personalise ads'],
] as const;

export function PrivacySettingsSection({ viewer }: { viewer: Viewer }) {
  useSignals();
  const { settings, message, save } = useSettings();
  const s: UserSettings = settings.value ?? {};
  const cookies = {
    allow_analytic_cookies: Boolean(s.allow_analytic_cookies),
    allow_marketing_cookies: Boolean(s.allow_marketing_cookies),
    allow_personalization_cookies: Boolean(s.allow_personalization_cookies),
  };
  return (
    <section className="settings-section" aria-labelledby="privacy-settings-title" data-test-id="privacy-settings">
      <h2 id="privacy-settings-title">Privacy and data</h2>
      <fieldset disabled={!settings.value}>
        <legend>
          Cookies (<a href={COOKIE_POLICY_PATH}>cookie policy</a>)
        </legend>
        {COOKIE_ROWS.map(([key, label]) => (
          <label key={key} className="settings-section__row">
            <input type="checkbox" checked={cookies[key]} onChange={(e) => void save({ ...cookies, [key]: e.currentTarget.checked }, 'settings_privacy')} />
            {label}
          </label>
        ))}
      </fieldset>
      {viewer.isAuth && (
        <fieldset disabled={!settings.value}>
          <legend>Ads personalization</legend>
          {AD_ROWS.map(([key, label]) => (
            <label key={key} className="settings-section__row">
              <input type="checkbox" checked={s[key] ?? true} onChange={(e) => void save({ [key]: e.currentTarget.checked }, 'settings_privacy')} />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      <ThemeToggle viewer={viewer} surfaceTag="settings_privacy" />
      {message.value && <p role="status">{message.value}</p>}
    </section>
  );
}
