// The pin more (ellipsis) button (spec 002 §4): a context menu for signed-in viewers and desktop
// visitors, an overlay with the pinner for signed-out mobile visitors, otherwise the tap handler
// (log in). A click anywhere else in the document closes it. Its pin actions: copy link,
// download, comments, and for the pinner "Edit Pin" and "disable comments".

import type { Signal } from '@preact/signals-react';
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { AnchoredPopover } from '#client/components/AnchoredPopover.tsx';
import { recordDownload } from '#client/features/visitor/closeupRecord.ts';
import { callResource } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { type MoreButtonBehaviour, moreButtonBehaviour } from '#shared/closeup/moreButton.ts';
import { pinPath, profilePath } from '#shared/routes.ts';
import type { Pin, Viewer } from '#shared/types.ts';
import { useDismiss } from './useDismiss.ts';

export interface PinMoreButtonProps {
  pin: Pin;
  viewer: Viewer;
  canonicalUrl: string;
  downloadUrl: string | null;
  commentsDisabled: Signal<boolean>;
}

const loginHref = (pinId: string) => `/login?next=${encodeURIComponent(pinPath(pinId))}`;

export function PinMoreButton({ pin, viewer, canonicalUrl, downloadUrl, commentsDisabled }: PinMoreButtonProps) {
  useSignals();
  const open = useSignal(false);
  const mode = useSignal<MoreButtonBehaviour>('contextMenu');
  const notice = useSignal<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(open, container, open.value);
  const isPinner = viewer.isAuth && viewer.id === pin.pinner.entityId;

  function press() {
    const behaviour = moreButtonBehaviour({ isAuth: viewer.isAuth, isMobile: viewer.isMobile, hasPinner: Boolean(pin.pinner) });
    if (behaviour === 'tap') {
      window.location.assign(loginHref(pin.entityId));
      return;
    }
    mode.value = behaviour;
    notice.value = null;
    open.value = !open.value;
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(canonicalUrl);
      notice.value = 'Link copied!';
    } catch {
      notice.value = `Copy this link: ${canonicalUrl}`;
    }
  }

  async function toggleComments() {
    const next = !commentsDisabled.value;
    try {
      await callResource('PinCommentSettingsResource', 'update', { pin_id: pin.entityId, comments_disabled: next });
      commentsDisabled.value = next;
      open.value = false;
    } catch (error) {
      notice.value = error instanceof Error ? error.message : SERVER_ERROR_MESSAGE;
    }
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
        onClick={press}
      >
        <span aria-hidden="true">•••</span>
      </button>
      {open.value && mode.value === 'contextMenu' && (
        <AnchoredPopover anchor={button} className="more__menu" role="menu" data-test-id="more-menu">
          <button type="button" role="menuitem" className="popup__item" onClick={() => void copyLink()}>
            Copy link
          </button>
          {downloadUrl && (
            <a role="menuitem" className="popup__item" href={downloadUrl} download onClick={recordDownload}>
              Download image
            </a>
          )}
          <a role="menuitem" className="popup__item" href={`${pinPath(pin.entityId)}comments/`}>
            See all comments
          </a>
          {isPinner && (
            <a role="menuitem" className="popup__item" href={`${pinPath(pin.entityId)}edit/`} data-test-id="edit-pin">
              Edit Pin
            </a>
          )}
          {isPinner && (
            <button type="button" role="menuitem" className="popup__item" data-test-id="toggle-comments" onClick={() => void toggleComments()}>
              {commentsDisabled.value ? 'Turn on comments' : 'Turn off comments'}
            </button>
          )}
          {!viewer.isAuth && (
            <a role="menuitem" className="popup__item" href={loginHref(pin.entityId)}>
              Log in to hide this Pin
            </a>
          )}
          {notice.value && (
            <p className="popup__notice" role="status">
              {notice.value}
            </p>
          )}
        </AnchoredPopover>
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
