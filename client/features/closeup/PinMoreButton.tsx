// The pin more (ellipsis) button (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4): a context menu for signed-in viewers and desktop
// visitors, an overlay with the pinner for signed-out mobile visitors, otherwise the tap handler
// (log in). A press anywhere else in the document, or Escape, closes it (useOutsidePress.ts). Report Pin
// opens the report dialog; before and without JavaScript the button opens a plain menu whose Report
// Pin is a link to the report page's forms (/pin/{id}/report/). Its pin actions (PinMoreMenu.tsx: copy
// link, download, comments, and for the pinner "Edit Pin" and "disable comments") are fetched once
// the page is idle, or when the button is pointed at or focused if sooner.

import type { Signal } from '@preact/signals-react';
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { SheetHead } from '#client/components/SheetHead.tsx';
import { useOutsidePress } from '#client/components/useOutsidePress.ts';
import { logClick } from '#client/features/events/logClick.ts';
import { useHydrated } from '#client/lib/useHydrated.ts';
import { whenIdle } from '#client/lib/whenIdle.ts';
import { type MoreButtonBehaviour, moreButtonBehaviour } from '#shared/closeup/moreButton.ts';
import { pinPath, profilePath } from '#shared/paths.ts';
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
const ReportDialog = lazy(() => import('#client/features/report/ReportDialog.tsx').then((m) => ({ default: m.ReportDialog })));
const preloadMenu = () => {
  if (!menuRequested) void loadMenu();
};

export function PinMoreButton({ pin, viewer, canonicalUrl, downloadUrl, commentsDisabled }: PinMoreButtonProps) {
  useSignals();
  const open = useSignal(false);
  const reporting = useSignal(false);
  const hydrated = useHydrated();
  const fallbackId = useId();
  const reportHref = `${pinPath(pin.entityId)}report/`;
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
    if (!open.value) logClick('moreMenuOpen', pin.entityId);
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
        // Before JavaScript (or without it) the button opens the plain menu below, the browser's own popover.
        popoverTarget={hydrated ? undefined : fallbackId}
        data-test-id="more-button"
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        onClick={press}
      >
        <span aria-hidden="true">•••</span>
      </button>
      {!hydrated && (
        <div id={fallbackId} popover="auto" className="top-layer top-layer--framed more__fallback" role="dialog" aria-label="More options">
          <SheetHead title="More options" closes={fallbackId} />
          <div role="menu" aria-label="More options">
            {viewer.isAuth && viewer.id === pin.pinner.entityId ? (
              <a role="menuitem" className="popup__item" href={`${pinPath(pin.entityId)}edit/`}>
                Edit Pin
              </a>
            ) : (
              <a role="menuitem" className="popup__item" href={reportHref}>
                Report Pin
              </a>
            )}
          </div>
        </div>
      )}
      {open.value && mode.value === 'contextMenu' && (
        <Suspense fallback={null}>
          <PinMoreMenu
            pin={pin}
            viewer={viewer}
            canonicalUrl={canonicalUrl}
            downloadUrl={downloadUrl}
            commentsDisabled={commentsDisabled}
            anchor={button}
            reportHref={reportHref}
            onClose={() => (open.value = false)}
            onReport={() => {
              open.value = false;
              // Focus on the button before the dialog opens: closing, the dialog gives it back at once.
              button.current?.focus();
              reporting.value = true;
            }}
          />
        </Suspense>
      )}
      {reporting.value && (
        <Suspense fallback={null}>
          <ReportDialog pinId={pin.entityId} onClose={() => (reporting.value = false)} />
        </Suspense>
      )}
      {open.value && mode.value === 'overlay' && (
        <div className="more__overlay" role="dialog" aria-label="About this Pin" data-test-id="more-overlay">
          <SheetHead title="About this Pin" onClose={() => (open.value = false)} />
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
