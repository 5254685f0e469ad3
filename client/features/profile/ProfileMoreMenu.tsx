// The profile's more menu (⋯) for another member's profile: Block (after a confirmation dialog)
// or Unblock, optimistic and reverted on failure (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 "User actions").
// The server and the first client render draw the same closed button (the menu and dialog open
// only on a press), so hydration never meets other markup.
import { useEffect, useId, useRef, useState } from 'react';
import { AnchoredPopover } from '#client/components/AnchoredPopover.tsx';
import { ConfirmDialog } from '#client/components/ConfirmDialog.tsx';
import { useOutsidePress } from '#client/components/useOutsidePress.ts';
import { callResource, ResourceCallError } from '#client/lib/resource.ts';
import { useHydrated } from '#client/lib/useHydrated.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import type { UserProfile } from '#shared/types.ts';
import './profileMore.css';

export function ProfileMoreMenu({ user }: { user: UserProfile }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [blocked, setBlocked] = useState(user.blockedByMe);
  const [error, setError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const name = user.fullName || user.username;

  // Open: the first item takes focus; Escape or a press elsewhere closes the menu.
  useEffect(() => {
    if (open) root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);
  useOutsidePress(root, open, () => setOpen(false), button);

  async function setBlock(on: boolean) {
    setError(null);
    setConfirming(false);
    setBlocked(on);
    try {
      await callResource('UserBlockResource', on ? 'create' : 'delete', { blocked_user_id: user.entityId, block_source: 'profile' });
    } catch (e) {
      setBlocked(!on);
      setError(e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE);
    }
  }

  return (
    <div className="profile-more" ref={root}>
      <button
        ref={button}
        type="button"
        className="button profile-more__button"
        aria-label="More options"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-test-id="profile-more"
        disabled={!hydrated}
        onClick={() => setOpen(!open)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="2.2" fill="currentColor" />
          <circle cx="12" cy="12" r="2.2" fill="currentColor" />
          <circle cx="19" cy="12" r="2.2" fill="currentColor" />
        </svg>
      </button>
      {open && (
        <AnchoredPopover
          anchor={button}
          align="end"
          role="dialog"
          sheetTitle={`More options for ${name}`}
          onClose={() => setOpen(false)}
          className="profile-more__menu"
        >
          <div id={menuId} role="menu" aria-label={`More options for ${name}`}>
            <button
              type="button"
              role="menuitem"
              className="sheet__item"
              data-test-id="block-user"
              onClick={() => {
                setOpen(false);
                if (blocked) void setBlock(false);
                else setConfirming(true);
              }}
            >
              {blocked ? 'Unblock' : 'Block'}
            </button>
          </div>
        </AnchoredPopover>
      )}
      {error && <span role="alert">{error}</span>}
      {blocked && (
        <span className="profile-more__status" role="status">
          Blocked
        </span>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Block ${name}?`}
        confirmLabel="Block"
        onConfirm={() => void setBlock(true)}
        onCancel={() => setConfirming(false)}
        testId="block-confirm"
      >
        <p>They won’t be able to follow you or see your boards and Pins, and you won’t see theirs. You can unblock them from this menu.</p>
      </ConfirmDialog>
    </div>
  );
}
