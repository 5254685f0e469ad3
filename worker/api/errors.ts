// The one error type of the worker: thrown anywhere below a route with a code of the closed set
// in shared/api/errors.ts and a message for the person who caused it. app.onError answers it
// (a failure envelope for /resource/ and /v3/, a plain page elsewhere); nothing else catches it.
import { ERROR_STATUS, type ErrorCode, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_S } from '#shared/api/errors.ts';

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.code = code;
    this.headers = headers;
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }
}

/** A bad-input refusal: `throw invalid('Select at least one pin.')`. */
export const invalid = (message: string) => new ApiError('invalid', message);
/** A not-found refusal: what the viewer may not see is indistinguishable from nothing. */
export const notFound = (message: string) => new ApiError('not_found', message);

/** The one refusal of an interaction across a block, whichever side blocked (worker/users/blocks.ts). */
export const BLOCKED_MESSAGE = 'You cannot do this: one of you has blocked the other.';

/**
 * The refusal a D1 constraint failure stands for, or null: a write racing a delete (a save into a
 * board deleted meanwhile) fails its FOREIGN KEY check and is a 404; a write racing an equal one
 * fails a UNIQUE check and is a 409. The one error path (app.onError) asks this before answering 500.
 */
export function constraintRefusal(error: unknown): ApiError | null {
  const text = String(error instanceof Error ? error.message : error);
  // migrations/0055_copies_across_blocks.sql: a copy of a pin across a block, whichever path tried it.
  if (text.includes('copy across a block')) return new ApiError('forbidden', BLOCKED_MESSAGE);
  // migrations/0064_blocks_end_business_access.sql: access to an ad account granted across a block.
  if (text.includes('access across a block')) return new ApiError('forbidden', BLOCKED_MESSAGE);
  if (text.includes('FOREIGN KEY constraint failed')) return notFound('What this change refers to no longer exists. Please reload and try again.');
  if (text.includes('UNIQUE constraint failed')) return new ApiError('conflict', 'This was changed at the same time elsewhere. Please reload and try again.');
  return null;
}

/**
 * What Cloudflare's parts throw when they are unreachable, reset or overloaded rather than when the
 * request is wrong: D1's retryable errors (its error list: a lost connection, a storage reset, a
 * timeout, an overload; a session that could not get its commit token, seen from local workerd under
 * load on the events endpoint's reads), a Durable Object reset or overloaded, a KV operation that failed. Matched on
 * the message, the only thing the bindings give; SQL and constraint errors never match.
 */
const OUTAGE =
  /Network connection lost|Failed to get session commit token|storage caused object to be reset|reset because its code was updated|exceeded timeout|is overloaded|transient issue|exceeded its memory limit|Durable Object reset|\bKV (GET|PUT|DELETE|LIST) failed/i;

/** The refusal an outage of a binding stands for (503 with Retry-After), or null. */
export function outageRefusal(error: unknown): ApiError | null {
  if (error instanceof ApiError) return null;
  const text = String(error instanceof Error ? error.message : error);
  return OUTAGE.test(text) ? unavailable() : null;
}

/** An unavailable refusal: nothing was changed, try again after Retry-After seconds. */
export const unavailable = () => new ApiError('unavailable', UNAVAILABLE_MESSAGE, { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S) });
