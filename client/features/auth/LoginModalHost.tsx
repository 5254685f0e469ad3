// The login/signup modal's place, mounted once in App: an empty dialog until the first
// requestLogin(), which downloads the modal (LoginModal.tsx) and opens it with that request. After
// sign-in the visitor's kept pins are saved for real, once (spec 002 §3).
import { lazy, Suspense, useEffect, useState } from 'react';
import { flushLoggedOutSaves } from '#client/features/visitor/visitor.ts';
import type { Viewer } from '#shared/types.ts';
import { LOGIN_REQUEST_EVENT, type LoginRequest } from './loginUpsell.ts';
import './auth.css';

const LoginModal = lazy(() => import('./LoginModal.tsx').then((m) => ({ default: m.LoginModal })));

const closedModal = <dialog className="login-modal" data-test-id="login-modal" aria-labelledby="login-modal-title" />;

export function LoginModalHost({ viewer }: { viewer: Viewer }) {
  const [first, setFirst] = useState<LoginRequest | null>(null);

  useEffect(() => {
    if (first) return;
    const open = (event: Event) => setFirst((event as CustomEvent<LoginRequest>).detail);
    window.addEventListener(LOGIN_REQUEST_EVENT, open);
    return () => window.removeEventListener(LOGIN_REQUEST_EVENT, open);
  }, [first]);

  useEffect(() => {
    if (viewer.isAuth) void flushLoggedOutSaves();
  }, [viewer.isAuth]);

  if (!first) return closedModal;
  return (
    <Suspense fallback={closedModal}>
      <LoginModal viewer={viewer} first={first} />
    </Suspense>
  );
}
