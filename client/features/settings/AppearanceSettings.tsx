// Settings' Appearance: light or dark, a real form (UserSettingsResource update, as the header menu's Dark mode
// switch posts): without JavaScript it posts and the worker brings the person back; with it, it saves and reloads
// so the page renders in the chosen theme from its first byte.
import { type FormEvent, useState } from 'react';
import { patchResource } from '#client/lib/resource.ts';
import { type FormFlash, flashFor, formAction } from '#shared/forms.ts';
import { DARK_MODE_FIELD, darkModeChange, SETTINGS_SAVED } from '#shared/settings.ts';
import type { Viewer } from '#shared/types.ts';

export function AppearanceSettings({ viewer, flash }: { viewer: Viewer; flash?: FormFlash }) {
  const posted = flashFor(flash, 'UserSettingsResource', 'update');
  const [error, setError] = useState<string | null>(posted?.error ?? null);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const dark = new FormData(event.currentTarget).get(DARK_MODE_FIELD) === 'true';
    try {
      await patchResource('UserSettingsResource', { ...darkModeChange(dark), surface_tag: 'settings_appearance' });
      window.location.reload();
    } catch {
      setError('Your appearance could not be saved. Please try again.');
    }
  }
  return (
    <form
      className="settings__form"
      method="post"
      action={formAction('UserSettingsResource', 'update')}
      onSubmit={(e) => void onSubmit(e)}
      data-test-id="settings-appearance"
    >
      <input type="hidden" name="surface_tag" value="settings_appearance" />
      <fieldset className="settings__choices">
        <legend>
          <h2>Appearance</h2>
        </legend>
        <label>
          <input type="radio" name={DARK_MODE_FIELD} value="false" defaultChecked={viewer.theme !== 'dark'} /> Light
        </label>
        <label>
          <input type="radio" name={DARK_MODE_FIELD} value="true" defaultChecked={viewer.theme === 'dark'} /> Dark
        </label>
      </fieldset>
      {posted?.done && <p role="status">{SETTINGS_SAVED}</p>}
      {error && (
        <p role="alert" className="auth-form__error">
          {error}
        </p>
      )}
      <button className="button button--primary" type="submit">
        Save appearance
      </button>
    </form>
  );
}
