// The /settings page: profile (name, username, about, avatar from the demo images or an upload of one's own, save
// behaviour), account (email, password) and appearance (light or dark), privacy and data (ad personalization, cookie choices,
// dark mode) and notifications. Every tab is real forms (worker/api/forms.ts) showing the member's stored values:
// before or without JavaScript they post and come back with their message; with it they save in place.
import { type FormEvent, type ReactNode, useState } from 'react';
import { callResource, ResourceCallError } from '#client/lib/resource.ts';
import type { PageData, SettingsTab } from '#shared/pages.ts';
import type { Viewer } from '#shared/types.ts';
import '#client/features/auth/auth.css';
import './settings.css';

import type { PageView } from '#client/app/pageTypes.ts';
import { AppearanceSettings } from '#client/features/settings/AppearanceSettings.tsx';
import { NotificationSettingsSection } from '#client/features/settings/NotificationSettingsSection.tsx';
import { OwnPhotoUpload } from '#client/features/settings/OwnPhotoUpload.tsx';
import { PrivacySettingsSection } from '#client/features/settings/PrivacySettingsSection.tsx';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { type FormFlash, flashFor, formAction } from '#shared/forms.ts';

type SettingsData = Extract<PageData, { kind: 'settings' }>;

/** The tabs of the settings page, in order. */
export const SETTINGS_TABS: Array<{ id: SettingsTab | string; label: string; href: string }> = [
  { id: 'profile', label: 'Public profile', href: '/settings/' },
  { id: 'account', label: 'Account management', href: '/settings/account/' },
  { id: 'privacy', label: 'Privacy and data', href: '/settings/privacy/' },
  { id: 'notifications', label: 'Notifications', href: '/settings/notifications/' },
];

/** A tab's form: its message, starting from what the same form posted without JavaScript left (its flash). */
function useForm(flash: FormFlash | undefined, done: string, run: (form: FormData) => Promise<unknown>) {
  const [status, setStatus] = useState<{ ok: string | null; error: string | null }>({ ok: flash?.done ? done : null, error: flash?.error ?? null });
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus({ ok: null, error: null });
    try {
      await run(new FormData(event.currentTarget));
      setStatus({ ok: done, error: null });
    } catch (e) {
      setStatus({ ok: null, error: e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE });
    }
  };
  const messages: ReactNode = (
    <>
      {status.ok && <p role="status">{status.ok}</p>}
      {status.error && (
        <p role="alert" className="auth-form__error">
          {status.error}
        </p>
      )}
    </>
  );
  return { onSubmit, messages };
}

function ProfileTab({ data, flash: pageFlash }: { data: SettingsData; flash?: FormFlash }) {
  const { me } = data;
  const flash = flashFor(pageFlash, 'UserProfileResource', 'update');
  const typed = flash?.values ?? {};
  const [avatar, setAvatar] = useState<string | null>(null);
  const { onSubmit, messages } = useForm(flash, 'Your profile is saved.', async (form) => {
    await callResource('UserProfileResource', 'update', {
      full_name: String(form.get('full_name') ?? ''),
      username: String(form.get('username') ?? ''),
      about: String(form.get('about') ?? ''),
      save_behavior: form.get('save_behavior') === '0' ? 0 : 1,
      ...(avatar ? { image_signature: avatar } : {}),
    });
  });
  return (
    <form className="settings__form" data-test-id="settings-profile" method="post" action={formAction('UserProfileResource', 'update')} onSubmit={onSubmit}>
      <fieldset className="settings__avatars">
        <legend>Photo</legend>
        {data.avatars.map((a, i) => (
          <label key={a.signature}>
            <input
              type="radio"
              name="image_signature"
              aria-label={`Photo ${i + 1}`}
              value={a.signature}
              defaultChecked={a.url === me.imageMediumUrl}
              onChange={() => setAvatar(a.signature)}
            />
            <img src={a.url} alt="" width={60} height={60} />
          </label>
        ))}
        <OwnPhotoUpload onUploaded={setAvatar} />
      </fieldset>
      <label>
        Name
        <input name="full_name" defaultValue={typed.full_name ?? me.fullName} maxLength={60} />
      </label>
      <label>
        Username
        <input name="username" defaultValue={typed.username ?? me.username} maxLength={30} pattern="[A-Za-z0-9_]{3,30}" required />
      </label>
      <label>
        About
        <textarea name="about" defaultValue={typed.about ?? me.about} maxLength={500} rows={3} />
      </label>
      <label>
        When I save
        <select name="save_behavior" defaultValue={typed.save_behavior ?? String(me.saveBehavior)}>
          <option value="1">Show my boards</option>
          <option value="0">Save to my profile</option>
        </select>
      </label>
      {messages}
      <button className="button button--primary" type="submit">
        Save
      </button>
    </form>
  );
}

function AccountTab({ data, flash: pageFlash }: { data: SettingsData; flash?: FormFlash }) {
  const flash = flashFor(pageFlash, 'UserAccountResource', 'update');
  const { onSubmit, messages } = useForm(flash, 'Your account is saved.', async (form) => {
    const next = String(form.get('new_password') ?? '');
    await callResource('UserAccountResource', 'update', {
      current_password: String(form.get('current_password') ?? ''),
      email: String(form.get('email') ?? ''),
      ...(next ? { new_password: next } : {}),
    });
  });
  return (
    <form className="settings__form" data-test-id="settings-account" method="post" action={formAction('UserAccountResource', 'update')} onSubmit={onSubmit}>
      <label>
        Email
        <input name="email" type="email" defaultValue={flash?.values?.email ?? data.me.email} maxLength={254} required />
      </label>
      <label>
        New password (leave empty to keep it)
        <input name="new_password" type="password" autoComplete="new-password" maxLength={256} />
      </label>
      <label>
        Current password
        <input name="current_password" type="password" autoComplete="current-password" maxLength={256} required />
      </label>
      {messages}
      <button className="button button--primary" type="submit">
        Save
      </button>
    </form>
  );
}

export function SettingsPage({ data, viewer, flash }: { data: SettingsData; viewer: Viewer; flash?: FormFlash }) {
  return (
    <section className="settings" data-test-id="settings-page">
      <nav className="settings__tabs" aria-label="Settings">
        {SETTINGS_TABS.map((t) => (
          <a key={t.id} href={t.href} aria-current={t.id === data.tab ? 'page' : undefined}>
            {t.label}
          </a>
        ))}
      </nav>
      <div className="settings__panel">
        <h1>{SETTINGS_TABS.find((t) => t.id === data.tab)?.label}</h1>
        {data.tab === 'account' ? (
          <>
            <AccountTab data={data} flash={flash} />
            <AppearanceSettings viewer={viewer} flash={flash} />
          </>
        ) : data.tab === 'privacy' ? (
          <PrivacySettingsSection viewer={viewer} stored={data.settings} flash={flash} />
        ) : data.tab === 'notifications' ? (
          <NotificationSettingsSection viewer={viewer} stored={data.settings} flash={flash} />
        ) : (
          <ProfileTab data={data} flash={flash} />
        )}
      </div>
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { settings: PageView<'settings'> } = {
  settings: ({ data, viewer, flash }) => <SettingsPage data={data} viewer={viewer} flash={flash} />,
};
