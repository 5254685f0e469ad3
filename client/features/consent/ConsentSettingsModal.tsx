// Let me choose (docs/rules/experiences.md#cookie-consent-banner-spec-001-21, docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4): analytics, marketing and personalization toggles, none
// pre-ticked, saved together.
import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { CookieChoice } from './saveConsent.ts';

const CATEGORIES: Array<{ key: keyof CookieChoice; label: string; detail: string }> = [
  { key: 'analytics', label: 'Analytics', detail: 'Count visits and clicks so we can improve the site.' },
  { key: 'marketing', label: 'Marketing', detail: 'Measure ads and show them on other sites.' },
  { key: 'personalization', label: 'Personalization', detail: 'Tailor ideas and ads to what you like.' },
];

export interface ConsentSettingsModalProps {
  busy: boolean;
  error: string | null;
  onSave: (choice: CookieChoice) => void;
  onClose: () => void;
}

export function ConsentSettingsModal({ busy, error, onSave, onClose }: ConsentSettingsModalProps) {
  useSignals();
  const choice = useSignal<CookieChoice>({ analytics: false, marketing: false, personalization: false });
  return (
    <div className="xp-overlay consent-modal" role="presentation">
      {/* The dialog holds the form (a form may not take the dialog role). */}
      <div className="xp-modal" role="dialog" aria-modal="true" aria-labelledby="consent-settings-title" data-test-id="consent-settings">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSave(choice.value);
          }}
        >
          <h2 id="consent-settings-title">Cookie settings</h2>
          {CATEGORIES.map(({ key, label, detail }) => (
            <label key={key} className="consent-modal__row">
              <input
                type="checkbox"
                name={key}
                checked={choice.value[key]}
                onChange={(event) => (choice.value = { ...choice.value, [key]: event.currentTarget.checked })}
              />
              <span>
                <strong>{label}</strong>
                <br />
                {detail}
              </span>
            </label>
          ))}
          {error && (
            <p className="consent__error" role="alert">
              {error}
            </p>
          )}
          <div className="xp-modal__actions">
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={busy}>
              Save choices
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
