// The address a member shares (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2 utm_pai): the pin's canonical url with the member's
// share link id, asked for once the share panel opens; the plain canonical url until it arrives,
// for visitors, and when the call fails.
import { useEffect, useState } from 'react';
import { callResource } from '#client/lib/resource.ts';
import { withShareMarker } from '#shared/shares/shareAttribution.ts';
import type { Pin, Viewer } from '#shared/types.ts';

export function useShareUrl(pin: Pick<Pin, 'entityId'>, viewer: Viewer, canonicalUrl: string): string {
  const [shareId, setShareId] = useState<string | null>(null);
  useEffect(() => {
    if (!viewer.isAuth) return;
    let live = true;
    callResource('ShareLinkResource', 'create', { pin_id: pin.entityId }).then(
      (answer) => live && setShareId(answer.data.utm_pai),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pin.entityId, viewer.isAuth]);
  return shareId ? withShareMarker(canonicalUrl, shareId) : canonicalUrl;
}
