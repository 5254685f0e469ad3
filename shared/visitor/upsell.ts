// Upsell eligibility and timings (docs/rules/closeup-and-visitors.md#validation-spec-002-5, docs/rules/closeup-and-visitors.md#constants-spec-002-9): app upsells by the time since the first and the
// last upsell, the share upsell's delay and interval, and the Android below 7 flag.
import { UPSELL_TIMING } from '#shared/visitor/constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface UpsellHistory {
  firstAppAt: number | null;
  lastAppAt: number | null;
  lastShareAt: number | null;
  /** When the visitor last dismissed the app upsell bar (absent in records kept before it existed). */
  appDismissedAt?: number | null;
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

/**
 * The app upsell bar shows while the app upsell is eligible and the visitor has not dismissed it
 * within the gap: a dismissal ends the first-upsell window, so the bar stays gone for 14 days.
 */
export function appUpsellBarShows(h: UpsellHistory, now: number, gapDays: number = UPSELL_TIMING.appUpsellGapDays): boolean {
  const dismissed = h.appDismissedAt ?? null;
  if (dismissed !== null && now - dismissed < gapDays * DAY_MS) return false;
  return appUpsellEligible(h, now, gapDays);
}

/** Who sees the app upsell bar: signed-out people on a phone, not bots, not Android below 7 (docs/rules/closeup-and-visitors.md#validation-spec-002-5). */
export interface AppUpsellAudience {
  isAuth: boolean;
  isBot: boolean;
  isMobile: boolean;
  userAgent: string;
}

export const appUpsellAudience = (a: AppUpsellAudience): boolean => !a.isAuth && !a.isBot && a.isMobile && !isOldAndroid(a.userAgent);

/** Records the visitor's dismissal of the app upsell at `now` (an upsell at that time too). */
export function noteAppUpsellDismissed(h: UpsellHistory, now: number): UpsellHistory {
  return { ...noteUpsell(h, 'app', now), appDismissedAt: now };
}

/**
 * The app upsell cookie mirrors the record's app upsell times for the server, which renders the
 * bar with the page (so its arrival shifts nothing): `first.last.dismissed`, ms, `-` for none.
 */
export function appUpsellCookieValue(h: UpsellHistory): string {
  return [h.firstAppAt, h.lastAppAt, h.appDismissedAt ?? null].map((t) => (t === null ? '-' : String(t))).join('.');
}

/** The app upsell times the cookie holds (none for a missing or malformed cookie). */
export function parseAppUpsellCookie(value: string | undefined): UpsellHistory {
  const parts = (value ?? '').split('.');
  const time = (part: string | undefined) => (part !== undefined && /^\d{1,15}$/.test(part) ? Number(part) : null);
  if (parts.length !== 3) return { firstAppAt: null, lastAppAt: null, lastShareAt: null, appDismissedAt: null };
  return { firstAppAt: time(parts[0]), lastAppAt: time(parts[1]), lastShareAt: null, appDismissedAt: time(parts[2]) };
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

/** docs/rules/closeup-and-visitors.md#validation-spec-002-5: Android below version 7 is flagged (null version: not Android). */
export function androidVersion(userAgent: string): number | null {
  const m = /Android (\d+)(?:\.(\d+))?/.exec(userAgent);
  return m ? Number(m[1]) + Number(m[2] ?? 0) / 10 : null;
}

export function isOldAndroid(userAgent: string): boolean {
  const v = androidVersion(userAgent);
  return v !== null && v < 7;
}

/**
 * The share upsell's icon variants (docs/rules/closeup-and-visitors.md#constants-spec-002-9): the rules give the values
 * 6, 8, 20 and 22 by country but not the mapping. Ours, a product choice: the messenger most people in the visitor's
 * country share with (LINE in Japan, Taiwan and Thailand, KakaoTalk in Korea, Messenger in the US, Canada and
 * Australia), WhatsApp everywhere else and when the country is unknown.
 */
export const SHARE_UPSELL_ICONS = { 6: 'WhatsApp', 8: 'Messenger', 20: 'LINE', 22: 'KakaoTalk' } as const;
export type ShareUpsellIcon = keyof typeof SHARE_UPSELL_ICONS;
const SHARE_ICON_BY_COUNTRY: Readonly<Record<string, ShareUpsellIcon>> = { US: 8, CA: 8, AU: 8, JP: 20, TW: 20, TH: 20, KR: 22 };

/** The icon variant of the share upsell for a visitor from `country` (ISO code, or null when unknown). */
export const shareUpsellIcon = (country: string | null): ShareUpsellIcon => (country && SHARE_ICON_BY_COUNTRY[country.toUpperCase()]) || 6;
