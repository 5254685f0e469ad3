// The login and sign-up forms, used by the /login and /signup pages and by the modal. On success
// the page loads again (the new session cookie gives a fresh viewer). Each is a real form posting
// to its resource (worker/api/forms.ts), so it works before and without JavaScript; `flash` is the
// outcome of such a post (its error and the typed values).
import { type FormEvent, useState } from 'react';
import { callResource, ResourceCallError } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { type FormFlash, flashFor, formAction } from '#shared/forms.ts';
import { loginNext } from '#shared/onboarding/path.ts';
import { EMAIL_TAKEN, signUpErrorField, USERNAME_RULE, usernameAdvice } from '#shared/users/signUpWords.ts';
import { PasswordField } from './PasswordField.tsx';

const message = (e: unknown) => (e instanceof ResourceCallError || e instanceof Error ? e.message : SERVER_ERROR_MESSAGE);

function useSubmit(run: (form: FormData) => Promise<void>, flash: FormFlash | undefined) {
  const [error, setError] = useState<string | null>(flash?.error ?? null);
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await run(new FormData(event.currentTarget));
    } catch (e) {
      setError(message(e));
      setBusy(false);
    }
  }
  return { error, busy, onSubmit };
}

const field = (form: FormData, name: string) => String(form.get(name) ?? '');

interface FormProps {
  onDone: () => void;
  /** Where the form goes after success without JavaScript (a same-origin path). */
  next?: string;
  flash?: FormFlash;
}

export function LoginForm({ onDone, next, flash: pageFlash }: FormProps) {
  const flash = flashFor(pageFlash, 'UserSessionResource', 'create');
  const { error, busy, onSubmit } = useSubmit(async (form) => {
    await callResource('UserSessionResource', 'create', { username_or_email: field(form, 'username_or_email'), password: field(form, 'password') });
    onDone();
  }, flash);
  return (
    <form className="auth-form" data-test-id="login-form" method="post" action={formAction('UserSessionResource', 'create')} onSubmit={onSubmit}>
      {next && <input type="hidden" name="next" value={next} />}
      <label>
        Email or username
        <input name="username_or_email" autoComplete="username" required maxLength={254} defaultValue={flash?.values?.username_or_email} />
      </label>
      <PasswordField autoComplete="current-password" />
      {error && (
        <p className="auth-form__error" role="alert">
          {error}
        </p>
      )}
      <button className="button button--primary" type="submit" disabled={busy}>
        Log in
      </button>
      <a className="auth-form__link" href="/password/reset/">
        Forgot your password?
      </a>
    </form>
  );
}

export function SignupForm({ onDone, next, flash: pageFlash }: FormProps) {
  const flash = flashFor(pageFlash, 'UserRegisterResource', 'create');
  const kept = (name: string) => flash?.values?.[name];
  const { error, busy, onSubmit } = useSubmit(async (form) => {
    await callResource('UserRegisterResource', 'create', {
      email: field(form, 'email'),
      password: field(form, 'password'),
      username: field(form, 'username'),
      full_name: field(form, 'full_name'),
    });
    onDone();
  }, flash);
  // A refusal shows under the field it is about (a taken email under Email, with a link to log in instead).
  const errorField = error ? signUpErrorField(error) : null;
  const fieldError = (name: 'email' | 'username') =>
    error && errorField === name ? (
      <p className="auth-form__error" role="alert" id={`signup-${name}-error`} data-test-id={`signup-${name}-error`}>
        {error === EMAIL_TAKEN ? (
          <>
            An account with this email already exists. <a href={`/login/?next=${encodeURIComponent(loginNext(next))}`}>Try logging in</a>
          </>
        ) : (
          error
        )}
      </p>
    ) : null;
  return (
    <form className="auth-form" data-test-id="signup-form" method="post" action={formAction('UserRegisterResource', 'create')} onSubmit={onSubmit}>
      {next && <input type="hidden" name="next" value={next} />}
      <label>
        Email
        <input
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={kept('email')}
          aria-invalid={errorField === 'email' || undefined}
          aria-describedby={errorField === 'email' ? 'signup-email-error' : undefined}
        />
      </label>
      {fieldError('email')}
      <label>
        Username
        <input
          name="username"
          autoComplete="username"
          required
          pattern="[A-Za-z0-9_]{3,30}"
          title={USERNAME_RULE}
          maxLength={30}
          defaultValue={kept('username')}
          aria-describedby="signup-username-rule"
          aria-invalid={errorField === 'username' || undefined}
          onInput={(e) => e.currentTarget.setCustomValidity(usernameAdvice(e.currentTarget.value) ?? '')}
        />
      </label>
      <p className="auth-form__hint" id="signup-username-rule" data-test-id="signup-username-rule">
        {USERNAME_RULE}
      </p>
      {fieldError('username')}
      <label>
        Name
        <input name="full_name" autoComplete="name" maxLength={60} defaultValue={kept('full_name')} />
      </label>
      <PasswordField autoComplete="new-password" minLength={8} />
      {error && !errorField && (
        <p className="auth-form__error" role="alert">
          {error}
        </p>
      )}
      <button className="button button--primary" type="submit" disabled={busy}>
        Sign up
      </button>
    </form>
  );
}
