// Reads a page form's flash (worker/api/forms.ts) for the page being rendered, once: the cookie
// is cleared by the same answer, so a reload shows the page without it.
import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import * as v from 'valibot';
import { FLASH_COOKIE, type FormFlash } from '#shared/forms.ts';
import type { AppEnv } from '#worker/env.ts';

const FlashSchema = v.object({
  form: v.string(),
  error: v.optional(v.string()),
  values: v.optional(v.record(v.string(), v.string())),
  done: v.optional(v.boolean()),
});

/** The flash the request carries, taken (cleared) as the page renders; undefined when there is none or it is unreadable. */
export function takeFlash(c: Context<AppEnv>): FormFlash | undefined {
  const raw = getCookie(c, FLASH_COOKIE);
  if (raw === undefined) return undefined;
  deleteCookie(c, FLASH_COOKIE, { path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
  try {
    const json = new TextDecoder().decode(Uint8Array.from(atob(raw), (ch) => ch.charCodeAt(0)));
    const parsed = v.safeParse(FlashSchema, JSON.parse(json));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}
