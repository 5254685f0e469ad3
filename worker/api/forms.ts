// Page forms before (or without) JavaScript: a plain HTML form posts its fields as
// application/x-www-form-urlencoded to /resource/{Name}/{verb}/, the same route and handler the
// client calls. Its fields are the resource's options (strings; `next` is where to go after), and
// the answer is a 303: to `next` on success, back to the form's page on a refusal, with the error
// and the typed non-secret values in a short-lived HttpOnly flash cookie, never in the URL.
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { FLASH_COOKIE, FLASH_MAX_AGE_S, type FormFlash } from '#shared/forms.ts';
import { SECRET_NAME, safeNextPath, stripSecretParams } from '#shared/urls.ts';
import type { AppEnv } from '#worker/env.ts';
import { publicOrigin } from '#worker/lib/publicOrigin.ts';

/** The field that names where a page form goes after success; never an option. */
const NEXT_FIELD = 'next';
/** Fields never kept for the form's page: a password or a token is typed again, not stored in a cookie. */
const SECRET_FIELD = SECRET_NAME;
/** How much of a typed value the flash keeps, so the cookie stays far below 4 KiB. */
const KEPT_VALUE_MAX = 300;

/** A page form's posted fields: its options, and `next`. */
export interface PageForm {
  options: Record<string, string>;
  next: string | null;
}

/** Whether a request is a page form: a url-encoded POST without the client's `data` field. */
export function pageFormOf(method: string, contentType: string, text: string): PageForm | null {
  if (method !== 'POST' || !contentType.includes('application/x-www-form-urlencoded')) return null;
  const fields = new URLSearchParams(text);
  if (fields.has('data')) return null;
  const options: Record<string, string> = {};
  for (const [name, value] of fields) {
    // A password field left empty is one not given ("leave empty to keep it"), never an empty password.
    if (name !== NEXT_FIELD && !(value === '' && SECRET_FIELD.test(name))) options[name] = value;
  }
  return { options, next: safeNextPath(fields.get(NEXT_FIELD)) };
}

/**
 * The page the form was on: the same-origin Referer's path, else home, without any secret-bearing
 * parameter (a form submitted by GET before, or a link that put one in the query), so a refusal never
 * sends a secret back in Location.
 */
function formPage(c: Context<AppEnv>): string {
  const referer = c.req.header('referer');
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    return url.origin === publicOrigin(c) ? (safeNextPath(stripSecretParams(url.pathname + url.search)) ?? '/') : '/';
  } catch {
    return '/';
  }
}

function writeFlash(c: Context<AppEnv>, flash: FormFlash): void {
  const value = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(flash))));
  setCookie(c, FLASH_COOKIE, value, { path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: FLASH_MAX_AGE_S });
}

/** Success: 303 to `next` (or back to the form's page with a done flash). */
export function formDone(c: Context<AppEnv>, form: PageForm, name: string): Response {
  c.header('Cache-Control', 'private, no-store');
  if (form.next) return c.redirect(form.next, 303);
  writeFlash(c, { form: name, done: true });
  return c.redirect(formPage(c), 303);
}

/** A refusal: 303 back to the form's page, the error and the non-secret values in the flash. */
export function formRefused(c: Context<AppEnv>, form: PageForm, name: string, error: string): Response {
  const values: Record<string, string> = {};
  for (const [field, value] of Object.entries(form.options)) if (!SECRET_FIELD.test(field)) values[field] = value.slice(0, KEPT_VALUE_MAX);
  writeFlash(c, { form: name, error, values });
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(formPage(c), 303);
}
