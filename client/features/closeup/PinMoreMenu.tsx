// The pin more button's context menu (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4): copy link, download, comments, and for the
// pinner "Edit Pin" and "disable comments", for others Report Pin; signed-out desktop visitors are offered to log in.
// Downloaded when the menu is first opened (or the button pointed at); PinMoreButton owns opening.
import type { Signal } from '@preact/signals-react';
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import type { RefObject } from 'react';
import { AnchoredPopover } from '#client/components/AnchoredPopover.tsx';
import { recordDownload } from '#client/features/visitor/closeupRecord.ts';
import { callResource } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { pinPath } from '#shared/paths.ts';
import type { Pin, Viewer } from '#shared/types.ts';
import { loginHref } from './loginHref.ts';

export interface PinMoreMenuProps {
  pin: Pin;
  viewer: Viewer;
  canonicalUrl: string;
  downloadUrl: string | null;
  commentsDisabled: Signal<boolean>;
  anchor: RefObject<HTMLButtonElement | null>;
  /** The report page (its plain forms), where Report Pin leads a visitor (to log in first). */
  reportHref: string;
  onClose: () => void;
  /** Report Pin for a member: the menu closes and the report dialog opens. */
  onReport: () => void;
}

export function PinMoreMenu({ pin, viewer, canonicalUrl, downloadUrl, commentsDisabled, anchor, reportHref, onClose, onReport }: PinMoreMenuProps) {
  useSignals();
  const notice = useSignal<string | null>(null);
  const isPinner = viewer.isAuth && viewer.id === pin.pinner.entityId;

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
      onClose();
    } catch (error) {
      notice.value = error instanceof Error ? error.message : SERVER_ERROR_MESSAGE;
    }
  }

  return (
    <AnchoredPopover anchor={anchor} className="more__menu" role="dialog" data-test-id="more-menu" sheetTitle="More options" onClose={onClose}>
      {/* The title (a heading) heads the dialog, outside the menu: a menu holds only its items. */}
      <div role="menu" aria-label="More options" className="more__items">
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
        {!isPinner && (
          <a
            role="menuitem"
            className="popup__item"
            href={reportHref}
            data-test-id="report-pin"
            onClick={(event) => {
              if (!viewer.isAuth) return;
              event.preventDefault();
              onReport();
            }}
          >
            Report Pin
          </a>
        )}
        {!viewer.isAuth && (
          <a role="menuitem" className="popup__item" href={loginHref(pin.entityId)}>
            Log in to hide this Pin
          </a>
        )}
      </div>
      {notice.value && (
        <p className="popup__notice" role="status">
          {notice.value}
        </p>
      )}
    </AnchoredPopover>
  );
}
