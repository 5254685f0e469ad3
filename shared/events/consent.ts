// Whether a viewer's events may carry more than what is strictly needed to count them. The lead
// wires issue-7's analytics consent into `mayTrack` at merge; until then only bots are excluded.
import type { Viewer } from '#shared/types.ts';
import type { LoggedEvent } from './batch.ts';

/** A viewer as issue-7 extends it: `analyticsConsent` false means the viewer refused analytics. */
export type ConsentingViewer = Viewer & { analyticsConsent?: boolean | null };

/** Whether detailed tracking (slot, size, durations, attribution sources) may be sent. */
export function mayTrack(viewer: ConsentingViewer): boolean {
  if (viewer.isBot) return false;
  return viewer.analyticsConsent !== false;
}

/** The strictly needed part of an event: what it is, about which pin, and when. */
export function strictlyNeeded(event: LoggedEvent): LoggedEvent {
  return { event_type: event.event_type, object_id_str: event.object_id_str, time: event.time };
}
