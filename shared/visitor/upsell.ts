// Upsell eligibility and timings (spec 002 §5, §9): app upsells by the time since the first and the
// last upsell, the share upsell's delay and interval, and the Android below 7 flag.
import { UPSELL_TIMING } from '#shared/visitor/constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface UpsellHistory {
  firstAppAt: number | null;
  lastAppAt: number | null;
  lastShareAt: number | null;
}

/**
 * The app upsell may show: never shown before; or still within the first-upsell window (1 base
 * period after the first one); or at least the gap (default 14 days) after the last one.
 */
export function appUpsellEligible(h: UpsellHistory, now: number, gapDays: number = UPSELL_TIMING.appUpsellGapDays): boolean {
  if (h.firstAppAt === null || h.lastAppAt === null) return true;
  if (now - h.firstAppAt < UPSELL_TIMING.firstUpsellWindowMs) return true;
  return now - h.lastAppAt >= gapDays * DAY_MS;
}

/** Ms until the share upsell shows (4000 ms after the page), or null within 900000 ms of the last one. */
export function shareUpsellDelay(h: UpsellHistory, now: number): number | null {
  if (h.lastShareAt !== null && now - h.lastShareAt < UPSELL_TIMING.shareUpsellIntervalMs) return null;
  return UPSELL_TIMING.shareUpsellDelayMs;
}

/** Records an upsell shown at `now`. */
export function noteUpsell(h: UpsellHistory, kind: 'app' | 'share', now: number): UpsellHistory {
  if (kind === 'share') return { ...h, lastShareAt: now };
  return { ...h, firstAppAt: h.firstAppAt ?? now, lastAppAt: now };
}

/** Spec 002 §5: Android below version 7 is flagged (null version: not Android). */
export function androidVersion(userAgent: string): number | null {
  const m = /Android (\d+)(?:\.(\d+))?/.exec(userAgent);
  return m ? Number(m[1]) + Number(m[2] ?? 0) / 10 : null;
}

export function isOldAndroid(userAgent: string): boolean {
  const v = androidVersion(userAgent);
  return v !== null && v < 7;
}
