// The resource envelope of every /resource/ and /v3/ answer (docs/rules/closeup-and-visitors.md#calls-spec-002-7), built only here.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '#shared/api/errors.ts';
import type { ResourceResponse } from '#shared/types.ts';
import type { ApiError } from './errors.ts';

export function envelope<T>(data: T, bookmark: string | null = null): ResourceResponse<T> {
  return { resource_response: { status: 'success', data, error: null, bookmark } };
}

function failureEnvelope(code: ErrorCode, message: string): ResourceResponse<null> {
  return { resource_response: { status: 'failure', data: null, error: { code, message }, bookmark: null } };
}

/** Answers a success envelope, never cached. */
export function ok<T>(c: Context, data: T, bookmark: string | null = null, status: ContentfulStatusCode = 200) {
  c.header('Cache-Control', 'private, no-store');
  return c.json(envelope(data, bookmark), status);
}

/** Answers a refusal as a failure envelope with its status and headers, never cached. */
export function fail(c: Context, error: ApiError) {
  for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
  c.header('Cache-Control', 'private, no-store');
  return c.json(failureEnvelope(error.code, error.message), error.status);
}
