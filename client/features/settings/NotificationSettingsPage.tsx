// /settings/notifications as a page of its own, split off the settings page for the members the
// settings_notifications_split experiment enrolls (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): the notification settings alone, in
// their own chunk, with a way back to the rest of the settings.
import type { PageView } from '#client/app/pageTypes.ts';
import type { FormFlash } from '#shared/forms.ts';
import type { UserSettings } from '#shared/settings.ts';
import type { Viewer } from '#shared/types.ts';
import { NotificationSettingsSection } from './NotificationSettingsSection.tsx';
import './settings.css';

export function NotificationSettingsPage({ viewer, stored, flash }: { viewer: Viewer; stored: UserSettings; flash?: FormFlash }) {
  return (
    <section className="settings" data-test-id="notification-settings-page">
      <div className="settings__panel">
        <p>
          <a href="/settings/">All settings</a>
        </p>
        <h1>Notification settings</h1>
        <NotificationSettingsSection viewer={viewer} stored={stored} flash={flash} />
      </div>
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { notificationSettings: PageView<'notificationSettings'> } = {
  notificationSettings: ({ data, viewer, flash }) => <NotificationSettingsPage viewer={viewer} stored={data.settings} flash={flash} />,
};
