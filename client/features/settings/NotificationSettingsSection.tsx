// Notification settings of a signed-in user (kept in users.settings.notifications).
import { useSignals } from '@preact/signals-react/runtime';
import type { Viewer } from '#shared/types.ts';
import { useSettings } from './useSettings.ts';
import './privacySettings.css';

const ROWS = [
  ['email_activity', 'Email me about activity on my pins and boards'],
  ['email_news', 'Email me news and ideas'],
  ['push_activity', 'Push notifications about activity'],
] as const;

export function NotificationSettingsSection({ viewer }: { viewer: Viewer }) {
  useSignals();
  const { settings, message, save } = useSettings();
  if (!viewer.isAuth) return null;
  const current = settings.value?.notifications ?? {};
  return (
    <section className="settings-section" aria-labelledby="notification-settings-title" data-test-id="notification-settings">
      <h2 id="notification-settings-title">Notifications</h2>
      <fieldset disabled={!settings.value}>
        {ROWS.map(([key, label]) => (
          <label key={key} className="settings-section__row">
            <input
              type="checkbox"
              checked={current[key] ?? true}
              onChange={(e) => void save({ notifications: { ...current, [key]: e.currentTarget.checked } }, 'settings_notifications')}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {message.value && <p role="status">{message.value}</p>}
    </section>
  );
}
