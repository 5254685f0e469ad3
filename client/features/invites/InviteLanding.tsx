// Invite landing on a page with ?invite_code= (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2, docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, docs/rules/closeup-and-visitors.md#errors-spec-002-8), a pin page or any other: the metadata is fetched
// once per code; a signed-out desktop visitor gets the inviter popover (not for channels 5, 9, 12,
// 16), a signed-in viewer other than the sender the mobile or desktop toast where messaging is
// allowed both ways; any failure clears the prompt silently. The shared-by header names the sender.
import { useEffect, useState } from 'react';
import { InBottomStack } from '#client/components/InBottomStack.tsx';
import { LOGIN_REQUEST_EVENT, type LoginRequest } from '#client/features/auth/loginUpsell.ts';
import { currentVisitorRecordViewer } from '#client/features/visitor/visitor.ts';
import { getResource } from '#client/lib/resource.ts';
import { INVITE_CODE_PATTERN, type InviteMetadata, invitePrompt, inviteSenderName, sharedByName } from '#shared/invites/landing.ts';
import { pinPath } from '#shared/paths.ts';
import type { Viewer } from '#shared/types.ts';
import './invites.css';

/** Opens the sign-up form of the login modal (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 inviter popover). */
function requestInviteSignup(): void {
  window.dispatchEvent(new CustomEvent<LoginRequest>(LOGIN_REQUEST_EVENT, { detail: { reason: 'default', signup: true } }));
}

/**
 * Notes the redeemed invite in the visitor's local record (docs/rules/closeup-and-visitors.md#entities-spec-002-3), downloaded then. Not
 * through closeupRecord.ts: this landing also opens on pages other than a closeup, and sharing that
 * module would split it out of the closeup's chunk.
 */
function recordInviteRedeemed(code: string): void {
  import('#client/features/visitor/visitorRecord.ts').then(
    (m) => {
      m.configureVisitorRecord(currentVisitorRecordViewer());
      m.recordInviteRedeemed(code);
    },
    (error: unknown) => console.warn('visitor record unavailable', error),
  );
}

const metadataByCode = new Map<string, Promise<InviteMetadata | null>>();

/** The invite's metadata, asked once per code; null on any failure (docs/rules/closeup-and-visitors.md#errors-spec-002-8). */
function inviteMetadata(code: string): Promise<InviteMetadata | null> {
  let pending = metadataByCode.get(code);
  if (!pending) {
    pending = getResource('InviteCodeMetadataResource', { invite_code: code }).then(
      (answer) => answer.data,
      () => null,
    );
    metadataByCode.set(code, pending);
  }
  return pending;
}

export function InviteLanding({ viewer, onPinPage = true }: { viewer: Viewer; onPinPage?: boolean }) {
  const [meta, setMeta] = useState<InviteMetadata | null>(null);
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const code = params.get('invite_code');
    if (!code || !INVITE_CODE_PATTERN.test(code)) return;
    let live = true;
    void inviteMetadata(code).then((m) => {
      if (!live) return;
      setMeta(m);
      if (m && !viewer.isAuth) recordInviteRedeemed(code);
    });
    return () => {
      live = false;
    };
  }, [viewer.isAuth]);
  if (!meta) return null;
  const prompt = open ? invitePrompt(viewer, meta) : null;
  const name = meta.sender.id === viewer.id || !onPinPage ? null : sharedByName(meta);
  // Away from the pin (an invite link to another page): the toast names the pin and links to it.
  const pinLink = !onPinPage && meta.pin_id ? pinPath(meta.pin_id) : null;
  const close = (
    <button type="button" className="invite__close" aria-label="Close" onClick={() => setOpen(false)}>
      ×
    </button>
  );
  return (
    <>
      {name && (
        <p className="invite__shared-by" data-test-id="invite-shared-by">
          Shared by {name}
        </p>
      )}
      {prompt === 'popover' && (
        <div className="invite-popover" role="dialog" aria-label="Invitation" data-test-id="invite-popover">
          {close}
          {meta.sender.image_medium_url && <img src={meta.sender.image_medium_url} alt="" width={48} height={48} className="invite__avatar" />}
          <p className="invite__text">{inviteSenderName(meta)} invited you to Pinboard</p>
          <button type="button" className="button button--primary" onClick={() => requestInviteSignup()}>
            Sign up to see more
          </button>
        </div>
      )}
      {(prompt === 'toast-mobile' || prompt === 'toast-desktop') && (
        <InBottomStack>
          <div
            className={`invite-toast invite-toast--${prompt === 'toast-mobile' ? 'mobile' : 'desktop'}`}
            role="status"
            data-test-id="invite-toast"
            data-variant={prompt}
          >
            <p className="invite__text">
              {inviteSenderName(meta)} sent you {pinLink ? <a href={pinLink}>a Pin</a> : 'this Pin'}
            </p>
            {close}
          </div>
        </InBottomStack>
      )}
    </>
  );
}
