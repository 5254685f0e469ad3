// The experiences layer's client logs (docs/rules/experiences.md#client-logs): NoAction, empty links
// (link_navigation_empty_href), error boundary reports and the two store failures, which the
// browser sends to ClientLogResource and the worker keeps, sampled and stripped of anything that
// identifies the viewer, in the D1 table client_logs for CLIENT_LOG_RETENTION_DAYS.

/** The log names the worker keeps (any other entry stays in the page). */
export const CLIENT_LOG_NAMES = ['NoAction', 'link_navigation_empty_href', 'error_boundary', 'experience_dropped', 'experiences_fetch_failed'] as const;
export type ClientLogName = (typeof CLIENT_LOG_NAMES)[number];

/**
 * The share of each log kept, sampled by request id (as overfetch and cookie logs, docs/rules/experiences.md#constants-spec-001-9).
 * NoAction and empty links are counts, which a 10 % sample estimates; an error report or a failure
 * is a diagnosis, kept whole (the clientLog rate limit bounds a flood of them).
 */
export const CLIENT_LOG_SAMPLE_RATES: Readonly<Record<ClientLogName, number>> = {
  NoAction: 0.1,
  link_navigation_empty_href: 0.1,
  error_boundary: 1,
  experience_dropped: 1,
  experiences_fetch_failed: 1,
};

/** How long a client log row is kept; older rows are pruned by the next write (worker/experiences/clientLogs.ts). */
export const CLIENT_LOG_RETENTION_DAYS = 14;

/** A row's time is kept to the hour only: no exact time to match with a request log line. */
export const CLIENT_LOG_TIME_GRAIN_MS = 60 * 60 * 1000;

/** Most UTF-8 bytes kept of each text of an error report (what D1 stores; longer is refused). */
export const CLIENT_LOG_TEXT_LIMITS = { name: 100, message: 1000, stack: 4000, boundaryName: 100, path: 512 } as const;

/** Largest request body ClientLogResource takes (bytes): every text at its limit, written as JSON escapes, fits. */
export const CLIENT_LOG_BODY_LIMIT = 24 * 1024;

/**
 * An address's query string or fragment, where one is written in a text (a stack names its scripts'
 * addresses), up to the line and column a stack frame adds after it (`…/hero.js?v=3:1:200`).
 */
const QUERY_IN_URL = /((?:https?:\/\/|\/)[^\s?#()'"]*)[?#][^\s()'"]*?(?=(?::\d+){1,2}(?=[\s()'"]|$)|[\s()'"]|$)/g;

/** Drops the query string and fragment of every address in a text: they may carry what identifies a viewer. */
export function withoutQueries(text: string): string {
  return text.replace(QUERY_IN_URL, '$1');
}

/** The hour a log is kept under. */
export const logHour = (now: number): number => now - (now % CLIENT_LOG_TIME_GRAIN_MS);
