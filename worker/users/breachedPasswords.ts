// The breached-password list for the password policy, read once per isolate from the worker's own
// static assets (the build writes it: vite.config.ts), so its 49,233 lines stay out of the bundle.
import type { Context } from 'hono';
import { BREACHED_PASSWORDS_FILE, type BreachedPasswords, parseBreachedPasswords } from '#shared/users/passwordStrength.ts';
import { unavailable } from '#worker/api/errors.ts';
import type { AppEnv } from '#worker/env.ts';

let loaded: BreachedPasswords | null = null;

/** The list, or a 503 refusal (nothing changed) when it cannot be read: no password is accepted unchecked. */
export async function breachedPasswords(c: Context<AppEnv>): Promise<BreachedPasswords> {
  if (loaded) return loaded;
  const response = await c.env.ASSETS.fetch(new Request(`https://assets.invalid/${BREACHED_PASSWORDS_FILE}`)).catch(() => null);
  if (!response?.ok) {
    await response?.body?.cancel();
    console.error({ message: 'breached password list unavailable', status: response?.status ?? null });
    throw unavailable();
  }
  const list = parseBreachedPasswords(await response.text());
  if (list.size < 10_000) throw unavailable();
  loaded = list;
  return list;
}
