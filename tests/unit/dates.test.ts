// The one way dates are shown (shared/dates/): moments relative to now, "Yesterday" by the reader's calendar
// day, then a day with the year only when it is another year; never an ISO string.
import { describe, expect, it } from 'vitest';
import { calendarDate } from '#shared/dates/calendarDate.ts';
import { humanDate } from '#shared/dates/humanDate.ts';

const NOW = Date.parse('2026-03-10T15:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('dates as a person reads them (C10)', () => {
  it.each([
    [ago(20_000), 'now'],
    [ago(5 * MIN), '5 min'],
    [ago(2 * HOUR), '2 h'],
    [ago(14 * HOUR), '14 h'],
    ['2026-03-09T10:00:00Z', 'Yesterday'],
    ['2026-03-01T10:00:00Z', 'Mar 1'],
    ['2025-12-24T10:00:00Z', 'Dec 24, 2025'],
  ])('C10: %s reads %s', (when, text) => {
    expect(humanDate(when, NOW)).toBe(text);
  });

  it('C10: "Yesterday" is by the reader\'s own day: 18 h ago is yesterday in UTC but today eight hours west', () => {
    const now = Date.parse('2026-03-10T03:00:00Z');
    const when = '2026-03-09T09:00:00Z';
    expect(humanDate(when, now, 0)).toBe('Yesterday');
    expect(humanDate(when, now, 8 * 60)).toBe('18 h');
  });

  it('C10: a moment given in ms reads the same, and a broken one reads nothing rather than a raw string', () => {
    expect(humanDate(NOW - 3 * HOUR, NOW)).toBe('3 h');
    expect(humanDate('not a date', NOW)).toBe('');
  });

  it('C10: a calendar day in words', () => {
    expect(calendarDate('2025-03-03')).toBe('March 3, 2025');
    expect(calendarDate('2025-03-03T23:00:00Z')).toBe('March 3, 2025');
  });
});
