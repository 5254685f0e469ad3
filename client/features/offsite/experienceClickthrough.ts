// docs/rules/experiences.md#calls-spec-001-7: a click on an experience's off-site link is logged to its placement with the time to
// offsite (from the person's click until the link is on its way off the site, in ns) and the
// duration (how long the experience had been shown before the click, in ms). It is sent as a beacon
// as the link leaves, so it survives the page; the server counts it when the time to offsite is
// under 500,000,000 ns.
import { beaconResource } from '#client/lib/beacon.ts';
import { msToNs } from '#shared/offsite/clickthrough.ts';
import type { PlacedExperienceRef } from './placedExperience.ts';

/** Logs the clickthrough of a click at `clickedAt` (the event's timeStamp) as its link leaves. */
export function logExperienceClickthrough(ref: PlacedExperienceRef, clickedAt: number): void {
  const now = performance.now();
  beaconResource('ExperienceClickthroughResource', {
    placed_experience_id: ref.placed,
    time_to_offsite_ns: msToNs(Math.max(0, now - clickedAt)),
    duration_ms: Math.max(0, Math.round(clickedAt - ref.shownAt)),
  });
}
