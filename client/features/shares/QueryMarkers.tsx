// The query markers' landing (QueryMarkerLanding.tsx, docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2 invite_code and utm_pai) only
// where a marker is: the address is read after hydration, and the landing's chunk downloads then,
// so a first visit without a marker carries none of it.
import { type ComponentType, useEffect, useState } from 'react';
import type { PageData } from '#shared/pages.ts';
import type { Viewer } from '#shared/types.ts';

type Props = { viewer: Viewer; kind: PageData['kind'] };

export function QueryMarkers({ viewer, kind }: Props) {
  const [Landing, setLanding] = useState<ComponentType<Props> | null>(null);
  // The page the visitor landed on decides; later client navigations do not.
  const [landed] = useState(kind);
  useEffect(() => {
    if (/[?&](invite_code|utm_pai)=/.test(window.location.search))
      void import('./QueryMarkerLanding.tsx').then(
        (m) => setLanding(() => m.QueryMarkerLanding),
        () => undefined,
      );
  }, []);
  return Landing && <Landing viewer={viewer} kind={landed} />;
}
