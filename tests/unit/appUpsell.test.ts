// The app upsell bar's eligibility wiring (docs/rules/closeup-and-visitors.md#validation-spec-002-5, docs/rules/closeup-and-visitors.md#constants-spec-002-9): who sees it, the first-upsell window
// and the 14-day gap, a dismissal that keeps it gone for the gap, and the cookie that mirrors the
// record's times for the server (read back exactly, malformed values read as none).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPSELL_TIMING } from '#shared/visitor/constants.ts';
import { parseRecord } from '#shared/visitor/record.ts';
import {
  appUpsellAudience,
  appUpsellBarShows,
  appUpsellCookieValue,
  noteAppUpsellDismissed,
  noteUpsell,
  parseAppUpsellCookie,
  shareUpsellIcon,
  type UpsellHistory,
} from '#shared/visitor/upsell.ts';

const DAY = 24 * 60 * 60 * 1000;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const none: UpsellHistory = { firstAppAt: null, lastAppAt: null, lastShareAt: null };
/** What the server reads after the client wrote the cookie from the record. */
const throughCookie = (h: UpsellHistory) => parseAppUpsellCookie(appUpsellCookieValue(h));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the app upsell bar (closeup-and-visitors: Validation, Constants)', () => {
  it('C48: shows to signed-out people on phones only, never to Android below 7 (closeup-and-visitors: Validation)', () => {
    const phone = { isAuth: false, isBot: false, isMobile: true, userAgent: IPHONE };
    expect(appUpsellAudience(phone)).toBe(true);
    expect(appUpsellAudience({ ...phone, isAuth: true })).toBe(false);
    expect(appUpsellAudience({ ...phone, isBot: true })).toBe(false);
    expect(appUpsellAudience({ ...phone, isMobile: false })).toBe(false);
    expect(appUpsellAudience({ ...phone, userAgent: 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5) Chrome/100.0 Mobile' })).toBe(false);
    expect(appUpsellAudience({ ...phone, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130.0 Mobile' })).toBe(true);
  });

  it('C49: shows again within the first-upsell window, then 14 days after the last upsell (closeup-and-visitors: Constants)', () => {
    expect(appUpsellBarShows(throughCookie(none), Date.now())).toBe(true);
    const shown = noteUpsell(none, 'app', Date.now());
    vi.advanceTimersByTime(UPSELL_TIMING.firstUpsellWindowMs - 1);
    expect(appUpsellBarShows(throughCookie(shown), Date.now())).toBe(true);
    const again = noteUpsell(shown, 'app', Date.now());
    vi.advanceTimersByTime(1);
    expect(appUpsellBarShows(throughCookie(again), Date.now())).toBe(false);
    vi.advanceTimersByTime(UPSELL_TIMING.appUpsellGapDays * DAY - 2);
    expect(appUpsellBarShows(throughCookie(again), Date.now())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(appUpsellBarShows(throughCookie(again), Date.now())).toBe(true);
  });

  it('C49: a dismissal, even in the first-upsell window, keeps the bar gone for the 14-day gap (closeup-and-visitors: Constants)', () => {
    const shown = noteUpsell(none, 'app', Date.now());
    vi.advanceTimersByTime(60_000);
    const dismissed = noteAppUpsellDismissed(shown, Date.now());
    expect(dismissed).toMatchObject({ firstAppAt: shown.firstAppAt, lastAppAt: Date.now(), appDismissedAt: Date.now() });
    expect(appUpsellBarShows(throughCookie(dismissed), Date.now())).toBe(false);
    vi.advanceTimersByTime(UPSELL_TIMING.appUpsellGapDays * DAY - 1);
    expect(appUpsellBarShows(throughCookie(dismissed), Date.now())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(appUpsellBarShows(throughCookie(dismissed), Date.now())).toBe(true);
  });

  it('the cookie mirrors the record’s app upsell times, and reads garbage as none', () => {
    const dismissed = noteAppUpsellDismissed(none, Date.now());
    expect(appUpsellCookieValue(dismissed)).toBe(`${Date.now()}.${Date.now()}.${Date.now()}`);
    expect(appUpsellCookieValue(none)).toBe('-.-.-');
    expect(throughCookie(dismissed)).toEqual({ ...dismissed, lastShareAt: null });
    for (const bad of [undefined, '', 'x', '1.2', '1.2.3.4', 'a.b.c', '1e3.2.3']) {
      expect(appUpsellBarShows(parseAppUpsellCookie(bad), Date.now()), String(bad)).toBe(true);
    }
    // The local record keeps the dismissal across a reload (parsed back from storage).
    const stored = parseRecord(JSON.stringify({ upsells: dismissed }));
    expect(stored.upsells.appDismissedAt).toBe(Date.now());
  });
});

describe('the share upsell icon (closeup-and-visitors: Constants)', () => {
  it.each([
    ['JP', 20],
    ['tw', 20],
    ['KR', 22],
    ['US', 8],
    ['BR', 6],
    ['DE', 6],
    [null, 6],
  ] as const)('C49: a visitor from %s gets icon variant %s (closeup-and-visitors: Constants)', (country, variant) => {
    expect(shareUpsellIcon(country)).toBe(variant);
  });
});
