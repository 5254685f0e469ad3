// Pure event rules: the batch schema, sharding, impression thresholds and events, the bounded
// buffer, consent reduction and who reads creator analytics.
import { describe, expect, it } from 'vitest';
import { checkBatch, eventProblem } from '#shared/events/batch.ts';
import { mayTrack, strictlyNeeded } from '#shared/events/eventConsent.ts';
import { appendBounded, impressionEvent, reachedThreshold, thresholdCrossings, visibleFraction } from '#shared/events/impressions.ts';
import { dayOf, shardName, splitByShard } from '#shared/events/shards.ts';
import type { Viewer } from '#shared/types.ts';

const NOW = Date.UTC(2026, 10, 21, 12);
const ok = { event_type: 18, object_id_str: '42', time: NOW };

describe('event schema (pin-card: Calls; closeup-and-visitors: Calls)', () => {
  it.each([
    ['a pin impression (18)', ok, null],
    ['a carousel slot impression (7352)', { ...ok, event_type: 7352 }, null],
    ['a click (101)', { ...ok, event_type: 101 }, null],
    ['a clickthrough (8948)', { ...ok, event_type: 8948 }, null],
    [
      'an impression with its payload',
      {
        ...ok,
        slot_index: 3,
        start_time: NOW,
        end_time: NOW + 10,
        render_duration: 5,
        cell_width: 236,
        cell_height: 300,
        visible: 0.8,
        forced_exit: true,
        aux_data: { surface: 'home' },
      },
      null,
    ],
    ['an ad explanation view (1)', { ...ok, event_type: 1 }, null],
    ['an unknown type', { ...ok, event_type: 7 }, 'event_type'],
    ['a string type', { ...ok, event_type: '18' }, 'event_type'],
    ['a missing pin id', { event_type: 18, time: NOW }, 'object_id_str'],
    ['a pin id with letters', { ...ok, object_id_str: '4a' }, 'object_id_str'],
    ['a time 31 days ago', { ...ok, time: NOW - 31 * 86_400_000 }, 'time'],
    ['a time two days ahead', { ...ok, time: NOW + 2 * 86_400_000 }, 'time'],
    ['a fractional time', { ...ok, time: NOW + 0.5 }, 'time'],
    ['an unknown field', { ...ok, user: 'x' }, 'unknown field'],
    ['nested aux data', { ...ok, aux_data: { a: { b: 1 } } }, 'aux_data'],
    ['a negative cell width', { ...ok, cell_width: -1 }, 'cell_width'],
    ['not an object', 18, 'object'],
  ])('checks %s', (_what, event, problem) => {
    const found = eventProblem(event, NOW);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });

  it('names every bad event of a batch by index, and refuses the whole batch', () => {
    const check = checkBatch({ batch_id: 'batch-0001', events: [ok, { ...ok, event_type: 2 }, ok, { ...ok, object_id_str: '' }] }, NOW);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problems).toEqual(['events[1] event_type is not a known event type', 'events[3] object_id_str must be a string of digits']);
  });

  it.each([
    ['a short batch id', { batch_id: 'x', events: [ok] }],
    ['no events', { batch_id: 'batch-0001', events: [] }],
    ['1001 events (pin-card: Constants)', { batch_id: 'batch-0001', events: Array(1001).fill(ok) }],
    ['a list', [ok]],
  ])('refuses %s', (_what, body) => {
    expect(checkBatch(body, NOW).ok).toBe(false);
  });

  it('accepts 1000 events (pin-card: Constants)', () => {
    expect(checkBatch({ batch_id: 'batch-0001', events: Array(1000).fill(ok) }, NOW).ok).toBe(true);
  });
});

describe('sharding by viewer and day', () => {
  it('counts each event once, per pin, day and type, in one sub-batch per shard', () => {
    const events = [ok, ok, { ...ok, event_type: 101 }, { ...ok, object_id_str: '43' }, { ...ok, time: NOW - 86_400_000 }];
    const shards = splitByShard('batch-0001', events, 'ip:203.0.113.1');
    const cells = shards.flatMap((s) => s.cells);
    expect(cells.reduce((n, c) => n + c.count, 0)).toBe(events.length);
    expect(cells).toContainEqual({ pinId: '42', day: '2026-11-21', eventType: 18, count: 2 });
    expect(cells).toContainEqual({ pinId: '42', day: '2026-11-20', eventType: 18, count: 1 });
    expect(new Set(shards.map((s) => s.shard)).size).toBe(shards.length);
    for (const s of shards) for (const c of s.cells) expect(s.shard).toBe(shardName('ip:203.0.113.1', c.day));
    // One object per day the batch names, whatever its pins.
    expect(shards.length).toBe(2);
  });

  it('uses the UTC day', () => {
    expect(dayOf(Date.UTC(2026, 0, 1, 23, 59))).toBe('2026-01-01');
  });
});

describe('impressions (closeup-and-visitors: Entities, States and actions)', () => {
  it.each([
    ['fully below the 143 px cutoff', { top: 200, bottom: 400, viewportHeight: 900 }, 1],
    ['half under the cutoff', { top: 43, bottom: 243, viewportHeight: 900 }, 0.5],
    ['entirely above the cutoff', { top: 0, bottom: 143, viewportHeight: 900 }, 0],
    ['a fifth below the fold', { top: 800, bottom: 1300, viewportHeight: 900 }, 0.2],
  ])('counts the visible fraction of an item %s', (_what, box, fraction) => {
    expect(visibleFraction(box)).toBeCloseTo(fraction);
  });

  it.each([
    [0, -1],
    [0.01, 0],
    [0.49, 0],
    [0.5, 0.5],
    [0.79, 0.5],
    [0.8, 0.8],
    [0.99, 0.8],
    [1, 1],
  ])('a visible fraction of %s reaches threshold %s (0, 50, 80, 100 %%)', (fraction, threshold) => {
    expect(reachedThreshold(fraction)).toBe(threshold);
  });

  it.each([
    ['pin', 18],
    ['carouselSlot', 7352],
  ] as const)('logs a %s view as event type %s with its payload', (kind, type) => {
    const event = impressionEvent({
      pinId: '9',
      kind,
      slotIndex: 4,
      startTime: NOW,
      endTime: NOW + 1500,
      renderDuration: 12,
      cellWidth: 236,
      cellHeight: 310.4,
      maxVisible: 0.8,
      thresholdEvents: [
        { threshold: 1, kind: 'visible', time: NOW },
        { threshold: 50, kind: 'visible', time: NOW },
        { threshold: 80, kind: 'visible', time: NOW + 200 },
        { threshold: 80, kind: 'hidden', time: NOW + 1500 },
        { threshold: 50, kind: 'hidden', time: NOW + 1500 },
        { threshold: 1, kind: 'hidden', time: NOW + 1500 },
      ],
      forcedExit: true,
    });
    expect(event).toEqual({
      event_type: type,
      object_id_str: '9',
      time: NOW,
      start_time: NOW,
      end_time: NOW + 1500,
      render_duration: 12,
      slot_index: 4,
      cell_width: 236,
      cell_height: 310,
      visible: 0.8,
      threshold_events: expect.arrayContaining([{ threshold: 80, kind: 'hidden', time: NOW + 1500 }]),
      forced_exit: true,
    });
    expect(event.threshold_events).toHaveLength(6);
    expect(eventProblem(event, NOW)).toBeNull();
  });

  it.each([
    [
      -1,
      0.5,
      [
        ['visible', 1],
        ['visible', 50],
      ],
    ],
    [
      0.5,
      1,
      [
        ['visible', 80],
        ['visible', 100],
      ],
    ],
    [
      1,
      0.5,
      [
        ['hidden', 100],
        ['hidden', 80],
      ],
    ],
    [
      0.5,
      -1,
      [
        ['hidden', 50],
        ['hidden', 1],
      ],
    ],
    [0.8, 0.8, []],
  ] as const)('C36: from threshold %s to %s a view logs %j (closeup-and-visitors: States and actions)', (from, to, expected) => {
    expect(thresholdCrossings(from, to, NOW).map((e) => [e.kind, e.threshold])).toEqual(expected);
    expect(thresholdCrossings(from, to, NOW).every((e) => e.time === NOW)).toBe(true);
  });

  it('C36: a view logs visible and hidden events at 1, 50, 80 and 100 percent (closeup-and-visitors: Entities)', () => {
    expect(thresholdCrossings(-1, 1, NOW).map((e) => e.threshold)).toEqual([1, 50, 80, 100]);
    expect(thresholdCrossings(1, -1, NOW).map((e) => e.threshold)).toEqual([100, 80, 50, 1]);
  });

  it.each([
    [[{ threshold: 40, kind: 'visible', time: NOW }], 'threshold_events[0]'],
    [[{ threshold: 0, kind: 'visible', time: NOW }], 'threshold_events[0]'],
    [[{ threshold: 50, kind: 'seen', time: NOW }], 'threshold_events[0]'],
    [[{ threshold: 50, kind: 'visible', time: 1.5 }], 'threshold_events[0]'],
    ['all', 'threshold_events must be a list'],
  ])('refuses malformed threshold events %j (closeup-and-visitors: States and actions)', (threshold_events, message) => {
    expect(eventProblem({ event_type: 18, object_id_str: '9', time: NOW, threshold_events }, NOW)).toContain(message);
  });

  it('A61: keeps only the last 1000 entries (pin-card: Constants)', () => {
    const buffer = appendBounded(
      Array.from({ length: 999 }, (_, i) => i),
      [999, 1000, 1001],
    );
    expect(buffer).toHaveLength(1000);
    expect(buffer[0]).toBe(2);
    expect(buffer.at(-1)).toBe(1001);
  });
});

const viewer = (over: Partial<Viewer> & { analyticsConsent?: boolean | null } = {}): Viewer & { analyticsConsent?: boolean | null } => ({
  id: '7',
  username: 'v',
  fullName: 'V',
  isAuth: true,
  isPartner: false,
  isEmployee: false,
  isVerifiedMerchant: false,
  isLimitedLogin: false,
  country: null,
  locale: 'en-US',
  createdAt: null,
  gender: null,
  isBot: false,
  botKind: null,
  isMobile: false,
  anonymousId: 'a'.repeat(16),
  experiments: {},
  ...over,
});

describe('consent', () => {
  it.each([
    ['a viewer who has not decided', {}, true],
    ['a viewer who consented', { analyticsConsent: true }, true],
    ['a viewer who refused analytics', { analyticsConsent: false }, false],
    ['a bot', { isBot: true }, false],
    [
      'a visitor who must consent and has not (experiences: Lifecycle and behaviour)',
      { consent: { needed: true, given: false, analytics: false, marketing: false, personalization: false } },
      false,
    ],
    ['a visitor who accepted analytics', { consent: { needed: true, given: true, analytics: true, marketing: false, personalization: false } }, true],
    ['a visitor where no consent is needed', { consent: { needed: false, given: false, analytics: true, marketing: true, personalization: true } }, true],
  ])('mayTrack: %s', (_who, over, expected) => {
    expect(mayTrack(viewer(over))).toBe(expected);
  });

  it('keeps only type, pin and time when detail is not allowed', () => {
    expect(strictlyNeeded({ ...ok, slot_index: 2, cell_width: 236, aux_data: { surface: 'home' } })).toEqual(ok);
  });
});
