// A calendar day in words ("March 3, 2025"): with ./humanDate.ts the one way the site shows a date to a person,
// apart so that a page showing only days (a closeup's article, a policy) does not download the relative words.

const longFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A calendar day (an ISO date or time) in words: "March 3, 2025". */
export function calendarDate(when: string | number): string {
  const time = typeof when === 'number' ? when : Date.parse(when);
  return Number.isFinite(time) ? longFormat.format(new Date(time)) : '';
}
