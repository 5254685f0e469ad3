// Whether a viewer's events may carry more than what is strictly needed to count them: the
// analytics consent decided at the edge (shared/consent.ts), or an explicit refusal.
import { mayTrackAnalytics } from '#shared/consent.ts';
import type { Viewer } from '#shared/types.ts';
import type { LoggedEvent } from './wire.ts';

/** A viewer as issue-7 extends it: `analyticsConsent` false means the viewer refused analytics. */
export type ConsentingViewer = Viewer & { analyticsConsent?: boolean | null };

/** Whether detailed tracking (slot, size, durations, attribution sources) may be sent. */
export function mayTrack(viewer: ConsentingViewer): boolean {
  if (viewer.isBot || viewer.analyticsConsent === false) return false;
  // Where the edge decided consent (every page request), its analytics choice rules.
  return viewer.consent ? mayTrackAnalytics(viewer) : true;
}

/** The strictly needed part of an event: what it is, about which pin, and when. */
export function strictlyNeeded(event: LoggedEvent): LoggedEvent {
  return { event_type: event.event_type, object_id_str: event.object_id_str, time: event.time };
}
