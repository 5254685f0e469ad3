// The wire shape of POST /v3/events/ and its schema check: a batch is counted whole or not at
// all, so every bad event is named in one refusal (docs/rules/pin-card.md#calls-spec-000-7, docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4 and docs/rules/closeup-and-visitors.md#calls-spec-002-7).
import { AD_EXPLANATION_EVENT_TYPES, EVENT_TIME_WINDOW, EVENT_TYPES, IMPRESSION_BUFFER_LIMIT, IMPRESSION_EVENT_PERCENTS } from '#shared/constants.ts';
import { isId } from '../ids.ts';
import { CLICK_EVENTS } from './clickEvents.ts';
import { type LoggedEvent, MAX_THRESHOLD_EVENTS } from './wire.ts';

export interface EventBatch {
  batch_id: string;
  events: LoggedEvent[];
}

export type BatchCheck = { ok: true; batch: EventBatch } | { ok: false; problems: string[] };

/** Every event type the site logs. */
export const KNOWN_EVENT_TYPES: ReadonlySet<number> = new Set([
  EVENT_TYPES.pinImpression,
  EVENT_TYPES.carouselSlotImpression,
  EVENT_TYPES.click,
  ...Object.values(CLICK_EVENTS),
  AD_EXPLANATION_EVENT_TYPES.view,
]);

const BATCH_ID = /^[A-Za-z0-9_-]{8,64}$/;
const NUMBER_FIELDS = [
  'view_type',
  'view_parameter',
  'component',
  'element',
  'slot_index',
  'start_time',
  'end_time',
  'render_duration',
  'cell_width',
  'cell_height',
  'visible',
] as const;
/** docs/rules/experiences.md#calls-spec-001-7: the fields of a payload that are objects of short values. */
const RECORD_FIELDS = ['aux_data', 'view_data'] as const;
const KNOWN_FIELDS = new Set<string>(['event_type', 'object_id_str', 'time', 'forced_exit', 'threshold_events', ...RECORD_FIELDS, ...NUMBER_FIELDS]);
const THRESHOLD_PERCENTS = new Set<number>(IMPRESSION_EVENT_PERCENTS);

function thresholdEventsProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.length > MAX_THRESHOLD_EVENTS) return `threshold_events must be a list of at most ${MAX_THRESHOLD_EVENTS} entries`;
  const bad = value.findIndex(
    (e) =>
      !isRecord(e)
      || !THRESHOLD_PERCENTS.has(e.threshold as number)
      || (e.kind !== 'visible' && e.kind !== 'hidden')
      || !Number.isSafeInteger(e.time)
      || Object.keys(e).length !== 3,
  );
  return bad < 0 ? null : `threshold_events[${bad}] must be {threshold: 1, 50, 80 or 100, kind: "visible" or "hidden", time}`;
}
const HOUR_MS = 3_600_000;
const MAX_AUX_KEYS = 16;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What is wrong with one event, or null when it is well formed. `now` bounds its time. */
export function eventProblem(event: unknown, now: number): string | null {
  if (!isRecord(event)) return 'must be an object';
  const unknown = Object.keys(event).find((k) => !KNOWN_FIELDS.has(k));
  if (unknown) return `has an unknown field "${unknown.slice(0, 40)}"`;
  if (typeof event.event_type !== 'number' || !KNOWN_EVENT_TYPES.has(event.event_type)) return 'event_type is not a known event type';
  if (typeof event.object_id_str !== 'string' || !isId(event.object_id_str)) return 'object_id_str must be a string of digits';
  if (typeof event.time !== 'number' || !Number.isSafeInteger(event.time)) return 'time must be an integer (ms since the epoch)';
  if (event.time < now - EVENT_TIME_WINDOW.pastMs || event.time > now + EVENT_TIME_WINDOW.futureMs) {
    return `time must lie within the last ${EVENT_TIME_WINDOW.pastMs / HOUR_MS} hours (and at most ${EVENT_TIME_WINDOW.futureMs / HOUR_MS} hour ahead)`;
  }
  for (const field of NUMBER_FIELDS) {
    const value = event[field];
    if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value) || value < 0)) return `${field} must be a non-negative number`;
  }
  if (event.forced_exit !== undefined && typeof event.forced_exit !== 'boolean') return 'forced_exit must be true or false';
  if (event.threshold_events !== undefined) {
    const problem = thresholdEventsProblem(event.threshold_events);
    if (problem) return problem;
  }
  for (const field of RECORD_FIELDS) {
    const value = event[field];
    if (value === undefined) continue;
    if (!isRecord(value)) return `${field} must be an object`;
    const entries = Object.entries(value);
    if (entries.length > MAX_AUX_KEYS) return `${field} may have at most ${MAX_AUX_KEYS} keys`;
    if (entries.some(([, v]) => !['string', 'number', 'boolean'].includes(typeof v) || (typeof v === 'string' && v.length > 200))) {
      return `${field} values must be short strings, numbers or booleans`;
    }
  }
  return null;
}

/** Checks a whole batch; names every bad event (at most ten) so nothing of it is counted. */
export function checkBatch(body: unknown, now: number): BatchCheck {
  if (!isRecord(body)) return { ok: false, problems: ['the body must be an object {"batch_id", "events"}'] };
  const problems: string[] = [];
  if (typeof body.batch_id !== 'string' || !BATCH_ID.test(body.batch_id)) problems.push('batch_id must be 8-64 letters, digits, _ or -');
  if (!Array.isArray(body.events) || body.events.length === 0) problems.push('events must be a non-empty list');
  else if (body.events.length > IMPRESSION_BUFFER_LIMIT) problems.push(`events may hold at most ${IMPRESSION_BUFFER_LIMIT} entries`);
  else {
    body.events.forEach((event, index) => {
      const problem = eventProblem(event, now);
      if (problem) problems.push(`events[${index}] ${problem}`);
    });
  }
  if (problems.length) {
    const shown = problems.slice(0, 10);
    if (problems.length > 10) shown.push(`and ${problems.length - 10} more`);
    return { ok: false, problems: shown };
  }
  return { ok: true, batch: body as unknown as EventBatch };
}
