// The breached-password list the password policy checks (shared/users/passwordStrength.ts), read from
// the installed @zxcvbn-ts/language-common (MIT) and written one a line, most common first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './local.ts';

/** The list's text, as the build writes it into the client's static files. */
export function breachedPasswordsText(): string {
  const words = JSON.parse(readFileSync(join(ROOT, 'node_modules/@zxcvbn-ts/language-common/src/passwords.json'), 'utf8')) as string[];
  return `${words.map((w) => w.toLowerCase()).join('\n')}\n`;
}
