// Notification settings of a signed-in user (kept in users.settings.notifications).
import { useSignals } from '@preact/signals-react/runtime';
import { notificationChange, notificationRows } from '#shared/settings.ts';
import type { Viewer } from '#shared/types.ts';
import { useSettings } from './useSettings.ts';
import './privacySettings.css';

export function NotificationSettingsSection({ viewer }: { viewer: Viewer }) {
  useSignals();
  const { settings, message, save } = useSettings();
  if (!viewer.isAuth) return null;
  const current = settings.value ?? {};
  return (
    <section className="settings-section" aria-labelledby="notification-settings-title" data-test-id="notification-settings">
      <h2 id="notification-settings-title">Notifications</h2>
      <fieldset disabled={!settings.value}>
        {notificationRows(current).map(({ key, label, on }) => (
          <label key={key} className="settings-section__row">
            <input
              type="checkbox"
              checked={on}
              onChange={(e) => void save(notificationChange(current, key, e.currentTarget.checked), 'settings_notifications')}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {message.value && <p role="status">{message.value}</p>}
    </section>
  );
}
