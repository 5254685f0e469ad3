// The password policy's lists (the breached passwords and the common words and names), read once per isolate
// from the worker's own static assets (the build writes them: vite.config.ts), so their 130,000 lines stay out
// of the bundle (docs/decisions/019-password-lists-as-static-files.md).
import type { Context } from 'hono';
import { BREACHED_PASSWORDS_FILE, COMMON_WORDS_FILE, type PasswordLists, parseBreachedPasswords, parseCommonWords } from '#shared/users/passwordStrength.ts';
import { unavailable } from '#worker/api/errors.ts';
import type { AppEnv } from '#worker/env.ts';

let loaded: PasswordLists | null = null;

async function asset(c: Context<AppEnv>, file: string): Promise<string> {
  const response = await c.env.ASSETS.fetch(new Request(`https://assets.invalid/${file}`)).catch(() => null);
  if (!response?.ok) {
    await response?.body?.cancel();
    console.error({ message: 'policy list unavailable', file, status: response?.status ?? null });
    throw unavailable();
  }
  return response.text();
}

/** The lists, or a 503 refusal (nothing changed) when they cannot be read: no password is accepted unchecked. */
export async function passwordLists(c: Context<AppEnv>): Promise<PasswordLists> {
  if (loaded) return loaded;
  const [breachedText, wordsText] = await Promise.all([asset(c, BREACHED_PASSWORDS_FILE), asset(c, COMMON_WORDS_FILE)]);
  const lists = { breached: parseBreachedPasswords(breachedText), words: parseCommonWords(wordsText) };
  if (lists.breached.size < 10_000 || lists.words.size < 10_000) throw unavailable();
  loaded = lists;
  return lists;
}
