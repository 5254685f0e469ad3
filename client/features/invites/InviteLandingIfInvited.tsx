// The invite landing (InviteLanding.tsx) only where it can show: on a pin page opened with
// ?invite_code=, downloaded then (other pages: client/features/shares/QueryMarkerLanding.tsx). It shows nothing before its metadata arrives, so neither the
// server nor hydration renders it, and other pin pages never download it.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Viewer } from '#shared/types.ts';

const InviteLanding = lazy(() => import('./InviteLanding.tsx').then((m) => ({ default: m.InviteLanding })));

export function InviteLandingIfInvited({ viewer }: { viewer: Viewer }) {
  const [invited, setInvited] = useState(false);
  useEffect(() => setInvited(new URLSearchParams(window.location.search).has('invite_code')), []);
  if (!invited) return null;
  return (
    <Suspense fallback={null}>
      <InviteLanding viewer={viewer} />
    </Suspense>
  );
}
