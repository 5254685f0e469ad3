// Loads the viewer's settings from UserSettingsResource and saves changes, with the saved state
// and a message for the person when saving fails.

import { useSignal } from '@preact/signals-react';
import { useEffect } from 'react';
import { getResource, patchResource, ResourceCallError } from '#client/lib/resource.ts';
import type { SettingsChange, UserSettings } from '#shared/settings.ts';

export function useSettings() {
  const settings = useSignal<UserSettings | null>(null);
  const message = useSignal<string | null>(null);
  useEffect(() => {
    getResource('UserSettingsResource', {})
      .then(({ data }) => (settings.value = data.settings))
      .catch(() => (message.value = 'Your settings could not be loaded.'));
  }, []);
  /** Saves a change; rolls back the shown value when the server refuses it. */
  const save = async (change: SettingsChange, surfaceTag: string) => {
    const before = settings.value;
    settings.value = { ...(before ?? {}), ...change } as UserSettings;
    message.value = null;
    try {
      const { data } = await patchResource('UserSettingsResource', { ...change, surface_tag: surfaceTag });
      settings.value = data.settings;
      message.value = 'Saved';
    } catch (error) {
      settings.value = before;
      message.value = error instanceof ResourceCallError ? error.message : 'Your settings could not be saved.';
    }
  };
  return { settings, message, save };
}
