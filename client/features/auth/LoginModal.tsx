// The login modal's forms, downloaded on the first requestLogin() into the dialog LoginModalHost
// has already opened: log in or sign up, switchable. A limited-login save or edit continues to the
// repin or edit page after sign-in (spec 002 §2); a sign-up continues to onboarding.
import { useState } from 'react';
import { onboardingUrl } from '#shared/onboarding/path.ts';
import { continueAfterLogin } from '#shared/save/loginTitles.ts';
import type { Viewer } from '#shared/types.ts';
import { LoginForm, SignupForm } from './AuthForms.tsx';
import type { LoginRequest } from './loginUpsell.ts';

/**
 * The forms inside the open dialog (LoginModalHost renders them from the imported module).
 * @public
 */
export function LoginModalForms({ viewer, request }: { viewer: Viewer; request: LoginRequest }) {
  const [mode, setMode] = useState<'login' | 'signup'>(request.signup ? 'signup' : 'login');
  const next = request.next ?? (viewer.isLimitedLogin ? continueAfterLogin(request.reason, request.pinId) : null);
  const afterLogin = () => (next ? window.location.assign(next) : window.location.reload());
  const afterSignup = () => window.location.assign(onboardingUrl(request.next ?? window.location.pathname));
  return (
    <>
      {mode === 'login' ? <LoginForm onDone={afterLogin} /> : <SignupForm onDone={afterSignup} />}
      <p>
        {mode === 'login' ? 'Not on Pinboard yet? ' : 'Already a member? '}
        <button type="button" className="link-button" onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}>
          {mode === 'login' ? 'Sign up' : 'Log in'}
        </button>
      </p>
    </>
  );
}
