// The dark mode switch (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4): saves the choice (a cookie, and the user's settings when
// signed in) and reloads, so the next page renders in the new theme from its first byte. A real form: without
// JavaScript it posts to UserSettingsResource update and the worker sends the person back to the page. It shows
// its state in words (On/Off), as the page's theme is once hydrated (a system theme the browser decides).
import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { patchResource } from '#client/lib/resource.ts';
import { formAction } from '#shared/forms.ts';
import { darkModeChange } from '#shared/settings.ts';
import type { Viewer } from '#shared/types.ts';
import './theme.css';

/** Whether the page is dark now (for "system", the media query decides). */
export function isDarkNow(viewer: Viewer): boolean {
  if (viewer.theme === 'dark') return true;
  return viewer.theme === 'system' && typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

export function ThemeToggle({ viewer, surfaceTag = 'theme_toggle', className = 'button' }: { viewer: Viewer; surfaceTag?: string; className?: string }) {
  useSignals();
  const error = useSignal<string | null>(null);
  const dark = viewer.theme === 'dark';
  const [shownDark, setShownDark] = useState(dark);
  useEffect(() => setShownDark(isDarkNow(viewer)), [viewer]);
  const toggle = async () => {
    try {
      await patchResource('UserSettingsResource', { ...darkModeChange(!isDarkNow(viewer)), surface_tag: surfaceTag });
      window.location.reload();
    } catch {
      error.value = 'Dark mode could not be changed. Please try again.';
    }
  };
  return (
    <form
      className="theme-toggle"
      method="post"
      action={formAction('UserSettingsResource', 'update')}
      onSubmit={(e) => {
        e.preventDefault();
        void toggle();
      }}
    >
      {/* Without JavaScript the server cannot see a system theme: the switch turns dark on unless it is on. */}
      {Object.entries(darkModeChange(!dark)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value)} />
      ))}
      <input type="hidden" name="surface_tag" value={surfaceTag} />
      <button type="submit" role="switch" aria-checked={shownDark} className={`${className} theme-toggle__button`} data-test-id="theme-toggle">
        Dark mode
        <span className={`theme-toggle__state${shownDark ? ' theme-toggle__state--on' : ''}`} aria-hidden="true" data-test-id="theme-toggle-state">
          {shownDark ? 'On' : 'Off'}
        </span>
      </button>
      {error.value && <span role="alert">{error.value}</span>}
    </form>
  );
}
