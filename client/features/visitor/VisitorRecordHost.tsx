// Keeps the visitor's local record current on every page: tells it who the viewer is, counts the
// visit and its path, and notes the pin of a closeup (docs/rules/closeup-and-visitors.md#entities-spec-002-3).
import { useEffect } from 'react';
import type { Viewer } from '#shared/types.ts';
import { recordCloseup, recordVisit, setVisitorRecordViewer } from './visitor.ts';

export function VisitorRecordHost({ viewer, route, pinId }: { viewer: Viewer; route: string; pinId: string | null }) {
  useEffect(() => {
    setVisitorRecordViewer(viewer);
  }, [viewer]);
  useEffect(() => {
    recordVisit(window.location.pathname);
    if (route === 'pin' && pinId) recordCloseup(pinId);
  }, [route, pinId]);
  return null;
}
