// The lists the password policy checks (shared/users/passwordStrength.ts), written by the build into the
// client's static files: the breached passwords of the installed @zxcvbn-ts/language-common (MIT), one a
// line, most common first; and the common English words and names of @zxcvbn-ts/language-en (MIT), each
// with its rank, that passwords are built from (demo + password, i + love + my + dog, a name and a year).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './local.ts';

const list = (pkg: string, file: string): string[] => JSON.parse(readFileSync(join(ROOT, 'node_modules/@zxcvbn-ts', pkg, 'src', file), 'utf8')) as string[];

/** The breached list's text, as the build writes it into the client's static files. */
export function breachedPasswordsText(): string {
  return `${list('language-common', 'passwords.json')
    .map((w) => w.toLowerCase())
    .join('\n')}\n`;
}

/** How many of each list's most common entries are kept: the surnames' long tail is mostly strings no one types. */
const WORD_LISTS: ReadonlyArray<[file: string, keep: number]> = [
  ['commonWords.json', Infinity],
  ['firstnames.json', Infinity],
  ['lastnames.json', 20_000],
  ['wikipedia.json', Infinity],
];

/** The common words and names, `word rank` a line (rank 1 the most common; a word in several lists takes its best rank). */
export function commonWordsText(): string {
  const ranks = new Map<string, number>([
    ['i', 2],
    ['a', 2],
  ]);
  for (const [file, keep] of WORD_LISTS) {
    list('language-en', file)
      .slice(0, keep)
      .forEach((entry, index) => {
        const word = entry.toLowerCase();
        if (word.length < 2 || !/^[a-z]+$/.test(word)) return;
        ranks.set(word, Math.min(ranks.get(word) ?? Infinity, index + 1));
      });
  }
  return `${[...ranks]
    .sort((a, b) => a[1] - b[1])
    .map(([word, rank]) => `${word} ${rank}`)
    .join('\n')}\n`;
}
