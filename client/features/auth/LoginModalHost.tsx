// The login/signup modal, mounted once in App, titled for the gated action (docs/rules/closeup-and-visitors.md#constants-spec-002-9) with the
// prompt header of docs/rules/experiences.md#messages-and-where-they-show-spec-001-2. Its content, title and header included (LoginModal.tsx), is not
// in the first download: it is fetched when the page is idle for a viewer who may be asked to log
// in, or on the first request. A request announces the modal at once, so impressions pause from that moment (spec
// 002 §4), and the dialog opens as soon as its forms are there. After sign-in the visitor's kept
// pins are saved for real, once (docs/rules/closeup-and-visitors.md#entities-spec-002-3).
import { useEffect, useRef, useState } from 'react';
import { announceModal } from '#client/features/events/modalPause.ts';
import { flushLoggedOutSaves, keptSaveCount, unauthSaveAction } from '#client/features/visitor/visitor.ts';
import { whenIdle } from '#client/lib/whenIdle.ts';
import type { Viewer } from '#shared/types.ts';
import { LOGIN_REQUEST_EVENT, type LoginRequest } from './loginUpsell.ts';
import './auth.css';

type Forms = typeof import('./LoginModal.tsx');
let forms: Forms | null = null;
let loading: Promise<Forms> | null = null;
const loadForms = () => (loading ??= import('./LoginModal.tsx').then((m) => (forms = m)));

export function LoginModalHost({ viewer }: { viewer: Viewer }) {
  const [request, setRequest] = useState<LoginRequest | null>(null);
  /** Counts the requests, so each one opens the forms afresh (on the form it asks for). */
  const [opened, setOpened] = useState(0);
  const [ready, setReady] = useState(forms !== null);
  const [kept, setKept] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!viewer.isAuth || viewer.isLimitedLogin) whenIdle(() => void loadForms().catch(() => undefined));
  }, [viewer.isAuth, viewer.isLimitedLogin]);

  useEffect(() => {
    const open = (event: Event) => {
      announceModal(true);
      setRequest((event as CustomEvent<LoginRequest>).detail);
      setOpened((n) => n + 1);
      setKept(0);
      void keptSaveCount().then(setKept);
      // Forms that cannot be downloaded (offline): the request is dropped and the pause lifted.
      loadForms().then(
        () => setReady(true),
        () => {
          announceModal(false);
          setRequest(null);
        },
      );
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
    if (request && ready && !el.open) el.showModal();
    if (!request && el.open) el.close();
  }, [request, ready]);

  // docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: closing a signed-out save prompt dismisses the unauthenticated save flag.
  const close = () => {
    if (request?.reason === 'save' && !viewer.isAuth) unauthSaveAction({ type: 'dismiss' });
    if (request) announceModal(false);
    setRequest(null);
  };
  // docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2: the mobile web signup modal carries the reason, attribution label, heading type and pin id.
  const mobile =
    viewer.isMobile && request
      ? {
          'data-reason': request.reason,
          'data-attribution-label': `unauth_${request.reason}`,
          'data-heading-type': forms?.headingType(request.reason),
          'data-pin-id': request.pinId ?? '',
        }
      : {};
  return (
    <dialog ref={dialog} className="login-modal" data-test-id="login-modal" onClose={close} aria-labelledby="login-modal-title" {...mobile}>
      {request && ready && forms && <forms.LoginModalContent key={opened} viewer={viewer} request={request} kept={kept} onClose={close} />}
    </dialog>
  );
}
