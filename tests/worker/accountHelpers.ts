// Helpers for the account, board and save tests: resource calls with a method and a cookie, and
// reading the session cookie a response sets.
import { env } from 'cloudflare:workers';
import type { ResourceResponse } from '#shared/types.ts';
import { ORIGIN, request } from './helpers.ts';

const METHODS = { get: 'GET', create: 'POST', update: 'PUT', delete: 'DELETE' } as const;

/** Calls /resource/{name}/{verb}/ with options, as the holder of `cookie` (if any). */
export async function call<T = unknown>(name: string, verb: keyof typeof METHODS, options: unknown, cookie?: string) {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (cookie) headers.cookie = cookie;
  let response: Response;
  if (verb === 'get') {
    response = await request(`/resource/${name}/get/?data=${encodeURIComponent(JSON.stringify({ options }))}`, { headers });
  } else {
    headers['content-type'] = 'application/json';
    response = await request(`/resource/${name}/${verb}/`, { method: METHODS[verb], headers, body: JSON.stringify({ options }) });
  }
  const body = (await response.json()) as ResourceResponse<T>;
  return {
    status: response.status,
    data: body.resource_response.data as T,
    error: body.resource_response.error,
    bookmark: body.resource_response.bookmark,
    response,
  };
}

/** The `__Host-pb_session=...` pair a response sets, or null. */
export function sessionFrom(response: Response): string | null {
  const m = /__Host-pb_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '');
  return m?.[1] ? `__Host-pb_session=${m[1]}` : null;
}

/** A count from D1. */
export async function count(sql: string, ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The password signUp gives every account (it passes the password rule). */
export const SIGN_UP_PASSWORD = 'correct horse battery vqzk';

let serial = 0;
/** A fresh account through UserRegisterResource; answers its id, username and session cookie. */
export async function signUp(prefix = 'user') {
  serial++;
  const username = `${prefix}_${serial}_${Math.floor(Math.random() * 1e6)}`;
  const r = await call<{ entityId: string }>('UserRegisterResource', 'create', {
    email: `${username}@example.com`,
    password: SIGN_UP_PASSWORD,
    username,
  });
  if (r.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(r.error)}`);
  return { id: r.data.entityId, username, cookie: sessionFrom(r.response)! };
}
