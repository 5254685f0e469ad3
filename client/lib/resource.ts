// Calls to the worker's resources (/resource/{Name}/{verb}/), unwrapping the envelope. A failure
// envelope becomes a ResourceCallError carrying the server's message for the person.
import type { ResourceResponse } from '#shared/types.ts';

export class ResourceCallError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export interface ResourceAnswer<T> {
  data: T;
  bookmark: string | null;
}

async function unwrap<T>(response: Response): Promise<ResourceAnswer<T>> {
  let body: ResourceResponse<T> | null = null;
  try {
    body = (await response.json()) as ResourceResponse<T>;
  } catch {
    throw new ResourceCallError(response.status, 'bad_response', 'Sorry! Something went wrong on our end.');
  }
  const rr = body?.resource_response;
  if (!response.ok || !rr || rr.status !== 'success') {
    throw new ResourceCallError(response.status, rr?.error?.code ?? 'error', rr?.error?.message ?? 'Sorry! Something went wrong on our end.');
  }
  return { data: rr.data as T, bookmark: rr.bookmark };
}

/** GET /resource/{name}/get/ with `data={"options": ...}`. */
export async function getResource<T>(name: string, options: Record<string, unknown>, signal?: AbortSignal): Promise<ResourceAnswer<T>> {
  const query = new URLSearchParams({ data: JSON.stringify({ options }) });
  const response = await fetch(`/resource/${name}/get/?${query}`, { headers: { Accept: 'application/json' }, signal });
  return unwrap<T>(response);
}

/** POST/PUT/DELETE /resource/{name}/{verb}/ with a JSON body {"options": ...}. */
export async function callResource<T>(
  name: string, verb: 'create' | 'update' | 'delete', options: Record<string, unknown>,
): Promise<ResourceAnswer<T>> {
  const method = verb === 'create' ? 'POST' : verb === 'update' ? 'PUT' : 'DELETE';
  const response = await fetch(`/resource/${name}/${verb}/`, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ options }),
  });
  return unwrap<T>(response);
}
