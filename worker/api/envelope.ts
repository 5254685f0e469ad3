// The resource envelope of every /resource/ and /v3/ answer, and the one error type handlers
// throw to refuse a request with a status and a message for the person who caused it.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ResourceResponse } from '#shared/types.ts';

/** Statuses a resource may answer with (foundation API contract). */
export type ResourceStatus = 200 | 400 | 401 | 403 | 404 | 405 | 409 | 413 | 429;

/** A refusal: thrown anywhere below a resource handler, answered as a failure envelope. */
export class ResourceFailure extends Error {
  readonly status: ResourceStatus;
  readonly code: string;
  readonly headers: Record<string, string>;

  constructor(status: ResourceStatus, code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

export function envelope<T>(data: T, bookmark: string | null = null): ResourceResponse<T> {
  return { resource_response: { status: 'success', data, error: null, bookmark } };
}

export function failureEnvelope(code: string, message: string): ResourceResponse<null> {
  return { resource_response: { status: 'failure', data: null, error: { code, message }, bookmark: null } };
}

/** Answers a success envelope. */
export function ok<T>(c: Context, data: T, bookmark: string | null = null, status: ContentfulStatusCode = 200) {
  c.header('Cache-Control', 'private, no-store');
  return c.json(envelope(data, bookmark), status);
}

/** Answers a refusal as a failure envelope with its status and headers. */
export function fail(c: Context, failure: ResourceFailure) {
  for (const [k, v] of Object.entries(failure.headers)) c.header(k, v);
  c.header('Cache-Control', 'private, no-store');
  return c.json(failureEnvelope(failure.code, failure.message), failure.status);
}
