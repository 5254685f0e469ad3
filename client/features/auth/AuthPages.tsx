// The /login, /signup and /password/reset pages.
import { type FormEvent, useEffect, useState } from 'react';
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

/** The reset token a mailed link carries in its fragment (`#token=`), which never reaches a server. */
function tokenInFragment(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/**
 * /password/reset/: ask for a reset link by email, or choose a new password with the code the mail
 * gave. A mailed link opens this page with the code in its fragment: the browser fills it in (and
 * drops the fragment from the address bar); without JavaScript the person types the code.
 */
export function PasswordResetPage({ flash: pageFlash }: { flash?: FormFlash }) {
  const askFlash = flashFor(pageFlash, 'PasswordResetResource', 'create');
  const chooseFlash = flashFor(pageFlash, 'PasswordResetResource', 'update');
  const [linked, setLinked] = useState<string | null>(null);
  const [ask, setAsk] = useState<{ error: string | null; done: string | null }>({ error: askFlash?.error ?? null, done: askFlash?.done ? RESET_SENT : null });
  const [chooseError, setChooseError] = useState<string | null>(chooseFlash?.error ?? null);
  useEffect(() => {
    const token = tokenInFragment();
    if (!token) return;
    setLinked(token);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);
  async function askForLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await callResource('PasswordResetResource', 'create', { email: String(new FormData(event.currentTarget).get('email') ?? '') });
      setAsk({ error: null, done: RESET_SENT });
    } catch (e) {
      setAsk({ error: e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE, done: null });
    }
  }
  async function choose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      await callResource('PasswordResetResource', 'update', { token: String(form.get('token') ?? '').trim(), password: String(form.get('password') ?? '') });
      window.location.assign('/');
    } catch (e) {
      setChooseError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
    }
  }
  return (
    <section className="auth-page" data-test-id="password-reset-page">
      {!linked && (
        <>
          <h1>Reset your password</h1>
          <form className="auth-form" method="post" action={formAction('PasswordResetResource', 'create')} onSubmit={askForLink}>
            <label>
              Email
              <input name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={askFlash?.values?.email} />
            </label>
            {ask.error && (
              <p className="auth-form__error" role="alert">
                {ask.error}
              </p>
            )}
            {ask.done && <p role="status">{ask.done}</p>}
            <button className="button button--primary" type="submit">
              Send reset link
            </button>
          </form>
        </>
      )}
      {linked ? <h1>Choose a new password</h1> : <h2>Have a reset code?</h2>}
      <form className="auth-form" method="post" action={formAction('PasswordResetResource', 'update')} onSubmit={choose} data-test-id="password-reset-choose">
        <input type="hidden" name="next" value="/" />
        {linked ? (
          <input type="hidden" name="token" value={linked} />
        ) : (
          <label>
            Reset code from the email
            <input name="token" type="text" autoComplete="one-time-code" required minLength={20} maxLength={100} spellCheck={false} />
          </label>
        )}
        <label>
          New password
          <input name="password" type="password" autoComplete="new-password" required minLength={8} maxLength={256} />
        </label>
        {chooseError && (
          <p className="auth-form__error" role="alert">
            {chooseError}
          </p>
        )}
        <button className="button button--primary" type="submit">
          Change password
        </button>
      </form>
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { login: PageView<'login'>; signup: PageView<'signup'>; passwordReset: PageView<'passwordReset'> } = {
  login: ({ data, flash }) => <LoginPage next={data.next} flash={flash} />,
  signup: ({ data, flash }) => <SignupPage next={data.next} flash={flash} />,
  passwordReset: ({ flash }) => <PasswordResetPage flash={flash} />,
};
