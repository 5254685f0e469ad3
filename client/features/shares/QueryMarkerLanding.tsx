// Landings with a query marker on any page (spec 002 §2: "Query markers: invite_code and utm_pai"):
// - utm_pai: the open is recorded for the sharer (once per visitor and share, on the server) and
//   the marker leaves the address bar, so a copied address or a reload does not carry it;
// - invite_code: the invite landing (popover or toast, as on a pin page) on every page but a pin
//   page, which shows it under its image, and a board page, whose invite codes invite collaborators.
// Downloaded only when the landing address has a marker (QueryMarkers.tsx); bots never get here.
import { lazy, Suspense, useEffect } from 'react';
import { callResource } from '#client/lib/resource.ts';
import type { PageData } from '#shared/pages.ts';
import { SHARE_MARKER, shareMarkerOf, withoutMarker } from '#shared/shares/attribution.ts';
import type { Viewer } from '#shared/types.ts';

const InviteLanding = lazy(() => import('#client/features/invites/InviteLanding.tsx').then((m) => ({ default: m.InviteLanding })));

/** Page kinds that read invite_code themselves. */
const OWN_INVITE_LANDING: ReadonlySet<PageData['kind']> = new Set(['pin', 'board']);

/** `kind`: the page the visitor landed on. */
export function QueryMarkerLanding({ viewer, kind }: { viewer: Viewer; kind: PageData['kind'] }) {
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has(SHARE_MARKER)) return;
    const shareId = shareMarkerOf(window.location.search);
    history.replaceState(history.state, '', withoutMarker(new URL(window.location.href), SHARE_MARKER));
    if (shareId) void callResource('ShareOpenResource', 'create', { utm_pai: shareId }).catch(() => undefined);
  }, []);
  if (OWN_INVITE_LANDING.has(kind) || !new URLSearchParams(window.location.search).has('invite_code')) return null;
  return (
    <Suspense fallback={null}>
      <InviteLanding viewer={viewer} onPinPage={false} />
    </Suspense>
  );
}
