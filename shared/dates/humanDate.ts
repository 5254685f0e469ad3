// The one way the site shows a moment to a person: recent times as "now", "5 min" or "2 h", then "Yesterday", then a
// day ("Mar 3", with the year when it is not this year); a date that is a day, not a moment: ./calendarDate.ts.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayYearFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Midnight (UTC) of a time's day, in ms, shifted by the reader's time-zone offset in minutes (as Date#getTimezoneOffset). */
const dayStart = (time: number, offsetMinutes: number): number => {
  const local = time - offsetMinutes * MINUTE;
  return local - (((local % DAY) + DAY) % DAY);
};

/**
 * A moment (ISO string or ms) as a person reads it, relative to `now`: "now", "5 min", "2 h" within the day's last
 * hours, "Yesterday", then "Mar 3" ("Mar 3, 2025" in another year). `offsetMinutes` is the reader's time-zone
 * offset (new Date().getTimezoneOffset(); 0, UTC, on the server).
 */
export function humanDate(when: string | number, now: number = Date.now(), offsetMinutes = 0): string {
  const time = typeof when === 'number' ? when : Date.parse(when);
  if (!Number.isFinite(time)) return '';
  const ago = now - time;
  if (ago < MINUTE) return 'now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min`;
  const today = dayStart(now, offsetMinutes);
  const day = dayStart(time, offsetMinutes);
  if (ago < 12 * HOUR || day === today) return `${Math.floor(ago / HOUR)} h`;
  if (day === today - DAY) return 'Yesterday';
  const shifted = new Date(time - offsetMinutes * MINUTE);
  const sameYear = shifted.getUTCFullYear() === new Date(now - offsetMinutes * MINUTE).getUTCFullYear();
  return (sameYear ? dayFormat : dayYearFormat).format(shifted);
}
