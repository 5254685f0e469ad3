// docs/rules/experiences.md#calls-spec-001-7: clickthrough events go to placements with the time to offsite (from the click until
// the page is left for the link, in ns) and a duration (how long the experience had been shown, in
// ms); a clickthrough is counted when the time to offsite is under 500,000,000 ns.
import { isOffsiteUrl } from '#shared/urls.ts';

/** docs/rules/experiences.md#calls-spec-001-7: the longest time to offsite that still counts as a clickthrough, in ns. */
export const CLICKTHROUGH_MAX_TIME_TO_OFFSITE_NS = 500_000_000;

/** Whether a clickthrough with this time to offsite is counted. */
export function countsAsClickthrough(timeToOffsiteNs: number): boolean {
  return timeToOffsiteNs >= 0 && timeToOffsiteNs < CLICKTHROUGH_MAX_TIME_TO_OFFSITE_NS;
}

/** Milliseconds (performance.now() differences) as whole nanoseconds. */
export const msToNs = (ms: number): number => Math.round(ms * 1_000_000);

/** An off-site link: http(s) and not this site (the one same-site check, shared/urls.ts). */
export const isOffsiteHref = (href: string, origin: string): boolean => isOffsiteUrl(href, origin);
