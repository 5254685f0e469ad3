// The share flyout's invite-link action (docs/rules/closeup-and-visitors.md#what-this-area-covers-spec-002-1, docs/rules/closeup-and-visitors.md#calls-spec-002-7): a member creates an invite link for the
// pin (InviteCodeMetadataResource create) and copies it.
import { useState } from 'react';
import { callResource } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import { SHARE_FLYOUT_CHANNEL } from '#shared/invites/landing.ts';
import type { Pin } from '#shared/types.ts';

export function InviteLinkAction({ pin }: { pin: Pick<Pin, 'entityId'> }) {
  const [link, setLink] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  async function create() {
    try {
      const answer = await callResource('InviteCodeMetadataResource', 'create', { pin_id: pin.entityId, invite_channel: SHARE_FLYOUT_CHANNEL });
      const url = `${window.location.origin}${answer.data.url}`;
      setLink(url);
      await navigator.clipboard.writeText(url).then(
        () => setNote('Invite link copied!'),
        () => setNote('Copy this invite link:'),
      );
    } catch (error) {
      setNote(error instanceof Error ? error.message : SERVER_ERROR_MESSAGE);
    }
  }
  return (
    <div className="share__invite">
      <button type="button" className="button" data-test-id="create-invite-link" onClick={() => void create()}>
        Create invite link
      </button>
      {note && (
        <p className="popup__notice" role="status">
          {note}
        </p>
      )}
      {link && <input className="input" readOnly value={link} aria-label="Invite link" data-test-id="invite-link" onFocus={(e) => e.currentTarget.select()} />}
    </div>
  );
}
