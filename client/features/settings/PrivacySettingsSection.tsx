// Privacy settings (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4, docs/rules/experiences.md#calls-spec-001-7): the cookie choice, changeable as easily as it was given;
// ad personalization. Dark mode is Appearance, on the account tab, and nowhere else in settings. Mounted in the /settings page's tab list, from the member's stored
// settings; each part a real form (./SettingSwitches.tsx), so it works before and without JavaScript.
import { useSignals } from '@preact/signals-react/runtime';
import { COOKIE_POLICY_PATH } from '#shared/consent.ts';
import type { FormFlash } from '#shared/forms.ts';
import { adPersonalizationChange, adPersonalizationRows, cookieChoiceOf, cookieRows, cookieSettings, flagChange, type UserSettings } from '#shared/settings.ts';
import type { Viewer } from '#shared/types.ts';
import { SettingSwitches } from './SettingSwitches.tsx';
import { SettingsMessages } from './SettingsMessages.tsx';
import { useSettings } from './useSettings.ts';
import './privacySettings.css';

const SURFACE = 'settings_privacy';

export function PrivacySettingsSection({ viewer, stored, flash }: { viewer: Viewer; stored: UserSettings; flash?: FormFlash }) {
  useSignals();
  const { settings, message, error, save } = useSettings(stored, flash);
  const s = settings.value;
  // A cookie choice is saved whole: the row changed and the other two as they are.
  const cookies = cookieSettings(cookieChoiceOf(s));
  const ads = adPersonalizationRows(s);
  return (
    // The page's heading ("Privacy and data", the tab's h1) names this section: no second heading.
    <section className="settings-section" aria-label="Privacy and data" data-test-id="privacy-settings">
      <SettingSwitches
        legend={
          <>
            Cookies (<a href={COOKIE_POLICY_PATH}>cookie policy</a>)
          </>
        }
        rows={cookieRows(s)}
        surfaceTag={SURFACE}
        testId="cookie-settings"
        onChange={(key, on) => void save({ ...cookies, [key]: on }, SURFACE)}
        onSave={() => void save(cookies, SURFACE)}
      />
      {viewer.isAuth && (
        <SettingSwitches
          legend="Ads personalization"
          rows={ads}
          surfaceTag={SURFACE}
          testId="ad-personalization-settings"
          onChange={(key, on) => void save(flagChange(key, on), SURFACE)}
          onSave={() => void save(adPersonalizationChange(ads), SURFACE)}
        />
      )}
      <SettingsMessages message={message.value} error={error.value} />
    </section>
  );
}
