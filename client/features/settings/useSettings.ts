// The viewer's settings on a settings page: the stored values the page came with (its data, so the server's
// HTML and the first client render agree), saved on each change with JavaScript, and the page's message,
// starting from what a settings form posted without JavaScript left (its flash, worker/api/forms.ts).

import { useSignal } from '@preact/signals-react';
import { patchResource, ResourceCallError } from '#client/lib/resource.ts';
import { type FormFlash, flashFor } from '#shared/forms.ts';
import { SETTINGS_SAVED, type SettingsChange, type UserSettings } from '#shared/settings.ts';

export function useSettings(stored: UserSettings, flash: FormFlash | undefined) {
  const posted = flashFor(flash, 'UserSettingsResource', 'update');
  const settings = useSignal<UserSettings>(stored);
  const message = useSignal<string | null>(posted?.done ? SETTINGS_SAVED : null);
  const error = useSignal<string | null>(posted?.error ?? null);
  /** Saves a change; rolls back the shown value when the server refuses it. */
  const save = async (change: SettingsChange, surfaceTag: string) => {
    const before = settings.value;
    settings.value = { ...before, ...change } as UserSettings;
    message.value = null;
    error.value = null;
    try {
      const { data } = await patchResource('UserSettingsResource', { ...change, surface_tag: surfaceTag });
      settings.value = data.settings;
      message.value = SETTINGS_SAVED;
    } catch (e) {
      settings.value = before;
      error.value = e instanceof ResourceCallError ? e.message : 'Your settings could not be saved.';
    }
  };
  return { settings, message, error, save };
}
