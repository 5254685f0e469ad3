// Privacy settings (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#calls-spec-001-7): the cookie choice, changeable as easily as it was given;
// ad personalization (signed in); dark mode. Mounted in the /settings page's tab list.
import { useSignals } from '@preact/signals-react/runtime';
import { ThemeToggle } from '#client/features/theme/ThemeToggle.tsx';
import { COOKIE_POLICY_PATH } from '#shared/consent.ts';
import { adPersonalizationRows, cookieChoiceOf, cookieRows, cookieSettings, flagChange, type UserSettings } from '#shared/settings.ts';
import type { Viewer } from '#shared/types.ts';
import { useSettings } from './useSettings.ts';
import './privacySettings.css';

export function PrivacySettingsSection({ viewer }: { viewer: Viewer }) {
  useSignals();
  const { settings, message, save } = useSettings();
  const s: UserSettings = settings.value ?? {};
  // A cookie choice is saved whole: the row changed and the other two as they are.
  const cookies = cookieSettings(cookieChoiceOf(s));
  return (
    <section className="settings-section" aria-labelledby="privacy-settings-title" data-test-id="privacy-settings">
      <h2 id="privacy-settings-title">Privacy and data</h2>
      <fieldset disabled={!settings.value}>
        <legend>
          Cookies (<a href={COOKIE_POLICY_PATH}>cookie policy</a>)
        </legend>
        {cookieRows(s).map(({ key, label, on }) => (
          <label key={key} className="settings-section__row">
            <input type="checkbox" checked={on} onChange={(e) => void save({ ...cookies, [key]: e.currentTarget.checked }, 'settings_privacy')} />
            {label}
          </label>
        ))}
      </fieldset>
      {viewer.isAuth && (
        <fieldset disabled={!settings.value}>
          <legend>Ads personalization</legend>
          {adPersonalizationRows(s).map(({ key, label, on }) => (
            <label key={key} className="settings-section__row">
              <input type="checkbox" checked={on} onChange={(e) => void save(flagChange(key, e.currentTarget.checked), 'settings_privacy')} />
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
