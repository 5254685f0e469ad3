// Notification settings of a signed-in user (kept in users.settings.notifications), from the member's stored
// settings; a real form (./SettingSwitches.tsx), so it works before and without JavaScript.
import { useSignals } from '@preact/signals-react/runtime';
import type { FormFlash } from '#shared/forms.ts';
import { notificationChange, notificationRows, notificationsChange, type UserSettings } from '#shared/settings.ts';
import type { Viewer } from '#shared/types.ts';
import { SettingSwitches } from './SettingSwitches.tsx';
import { SettingsMessages } from './SettingsMessages.tsx';
import { useSettings } from './useSettings.ts';
import './privacySettings.css';

const SURFACE = 'settings_notifications';

export function NotificationSettingsSection({ viewer, stored, flash }: { viewer: Viewer; stored: UserSettings; flash?: FormFlash }) {
  useSignals();
  const { settings, message, error, save } = useSettings(stored, flash);
  if (!viewer.isAuth) return null;
  const current = settings.value;
  const rows = notificationRows(current);
  return (
    // The page's h1 (the Notifications tab, or the page of its own) names this section: no second heading.
    <section className="settings-section" aria-label="Notifications" data-test-id="notification-settings">
      <SettingSwitches
        legend="Which notifications you get"
        rows={rows}
        surfaceTag={SURFACE}
        testId="notification-settings-form"
        onChange={(key, on) => void save(notificationChange(current, key, on), SURFACE)}
        onSave={() => void save(notificationsChange(rows), SURFACE)}
      />
      <SettingsMessages message={message.value} error={error.value} />
    </section>
  );
}
