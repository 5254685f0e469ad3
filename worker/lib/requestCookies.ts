// The request's cookies, parsed once per request (docs/performance.md): a page asks for six or more of them
// (session, anonymous id, groups, consent, theme, D1 bookmark…) and Hono's getCookie splits and
// tests the whole Cookie header on every call.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

const parsed = new WeakMap<Request, Record<string, string>>();

/** The value of the request's cookie `name` (the first one when it is sent twice), as hono's getCookie(c, name) reads it. */
export function requestCookie(c: Context, name: string): string | undefined {
  let all = parsed.get(c.req.raw);
  if (!all) {
    all = getCookie(c);
    parsed.set(c.req.raw, all);
  }
  return all[name];
}
