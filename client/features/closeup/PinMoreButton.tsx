// The pin more (ellipsis) button (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4): a context menu for signed-in viewers and desktop
// visitors, an overlay with the pinner for signed-out mobile visitors, otherwise the tap handler
// (log in). A press anywhere else in the document, or Escape, closes it (useOutsidePress.ts). Its pin actions (PinMoreMenu.tsx: copy
// link, download, comments, and for the pinner "Edit Pin" and "disable comments") are fetched once
// the page is idle, or when the button is pointed at or focused if sooner.

import type { Signal } from '@preact/signals-react';
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useOutsidePress } from '#client/components/useOutsidePress.ts';
import { whenIdle } from '#client/lib/whenIdle.ts';
import { type MoreButtonBehaviour, moreButtonBehaviour } from '#shared/closeup/moreButton.ts';
import { profilePath } from '#shared/paths.ts';
import type { Pin, Viewer } from '#shared/types.ts';
import { loginHref } from './loginHref.ts';

export interface PinMoreButtonProps {
  pin: Pin;
  viewer: Viewer;
  canonicalUrl: string;
  downloadUrl: string | null;
  commentsDisabled: Signal<boolean>;
}

let menuRequested = false;
const loadMenu = () => {
  menuRequested = true;
  return import('./PinMoreMenu.tsx');
};
const PinMoreMenu = lazy(() => loadMenu().then((m) => ({ default: m.PinMoreMenu })));
const preloadMenu = () => {
  if (!menuRequested) void loadMenu();
};

export function PinMoreButton({ pin, viewer, canonicalUrl, downloadUrl, commentsDisabled }: PinMoreButtonProps) {
  useSignals();
  const open = useSignal(false);
  const mode = useSignal<MoreButtonBehaviour>('contextMenu');
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useOutsidePress(container, open.value, () => (open.value = false), button);
  useEffect(() => {
    if (!menuRequested) whenIdle(preloadMenu);
  }, []);

  function press() {
    const behaviour = moreButtonBehaviour({ isAuth: viewer.isAuth, isMobile: viewer.isMobile, hasPinner: Boolean(pin.pinner) });
    if (behaviour === 'tap') {
      window.location.assign(loginHref(pin.entityId));
      return;
    }
    mode.value = behaviour;
    open.value = !open.value;
  }

  return (
    <div className="more" ref={container}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label="More options"
        aria-haspopup="menu"
        aria-expanded={open.value}
        data-test-id="more-button"
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        onClick={press}
      >
        <span aria-hidden="true">•••</span>
      </button>
      {open.value && mode.value === 'contextMenu' && (
        <Suspense fallback={null}>
          <PinMoreMenu
            pin={pin}
            viewer={viewer}
            canonicalUrl={canonicalUrl}
            downloadUrl={downloadUrl}
            commentsDisabled={commentsDisabled}
            anchor={button}
            onClose={() => (open.value = false)}
          />
        </Suspense>
      )}
      {open.value && mode.value === 'overlay' && (
        <div className="more__overlay" role="dialog" aria-label="About this Pin" data-test-id="more-overlay">
          <p>
            Saved by <a href={profilePath(pin.pinner.username)}>{pin.pinner.fullName || pin.pinner.username}</a>
          </p>
          <a className="button button--primary" href="/signup">
            Sign up to see more
          </a>
          <a className="button" href={loginHref(pin.entityId)}>
            Log in
          </a>
        </div>
      )}
    </div>
  );
}
