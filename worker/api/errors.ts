// The one error type of the worker: thrown anywhere below a route with a code of the closed set
// in shared/api/errors.ts and a message for the person who caused it. app.onError answers it
// (a failure envelope for /resource/ and /v3/, a plain page elsewhere); nothing else catches it.
import { ERROR_STATUS, type ErrorCode } from '#shared/api/errors.ts';

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

/**
 * The refusal a D1 constraint failure stands for, or null: a write racing a delete (a save into a
 * board deleted meanwhile) fails its FOREIGN KEY check and is a 404; a write racing an equal one
 * fails a UNIQUE check and is a 409. The one error path (app.onError) asks this before answering 500.
 */
export function constraintRefusal(error: unknown): ApiError | null {
  const text = String(error instanceof Error ? error.message : error);
  if (text.includes('FOREIGN KEY constraint failed')) return notFound('What this change refers to no longer exists. Please reload and try again.');
  if (text.includes('UNIQUE constraint failed')) return new ApiError('conflict', 'This was changed at the same time elsewhere. Please reload and try again.');
  return null;
}
