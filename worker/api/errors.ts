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
