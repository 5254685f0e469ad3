// The login/signup modal, mounted once in App: opens on requestLogin() with the title of the
// gated action (spec 002 §9), and after sign-in saves the visitor's kept pins once.
import { useEffect, useRef, useState } from 'react';
import { loginTitle } from '#shared/save/loginTitles.ts';
import type { Viewer } from '#shared/types.ts';
import { LoginForm, SignupForm } from './AuthForms.tsx';
import { flushLoggedOutSaves } from './loggedOutSaves.ts';
import { LOGIN_REQUEST_EVENT, type LoginRequest } from './loginUpsell.ts';
import './auth.css';

export function LoginModalHost({ viewer }: { viewer: Viewer }) {
  const [request, setRequest] = useState<LoginRequest | null>(null);
  const [mode, setMode] = useState<'login' | 'signup'>('login');
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const open = (event: Event) => {
      setRequest((event as CustomEvent<LoginRequest>).detail);
      setMode('login');
    };
    window.addEventListener(LOGIN_REQUEST_EVENT, open);
    return () => window.removeEventListener(LOGIN_REQUEST_EVENT, open);
  }, []);

  useEffect(() => {
    if (viewer.isAuth) void flushLoggedOutSaves();
  }, [viewer.isAuth]);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (request && !el.open) el.showModal();
    if (!request && el.open) el.close();
  }, [request]);

  return (
    <dialog ref={dialog} className="login-modal" data-test-id="login-modal" onClose={() => setRequest(null)} aria-labelledby="login-modal-title">
      {request && (
        <>
          <button type="button" className="login-modal__close" aria-label="Close" onClick={() => setRequest(null)}>
            ×
          </button>
          <h2 id="login-modal-title">{loginTitle(request.reason, request.inviterName)}</h2>
          {mode === 'login' ? <LoginForm onDone={() => window.location.reload()} /> : <SignupForm onDone={() => window.location.reload()} />}
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
