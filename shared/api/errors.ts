// The closed set of error codes a resource or /v3/ call may answer, each with its HTTP status.
// The worker throws them (worker/api/errors.ts); the client reads them (client/lib/resource.ts).

export const ERROR_STATUS = {
  /** The options, body, bookmark or id are not valid; nothing was changed. */
  invalid: 400,
  /** The caller must sign in first. */
  unauthorized: 401,
  /** The caller may not do this (not the owner, a bot, comments off, wrong password ...). */
  forbidden: 403,
  /** The request did not come from this site. */
  csrf: 403,
  /** Nothing the caller may see exists here (a secret board is indistinguishable from none). */
  not_found: 404,
  method_not_allowed: 405,
  /** The change collides with what exists (a taken name or email, a board just created). */
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  /** Our fault: never caused by input. */
  server_error: 500,
  /** A part of the platform (the database, storage) did not answer: nothing was changed; try again (Retry-After). */
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** What a person is told when the fault is ours (server_error, or an answer we cannot read). */
export const SERVER_ERROR_MESSAGE = 'Sorry! Something went wrong on our end.';

/** What a person is told when a part of the platform did not answer (unavailable): their action did nothing yet. */
export const UNAVAILABLE_MESSAGE = "We couldn't reach our servers just now. Nothing was changed: please try again in a moment.";

/** Seconds a client (or a crawler) waits before trying an unavailable answer again (Retry-After). */
export const UNAVAILABLE_RETRY_AFTER_S = 5;
