// The /login, /signup and /password/reset pages.
import { type FormEvent, useState } from 'react';
import { callResource, ResourceCallError } from '#client/lib/resource.ts';
import { onboardingUrl } from '#shared/onboarding/path.ts';
import { SITE_NAME } from '#shared/pages.ts';
import { safeNextPath } from '#shared/urls.ts';
import { LoginForm, SignupForm } from './AuthForms.tsx';
import './auth.css';
import type { PageView } from '#client/app/pageTypes.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { type FormFlash, flashFor, formAction } from '#shared/forms.ts';

/** After signing in or up: the page asked for when it is a same-origin path, else home. */
const go = (next: string) => () => window.location.assign(safeNextPath(next) ?? '/');

export function LoginPage({ next, flash }: { next: string; flash?: FormFlash }) {
  return (
    <section className="auth-page" data-test-id="login-page">
      <h1>Log in to {SITE_NAME}</h1>
      <LoginForm onDone={go(next)} next={safeNextPath(next) ?? '/'} flash={flash} />
      <p>
        Not on {SITE_NAME} yet? <a href={`/signup/?next=${encodeURIComponent(next)}`}>Sign up</a>
      </p>
    </section>
  );
}

export function SignupPage({ next, flash }: { next: string; flash?: FormFlash }) {
  const after = onboardingUrl(safeNextPath(next) ?? '/');
  return (
    <section className="auth-page" data-test-id="signup-page">
      <h1>Welcome to {SITE_NAME}</h1>
      <p>Find new ideas to try</p>
      <SignupForm onDone={() => window.location.assign(after)} next={after} flash={flash} />
      <p>
        Already a member? <a href={`/login/?next=${encodeURIComponent(next)}`}>Log in</a>
      </p>
    </section>
  );
}

const RESET_SENT = 'If an account uses this email, a reset link is on its way.';

export function PasswordResetPage({ token, flash: pageFlash }: { token: string | null; flash?: FormFlash }) {
  const flash = flashFor(pageFlash, 'PasswordResetResource', token ? 'update' : 'create');
  const [state, setState] = useState<{ error: string | null; done: string | null }>({ error: flash?.error ?? null, done: flash?.done ? RESET_SENT : null });
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      if (token) {
        await callResource('PasswordResetResource', 'update', { token, password: String(form.get('password') ?? '') });
        window.location.assign('/');
      } else {
        await callResource('PasswordResetResource', 'create', { email: String(form.get('email') ?? '') });
        setState({ error: null, done: RESET_SENT });
      }
    } catch (e) {
      setState({ error: e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE, done: null });
    }
  }
  return (
    <section className="auth-page" data-test-id="password-reset-page">
      <h1>{token ? 'Choose a new password' : 'Reset your password'}</h1>
      <form className="auth-form" method="post" action={formAction('PasswordResetResource', token ? 'update' : 'create')} onSubmit={submit}>
        {token && <input type="hidden" name="token" value={token} />}
        {token && <input type="hidden" name="next" value="/" />}
        {token ? (
          <label>
            New password
            <input name="password" type="password" autoComplete="new-password" required minLength={8} maxLength={256} />
          </label>
        ) : (
          <label>
            Email
            <input name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={flash?.values?.email} />
          </label>
        )}
        {state.error && (
          <p className="auth-form__error" role="alert">
            {state.error}
          </p>
        )}
        {state.done && <p role="status">{state.done}</p>}
        <button className="button button--primary" type="submit">
          {token ? 'Change password' : 'Send reset link'}
        </button>
      </form>
    </section>
  );
}

/** The page views of this module, by page kind (client/app/pageModules.ts). */
export const views: { login: PageView<'login'>; signup: PageView<'signup'>; passwordReset: PageView<'passwordReset'> } = {
  login: ({ data, flash }) => <LoginPage next={data.next} flash={flash} />,
  signup: ({ data, flash }) => <SignupPage next={data.next} flash={flash} />,
  passwordReset: ({ data, flash }) => <PasswordResetPage token={data.token} flash={flash} />,
};
