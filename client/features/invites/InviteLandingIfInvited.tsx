// The invite landing (InviteLanding.tsx) only where it can show: on a page opened with
// ?invite_code= (a pin page, or any page through QueryMarkerLanding), downloaded then. It shows nothing before its metadata arrives, so neither the
// server nor hydration renders it, and other pin pages never download it.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Viewer } from '#shared/types.ts';

const InviteLanding = lazy(() => import('./InviteLanding.tsx').then((m) => ({ default: m.InviteLanding })));

/** `onPinPage` false: on any other page (QueryMarkerLanding), without the shared-by header. */
export function InviteLandingIfInvited({ viewer, onPinPage = true }: { viewer: Viewer; onPinPage?: boolean }) {
  const [invited, setInvited] = useState(false);
  useEffect(() => setInvited(new URLSearchParams(window.location.search).has('invite_code')), []);
  if (!invited) return null;
  return (
    <Suspense fallback={null}>
      <InviteLanding viewer={viewer} onPinPage={onPinPage} />
    </Suspense>
  );
}
