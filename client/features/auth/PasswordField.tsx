// A password field with a show-password toggle (a button with aria-pressed), for the login and
// sign-up forms. The toggle appears once the page has hydrated; the field itself is a plain input,
// so the form posts the same with or without JavaScript.
import { useId, useState } from 'react';
import { useHydrated } from '#client/lib/useHydrated.ts';

export function PasswordField({ autoComplete, minLength }: { autoComplete: 'current-password' | 'new-password'; minLength?: number }) {
  const id = useId();
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  return (
    <div className="password-field">
      <label>
        Password
        <input id={id} name="password" type={shown ? 'text' : 'password'} autoComplete={autoComplete} required minLength={minLength} maxLength={256} />
      </label>
      {hydrated && (
        <button type="button" className="password-field__toggle" aria-controls={id} aria-pressed={shown} onClick={() => setShown(!shown)}>
          Show<span className="visually-hidden"> password</span>
        </button>
      )}
    </div>
  );
}
