// The login/signup modal, downloaded and mounted by LoginModalHost on the first requestLogin(),
// opened with the title of the gated action (spec 002 §9) and the prompt header of spec 001 §2. A
// limited-login save or edit continues to the repin or edit page; a sign-up continues to
// onboarding. The visitor's local record tells how many saved pins are waiting.
import { useEffect, useRef, useState } from 'react';
import { keptSaveCount, unauthSaveAction } from '#client/features/visitor/visitor.ts';
import { onboardingUrl } from '#shared/onboarding/path.ts';
import { continueAfterLogin, loginHeader, loginTitle } from '#shared/save/loginTitles.ts';
import type { Viewer } from '#shared/types.ts';
import { LoginForm, SignupForm } from './AuthForms.tsx';
import { LOGIN_REQUEST_EVENT, type LoginRequest } from './loginUpsell.ts';

export function LoginModal({ viewer, first }: { viewer: Viewer; first: LoginRequest }) {
  const [request, setRequest] = useState<LoginRequest | null>(first);
  const [mode, setMode] = useState<'login' | 'signup'>(first.signup ? 'signup' : 'login');
  const [kept, setKept] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    void keptSaveCount().then(setKept);
  }, []);

  useEffect(() => {
    const open = (event: Event) => {
      const detail = (event as CustomEvent<LoginRequest>).detail;
      setRequest(detail);
      setMode(detail.signup ? 'signup' : 'login');
      setKept(0);
      void keptSaveCount().then(setKept);
    };
    window.addEventListener(LOGIN_REQUEST_EVENT, open);
    return () => window.removeEventListener(LOGIN_REQUEST_EVENT, open);
  }, []);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (request && !el.open) el.showModal();
    if (!request && el.open) el.close();
  }, [request]);

  // Spec 002 §4: closing a signed-out save prompt dismisses the unauthenticated save flag.
  const close = () => {
    if (request?.reason === 'save' && !viewer.isAuth) unauthSaveAction({ type: 'dismiss' });
    setRequest(null);
  };
  const header = request ? loginHeader(request.reason) : null;
  const title = request ? loginTitle(request.reason, request.inviterName) : '';
  const next = request?.next ?? (request && viewer.isLimitedLogin ? continueAfterLogin(request.reason, request.pinId) : null);
  const afterLogin = () => (next ? window.location.assign(next) : window.location.reload());
  const afterSignup = () => window.location.assign(onboardingUrl(request?.next ?? window.location.pathname));
  // Spec 002 §2: the mobile web signup modal carries the reason, attribution label, heading type and pin id.
  const mobile =
    viewer.isMobile && request
      ? {
          'data-reason': request.reason,
          'data-attribution-label': `unauth_${request.reason}`,
          'data-heading-type': header?.type,
          'data-pin-id': request.pinId ?? '',
        }
      : {};
  return (
    <dialog ref={dialog} className="login-modal" data-test-id="login-modal" onClose={close} aria-labelledby="login-modal-title" {...mobile}>
      {request && header && (
        <>
          <button type="button" className="login-modal__close" aria-label="Close" onClick={close}>
            ×
          </button>
          {header.text !== title && (
            <p className="login-modal__header" data-test-id="login-modal-header">
              {header.text}
            </p>
          )}
          <h2 id="login-modal-title">{title}</h2>
          {kept > 0 && !viewer.isAuth && (
            <p data-test-id="login-modal-kept">
              {kept === 1 ? 'Your saved Pin is waiting' : `Your ${kept} saved Pins are waiting`}: log in or sign up to keep {kept === 1 ? 'it' : 'them'} on your
              profile.
            </p>
          )}
          {mode === 'login' ? <LoginForm onDone={afterLogin} /> : <SignupForm onDone={afterSignup} />}
          <p>
            {mode === 'login' ? 'Not on Pinboard yet? ' : 'Already a member? '}
            <button type="button" className="link-button" onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}>
              {mode === 'login' ? 'Sign up' : 'Log in'}
            </button>
          </p>
        </>
      )}
    </dialog>
  );
}
