// The login modal's content, downloaded on the first requestLogin() into the dialog LoginModalHost
// opens: its title for the gated action (docs/rules/closeup-and-visitors.md#constants-spec-002-9), the prompt header (docs/rules/experiences.md#messages-and-where-they-show-spec-001-2), the kept
// saves' note, and the forms: log in or sign up, switchable. A limited-login save or edit continues to the
// repin or edit page after sign-in (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2); a sign-up continues to onboarding.
import { useState } from 'react';
import { onboardingUrl } from '#shared/onboarding/path.ts';
import { continueAfterLogin, loginHeader, wallWords } from '#shared/save/loginTitles.ts';
import { upsellForm } from '#shared/save/upsellForm.ts';
import type { Viewer } from '#shared/types.ts';
import { LoginForm, SignupForm } from './AuthForms.tsx';
import type { LoginRequest } from './loginUpsell.ts';

/**
 * docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2: the mobile web signup modal's heading type (LoginModalHost's data-heading-type).
 * @public
 */
export const headingType = (reason: string): 'custom' | 'default' => loginHeader(reason).type;

/**
 * The open dialog's content (LoginModalHost renders it from the imported module).
 * @public
 */
export function LoginModalContent({ viewer, request, kept, onClose }: { viewer: Viewer; request: LoginRequest; kept: number; onClose: () => void }) {
  const [form, setForm] = useState(() => upsellForm(viewer, request.signup));
  // The title and the header name the form shown (an action's own header is its title).
  const { title, header } = wallWords(request.reason, form, request.inviterName);
  return (
    <>
      <button type="button" className="login-modal__close" aria-label="Close" onClick={onClose}>
        ×
      </button>
      {header && (
        <p className="login-modal__header" data-test-id="login-modal-header">
          {header}
        </p>
      )}
      <h2 id="login-modal-title">{title}</h2>
      {kept > 0 && !viewer.isAuth && (
        <p data-test-id="login-modal-kept">
          {kept === 1 ? 'Your saved Pin is waiting' : `Your ${kept} saved Pins are waiting`}: log in or sign up to keep {kept === 1 ? 'it' : 'them'} on your
          profile.
        </p>
      )}
      <LoginModalForms viewer={viewer} request={request} form={form} onSwitch={setForm} />
    </>
  );
}

/** The forms inside the open dialog, opened on the form docs/rules/pin-card.md#sign-up-and-login-upsell-spec-000-25 gives this viewer (shared/save/upsellForm.ts). */
function LoginModalForms({
  viewer,
  request,
  form,
  onSwitch,
}: {
  viewer: Viewer;
  request: LoginRequest;
  form: 'login' | 'signup';
  onSwitch: (form: 'login' | 'signup') => void;
}) {
  const next = request.next ?? (viewer.isLimitedLogin ? continueAfterLogin(request.reason, request.pinId) : null);
  const afterLogin = () => (next ? window.location.assign(next) : window.location.reload());
  const afterSignup = () => window.location.assign(onboardingUrl(request.next ?? window.location.pathname));
  return (
    <>
      {form === 'login' ? <LoginForm onDone={afterLogin} /> : <SignupForm onDone={afterSignup} />}
      <p>
        {form === 'login' ? 'Not on Pinboard yet? ' : 'Already a member? '}
        <button type="button" className="link-button" onClick={() => onSwitch(form === 'login' ? 'signup' : 'login')}>
          {form === 'login' ? 'Sign up' : 'Log in'}
        </button>
      </p>
    </>
  );
}
