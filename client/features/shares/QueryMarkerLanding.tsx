// Landings with a query marker on any page (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2: "Query markers: invite_code and utm_pai"):
// - utm_pai: the open is recorded for the sharer (once per visitor and share, on the server) and
//   the marker leaves the address bar, so a copied address or a reload does not carry it;
// - invite_code: the invite landing (popover or toast) on every page but a board page, whose invite
//   codes invite collaborators; on a pin page its shared-by header goes into the closeup's slot.
// Downloaded only when the landing address has a marker (QueryMarkers.tsx); bots never get here.
import { lazy, Suspense, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { callResource } from '#client/lib/resource.ts';
import type { PageData } from '#shared/pages.ts';
import { SHARE_MARKER, shareMarkerOf, withoutMarker } from '#shared/shares/shareAttribution.ts';
import type { Viewer } from '#shared/types.ts';
import { INVITE_SLOT_ID } from './inviteSlot.ts';

const InviteLanding = lazy(() => import('#client/features/invites/InviteLanding.tsx').then((m) => ({ default: m.InviteLanding })));

/** `kind`: the page the visitor landed on. */
export function QueryMarkerLanding({ viewer, kind }: { viewer: Viewer; kind: PageData['kind'] }) {
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has(SHARE_MARKER)) return;
    const shareId = shareMarkerOf(window.location.search);
    history.replaceState(history.state, '', withoutMarker(new URL(window.location.href), SHARE_MARKER));
    if (shareId) void callResource('ShareOpenResource', 'create', { utm_pai: shareId }).catch(() => undefined);
  }, []);
  if (kind === 'board' || !new URLSearchParams(window.location.search).has('invite_code')) return null;
  const slot = kind === 'pin' ? document.getElementById(INVITE_SLOT_ID) : null;
  const landing = (
    <Suspense fallback={null}>
      <InviteLanding viewer={viewer} onPinPage={slot !== null} />
    </Suspense>
  );
  return slot ? createPortal(landing, slot) : landing;
}
