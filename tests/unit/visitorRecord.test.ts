// The logged-out visitor's local record (docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, docs/rules/closeup-and-visitors.md#validation-spec-002-5, docs/rules/closeup-and-visitors.md#constants-spec-002-9): limits, dedupe, buckets, resets,
// country and consent gating, upsell timings. Time comes from fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveConsent } from '#shared/consent.ts';
import { UPSELL_TIMING, VISITOR_RECORD } from '#shared/visitor/constants.ts';
import { countryAllowsTracking, mayKeepVisitorRecord } from '#shared/visitor/gate.ts';
import {
  addClickthrough,
  addCloseup,
  addDownload,
  addInviteRedeemed,
  addPath,
  addSavedPin,
  addSearch,
  addVisit,
  applyUnauthSave,
  countBucket,
  daysSinceLastRevisit,
  emptyRecord,
  isQUS,
  parseRecord,
  parseRevisitation,
  revisitDaysBucket,
  visitorEventContext,
} from '#shared/visitor/record.ts';
import { appUpsellEligible, isOldAndroid, noteUpsell, shareUpsellDelay } from '#shared/visitor/upsell.ts';

const DAY = 24 * 60 * 60 * 1000;
const search = (query: string) => ({ query, rs: 'typed', scope: 'pins', rg: '' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('saved pins (closeup-and-visitors: Validation, Constants)', () => {
  it('C33: keeps at most 2 saved pins and refuses a third (closeup-and-visitors: Validation)', () => {
    let r = emptyRecord();
    for (const id of ['101', '102']) {
      const res = addSavedPin(r, id, Date.now());
      expect(res.accepted).toBe(true);
      r = res.record;
    }
    const third = addSavedPin(r, '103', Date.now());
    expect(third.accepted).toBe(false);
    expect(third.record.savedPins.map((s) => s.pinId)).toEqual(['101', '102']);
  });

  it('C33: saving the same pin again replaces its entry (closeup-and-visitors: Validation)', () => {
    let r = addSavedPin(emptyRecord(), '101', Date.now()).record;
    r = addSavedPin(r, '102', Date.now()).record;
    vi.advanceTimersByTime(5000);
    const again = addSavedPin(r, '101', Date.now());
    expect(again.accepted).toBe(true);
    expect(again.record.savedPins).toEqual([
      { pinId: '102', savedAt: Date.now() - 5000 },
      { pinId: '101', savedAt: Date.now() },
    ]);
  });
});

describe('C34: recent lists (closeup-and-visitors: Entities, Validation)', () => {
  it('the same top pin is not added twice (closeup-and-visitors: Validation)', () => {
    let r = addCloseup(emptyRecord(), '5');
    r = addCloseup(r, '5');
    expect(r.closeupPins).toEqual(['5']);
    r = addCloseup(addCloseup(r, '6'), '5');
    expect(r.closeupPins).toEqual(['5', '6', '5']);
  });

  it('the same top query is not added twice (query, rs, scope, rg kept) (closeup-and-visitors: Validation)', () => {
    let r = addSearch(emptyRecord(), search('Cabin'));
    r = addSearch(r, search('cabin '));
    expect(r.searches).toEqual([{ query: 'Cabin', rs: 'typed', scope: 'pins', rg: '' }]);
    expect(addSearch(r, search('  ')).searches).toHaveLength(1);
  });

  it('the same top path is not added twice (closeup-and-visitors: Validation)', () => {
    const r = addPath(addPath(addPath(emptyRecord(), '/pin/1/'), '/pin/1/'), '/');
    expect(r.paths).toEqual(['/', '/pin/1/']);
  });

  it('clickthrough pins keep pinId, link, imageSignature and domain; not-an-id is ignored (closeup-and-visitors: Entities)', () => {
    const c = { pinId: '7', link: 'https://example.com/a', imageSignature: 'abc', domain: 'example.com' };
    let r = addClickthrough(addClickthrough(emptyRecord(), c), c);
    expect(r.clickthroughs).toEqual([c]);
    r = addClickthrough(r, { ...c, pinId: 'x' });
    expect(r.clickthroughs).toHaveLength(1);
  });

  it('A100: keeps 10 visited pin pages; the 11th visit drops the oldest (pin-card: Constants)', () => {
    let r = emptyRecord();
    for (let i = 1; i <= 10; i++) r = addCloseup(r, String(i));
    expect(r.closeupPins).toEqual(['10', '9', '8', '7', '6', '5', '4', '3', '2', '1']);
    r = addCloseup(r, '11');
    expect(r.closeupPins).toEqual(['11', '10', '9', '8', '7', '6', '5', '4', '3', '2']);
  });

  it('downloaded pin count and invites redeemed (an invite once) (closeup-and-visitors: Entities)', () => {
    const r = addInviteRedeemed(addInviteRedeemed(addDownload(addDownload(emptyRecord())), 'abc'), 'abc');
    expect(r.downloadedPinCount).toBe(2);
    expect(r.invitesRedeemed).toEqual(['abc']);
  });
});

describe('C34: revisitation (closeup-and-visitors: Entities, Validation)', () => {
  it('counts a revisit after the gap; visits within the gap only move ts (closeup-and-visitors: Entities)', () => {
    const start = Date.now();
    let r = addVisit(emptyRecord(), Date.now());
    expect(r.revisitation).toEqual({ count: 1, time: start, ts: start });
    vi.advanceTimersByTime(VISITOR_RECORD.revisitGapMs - 1);
    r = addVisit(r, Date.now());
    expect(r.revisitation?.count).toBe(1);
    vi.advanceTimersByTime(VISITOR_RECORD.revisitGapMs);
    r = addVisit(r, Date.now());
    expect(r.revisitation).toEqual({ count: 2, time: start, ts: Date.now() });
  });

  it('revisitation without numeric count, time and ts is reset (closeup-and-visitors: Validation)', () => {
    expect(parseRevisitation({ count: '2', time: 1, ts: 2 })).toBeNull();
    expect(parseRevisitation({ count: 2, time: 1 })).toBeNull();
    expect(parseRevisitation({ count: 2, time: 1, ts: Number.NaN })).toBeNull();
    expect(parseRevisitation({ count: 2, time: 1, ts: 3 })).toEqual({ count: 2, time: 1, ts: 3 });
    const stored = JSON.stringify({ ...emptyRecord(), revisitation: { count: 'x', time: 1, ts: 1 } });
    const r = addVisit(parseRecord(stored), Date.now());
    expect(r.revisitation).toEqual({ count: 1, time: Date.now(), ts: Date.now() });
  });

  it('days since the last revisit, and isQUS for an engaged returning visitor (closeup-and-visitors: Entities)', () => {
    let r = addVisit(emptyRecord(), Date.now());
    expect(daysSinceLastRevisit(emptyRecord(), Date.now())).toBeNull();
    vi.advanceTimersByTime(10 * DAY + 5);
    expect(daysSinceLastRevisit(r, Date.now())).toBe(10);
    expect(isQUS(r)).toBe(false);
    r = addCloseup(addVisit(r, Date.now()), '9');
    expect(isQUS(r)).toBe(true);
  });
});

describe('C34: buckets (closeup-and-visitors: Constants)', () => {
  it.each([
    [0, '0-4'],
    [4, '0-4'],
    [5, '5-9'],
    [19, '15-19'],
    [20, '20+'],
    [500, '20+'],
  ])('C56: count %i is in bucket %s (steps of 5, capped at 20+) (closeup-and-visitors: Constants)', (n, b) => {
    expect(countBucket(n)).toBe(b);
  });

  it.each([
    [0, '0-6'],
    [6, '0-6'],
    [7, '7-13'],
    [83, '77-83'],
    [84, '84+'],
    [400, '84+'],
  ])('C56: %i revisit days is in bucket %s (steps of 7, capped at 84+) (closeup-and-visitors: Constants)', (d, b) => {
    expect(revisitDaysBucket(d)).toBe(b);
  });
});

describe('C34: country and consent gating (closeup-and-visitors: Validation)', () => {
  const visitor = (country: string | null, choice: 'accept' | 'reject' | null) => ({
    isAuth: false,
    isBot: false,
    country,
    consent: resolveConsent(
      country !== 'US',
      choice
        ? { analytics: choice === 'accept', marketing: choice === 'accept', personalization: choice === 'accept', givenAt: Date.now(), revision: '2026-11-01' }
        : null,
    ),
  });

  it('tracked in an allowed country without a choice (closeup-and-visitors: Validation)', () => {
    expect(countryAllowsTracking('US')).toBe(true);
    expect(mayKeepVisitorRecord(visitor('US', null))).toBe(true);
  });

  it('in a consent country (or an unknown one) only with consent (closeup-and-visitors: Validation)', () => {
    expect(countryAllowsTracking('DE')).toBe(false);
    expect(countryAllowsTracking(null)).toBe(false);
    expect(mayKeepVisitorRecord(visitor('DE', null))).toBe(false);
    expect(mayKeepVisitorRecord(visitor('DE', 'reject'))).toBe(false);
    expect(mayKeepVisitorRecord(visitor('DE', 'accept'))).toBe(true);
    expect(mayKeepVisitorRecord(visitor(null, 'accept'))).toBe(true);
  });

  it('never for members or bots (closeup-and-visitors: Validation)', () => {
    expect(mayKeepVisitorRecord({ ...visitor('US', null), isAuth: true })).toBe(false);
    expect(mayKeepVisitorRecord({ ...visitor('US', null), isBot: true })).toBe(false);
  });
});

describe('stored record (storage is visitor-controlled)', () => {
  it('drops malformed entries and answers an empty record for garbage', () => {
    expect(parseRecord('{not json')).toEqual(emptyRecord());
    expect(parseRecord('[1]')).toEqual(emptyRecord());
    const r = parseRecord(
      JSON.stringify({
        closeupPins: ['1', 'x', 2],
        searches: [search('a'), { query: 1 }],
        savedPins: [
          { pinId: '1', savedAt: 1 },
          { pinId: '2', savedAt: 2 },
          { pinId: '3', savedAt: 3 },
        ],
        downloadedPinCount: -3,
      }),
    );
    expect(r.closeupPins).toEqual(['1']);
    expect(r.searches).toEqual([search('a')]);
    expect(r.savedPins).toHaveLength(2);
    expect(r.downloadedPinCount).toBe(0);
  });
});

describe('unauthenticated save flag actions (closeup-and-visitors: States and actions)', () => {
  it('C41: set the pending save pin id, dismiss, complete (closeup-and-visitors: States and actions)', () => {
    let f = emptyRecord().unauthSave;
    f = applyUnauthSave(f, { type: 'setPendingSavePinId', pinId: '42' });
    expect(f.pendingSavePinId).toBe('42');
    expect(applyUnauthSave(f, { type: 'dismiss' })).toEqual({ dismissed: true, completed: false, pendingSavePinId: null });
    expect(applyUnauthSave(f, { type: 'complete' })).toEqual({ dismissed: false, completed: true, pendingSavePinId: null });
    expect(applyUnauthSave(f, { type: 'setPendingSavePinId', pinId: 'nope' }).pendingSavePinId).toBeNull();
  });
});

describe('upsells (closeup-and-visitors: Validation, Constants)', () => {
  const none = { firstAppAt: null, lastAppAt: null, lastShareAt: null };

  it('C49, C56: the app upsell waits 14 days after the last one, beyond the first-upsell window (closeup-and-visitors: Constants)', () => {
    expect(appUpsellEligible(none, Date.now())).toBe(true);
    const h = noteUpsell(none, 'app', Date.now());
    vi.advanceTimersByTime(UPSELL_TIMING.firstUpsellWindowMs - 1);
    expect(appUpsellEligible(h, Date.now())).toBe(true);
    vi.advanceTimersByTime(1);
    expect(appUpsellEligible(h, Date.now())).toBe(false);
    vi.advanceTimersByTime(14 * DAY - UPSELL_TIMING.firstUpsellWindowMs - 1);
    expect(appUpsellEligible(h, Date.now())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(appUpsellEligible(h, Date.now())).toBe(true);
    expect(appUpsellEligible(h, Date.now(), 30)).toBe(false);
  });

  it('C49, C56: the share upsell shows after 4000 ms, at most once per 900000 ms (closeup-and-visitors: Constants)', () => {
    expect(shareUpsellDelay(none, Date.now())).toBe(4000);
    const h = noteUpsell(none, 'share', Date.now());
    vi.advanceTimersByTime(899_999);
    expect(shareUpsellDelay(h, Date.now())).toBeNull();
    vi.advanceTimersByTime(1);
    expect(shareUpsellDelay(h, Date.now())).toBe(4000);
    expect(UPSELL_TIMING.shareAnimationMs).toBe(5000);
  });

  it.each([
    ['Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5) Chrome/100.0', true],
    ['Mozilla/5.0 (Linux; Android 7.0; SM-G930V) Chrome/100.0', false],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130.0', false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', false],
  ])('C48: Android below 7 is flagged: %s (closeup-and-visitors: Validation)', (ua, old) => {
    expect(isOldAndroid(ua)).toBe(old);
  });
});

describe("what a signed-out visitor's events carry of the record", () => {
  const DAY = 24 * 60 * 60 * 1000;
  it('C34: isQUS and the buckets; the days since the last visit taken when it was counted, else from the record', () => {
    const r = { ...emptyRecord(), closeupPins: ['1', '2', '3', '4', '5'], downloadedPinCount: 42, revisitation: { count: 3, time: 0, ts: 10 * DAY } };
    expect(visitorEventContext(r, 8, 10 * DAY)).toEqual({
      visitor_is_qus: true,
      visitor_visits: '0-4',
      visitor_closeups: '5-9',
      visitor_searches: '0-4',
      visitor_clickthroughs: '0-4',
      visitor_downloads: '20+',
      visitor_revisit_days: '7-13',
    });
    expect(visitorEventContext(r, null, 100 * DAY).visitor_revisit_days).toBe('84+');
    expect(visitorEventContext(emptyRecord(), null, 0)).not.toHaveProperty('visitor_revisit_days');
  });
});
