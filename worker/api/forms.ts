// Page forms before (or without) JavaScript: a plain HTML form posts its fields as
// application/x-www-form-urlencoded to /resource/{Name}/{verb}/, the same route and handler the
// client calls. Its fields are the resource's options (strings; `next` is where to go after), and
// the answer is a 303: to `next` on success, back to the form's page on a refusal (both reduced by
// the one redirect rule, shared/redirects.ts), with the error and the typed non-secret values of the
// resource's own options in a short-lived HttpOnly flash cookie, never in the URL. A field is
// read as the resource's own options schema says (formOptions): a boolean from "true"/"on"/"false", a
// list from every field of that name (checkboxes), a number from its digits, an object from its fields
// named `option.key`; anything else stays text. A field posted twice counts by its last value, so a
// checkbox (`true`) after a hidden field of its name (`false`) posts off when left unchecked.
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { FLASH_COOKIE, FLASH_MAX_AGE_S, type FormFlash, nestedField } from '#shared/forms.ts';
import { redirectPath } from '#shared/redirects.ts';
import { SECRET_NAME } from '#shared/urls.ts';
import type { AppEnv } from '#worker/env.ts';
import { publicOrigin } from '#worker/lib/publicOrigin.ts';

/** The field that names where a page form goes after success; never an option. */
const NEXT_FIELD = 'next';
/** Fields never kept for the form's page: a password or a token is typed again, not stored in a cookie. */
const SECRET_FIELD = SECRET_NAME;
/** How much of a typed value (and of the error) the flash keeps. */
const KEPT_VALUE_MAX = 300;
/** The most the flash's JSON holds, whatever was posted: the cookie stays far below 4 KiB. */
const FLASH_MAX = 2000;

/** A page form's posted fields: its options, and `next`. */
export interface PageForm {
  options: Record<string, string>;
  /** Every posted field, repeats kept (a list option is all fields of its name). */
  fields: URLSearchParams;
  next: string | null;
}

/** The schema kinds a form field is read as (valibot's `type`, under optional and pipe wrappers). */
interface SchemaShape {
  type: string;
  wrapped?: SchemaShape;
  entries?: Record<string, SchemaShape>;
}

/** The schema under its optional, nullish and nullable wrappers. */
function unwrapped(schema: SchemaShape | undefined): SchemaShape | undefined {
  let s = schema;
  while (s && (s.type === 'optional' || s.type === 'nullish' || s.type === 'nullable') && s.wrapped) s = s.wrapped;
  return s;
}

const FORM_BOOLEANS: Record<string, boolean> = { true: true, on: true, '1': true, false: false, off: false, '0': false };
const OBJECT_TYPES = new Set(['object', 'strict_object', 'loose_object']);

/** One field's text as its schema reads it: a boolean or a number from its text; anything else stays text. */
function fieldValue(type: string | undefined, text: string): unknown {
  if (type === 'boolean' && text in FORM_BOOLEANS) return FORM_BOOLEANS[text];
  if (type === 'number' && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

/**
 * A page form's options as the resource's options schema reads them: booleans, lists and numbers from
 * their text, an object from its fields named `option.key` (`nestedField`, shared/forms.ts); a value the
 * schema would refuse is left as text, so it is refused with the schema's message.
 * @example formOptions(v.object({ skip: v.boolean(), ids: v.array(v.string()) }), form) // { skip: true, ids: ['1', '2'] }
 */
export function formOptions(schema: unknown, form: PageForm): Record<string, unknown> {
  const entries = (schema as SchemaShape).entries ?? {};
  const options: Record<string, unknown> = { ...form.options };
  for (const [name, entry] of Object.entries(entries)) {
    const inner = unwrapped(entry);
    const type = inner?.type;
    if (type === 'array') {
      const values = form.fields.getAll(name).filter((value) => value !== '');
      if (values.length || form.fields.has(name)) options[name] = values;
      continue;
    }
    if (type && OBJECT_TYPES.has(type)) {
      const object: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(inner?.entries ?? {})) {
        const text = form.options[nestedField(name, key)];
        if (typeof text !== 'string') continue;
        object[key] = fieldValue(unwrapped(field)?.type, text);
        delete options[nestedField(name, key)];
      }
      if (Object.keys(object).length) options[name] = object;
      continue;
    }
    const text = form.options[name];
    if (typeof text === 'string') options[name] = fieldValue(type, text);
  }
  return options;
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
  return { options, fields, next: redirectPath(fields.get(NEXT_FIELD)) };
}

/**
 * The page the form was on: the same-origin Referer reduced by the redirect rule (`redirectPath`:
 * only the parameters that page reads, no fragment), else home, so a refusal never sends back in
 * Location a secret the page's url carried.
 */
export function formPage(c: Context<AppEnv>): string {
  const referer = c.req.header('referer');
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    return url.origin === publicOrigin(c) ? (redirectPath(url.pathname + url.search) ?? '/') : '/';
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

/**
 * A refusal: 303 back to the form's page, the error and the typed values in the flash: only the
 * resource's own options (`schema`'s entries), never a secret one, each cut to KEPT_VALUE_MAX, and
 * no more than FLASH_MAX in all, so a posted field of any name or size cannot grow the cookie.
 */
export function formRefused(c: Context<AppEnv>, form: PageForm, name: string, error: string, schema: unknown): Response {
  const entries = (schema as SchemaShape).entries ?? {};
  const values: Record<string, string> = {};
  let size = JSON.stringify({ form: name, error: error.slice(0, KEPT_VALUE_MAX), values }).length;
  for (const [field, value] of Object.entries(form.options)) {
    if (!Object.hasOwn(entries, field) || SECRET_FIELD.test(field)) continue;
    const kept = value.slice(0, KEPT_VALUE_MAX);
    const grown = JSON.stringify({ [field]: kept }).length;
    if (size + grown > FLASH_MAX) break;
    values[field] = kept;
    size += grown;
  }
  writeFlash(c, { form: name, error: error.slice(0, KEPT_VALUE_MAX), values });
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(formPage(c), 303);
}
