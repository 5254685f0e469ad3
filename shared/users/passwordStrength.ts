// The password policy in one place (worker/users/rules.ts passwordProblem asks it): long enough,
// and not guessable — not a breached password (the large list shipped as a static file, below) nor
// a common one however it is dressed up (capitals, leet digits, digits or symbols around it,
// reversed, repeated, joined to a short word), not a keyboard walk or alphabet run, not a repeat of a
// few characters.
import { COMMON_PASSWORD_WORDS } from './commonPasswords.ts';

/**
 * The breached-password list: 49,233 passwords from public breaches, most common first (zxcvbn-ts's
 * common list, MIT; @zxcvbn-ts/language-common), one a line. Written into the client build by
 * vite.config.ts and read by the worker from its static assets (worker/users/breachedPasswords.ts).
 */
export const BREACHED_PASSWORDS_FILE = 'breached-passwords.txt';

/** The breached passwords, lowercased, each with its rank (0: the most common). */
export type BreachedPasswords = ReadonlyMap<string, number>;

/** The list as the file holds it, one password a line, parsed for the check. */
export function parseBreachedPasswords(text: string): BreachedPasswords {
  const map = new Map<string, number>();
  for (const line of text.split('\n')) {
    const word = line.trim().toLowerCase();
    if (word && !map.has(word)) map.set(word, map.size);
  }
  return map;
}

/** How high a breached password must rank for a password made of it and a short word (demo-password) to be guessable. */
const TOP = 1000;

/** Leet spellings undone before the common-word check (passw0rd, p@ssw0rd, l3tm31n). */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '+': 't',
};
/** Rows, columns and zigzags whose consecutive keys (either way) make a walk: qwerty, 1qaz, q1w2e3, zaq12wsx, abcd. */
const RUNS = [
  '1234567890',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'abcdefghijklmnopqrstuvwxyz',
  'qazwsxedcrfvtgbyhnujmikolp',
  'qwertzuiop',
  'azertyuiop',
  '1qaz',
  '2wsx',
  '3edc',
  '4rfv',
  '5tgb',
  '6yhn',
  '7ujm',
  '8ik',
  '9ol',
  '0p',
  '1q2w3e4r5t6y7u8i9o0p',
  'q1w2e3r4t5y6u7i8o9p0',
  'qawsedrftgyhujikolp',
];

const unleet = (text: string): string => [...text].map((ch) => LEET[ch] ?? ch).join('');
const reverse = (text: string): string => [...text].reverse().join('');

/** The part a person would remember: digits and symbols trimmed from both ends, leet undone. */
const core = (lower: string): string => unleet(lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''));

/** The shortest unit the text repeats (passwordpassword: password), or the text itself. */
function unit(text: string): string {
  for (let size = 1; size <= text.length / 2; size++) {
    if (text.length % size === 0 && text.slice(0, size).repeat(text.length / size) === text) return text.slice(0, size);
  }
  return text;
}

/** Whether each character follows the one before on a keyboard row or column or in the alphabet (or repeats it), but for a few. */
function isWalk(lower: string): boolean {
  let steps = 0;
  for (let i = 1; i < lower.length; i++) {
    const pair = lower.slice(i - 1, i + 1);
    const reversed = reverse(pair);
    if (pair[0] === pair[1] || RUNS.some((run) => run.includes(pair) || run.includes(reversed))) steps++;
  }
  return steps >= lower.length - 2;
}

/** Whether the password is guessable: breached or common in disguise, a walk, or a few characters repeated. */
export function isGuessablePassword(password: string, breached: BreachedPasswords): boolean {
  const lower = password.toLowerCase();
  if (new Set(lower).size <= 3) return true;
  if (isWalk(lower)) return true;
  const letters = lower.replace(/[^\p{L}]/gu, '');
  const forms = new Set<string>();
  for (const form of [lower, unleet(lower), core(lower), letters, unleet(lower).replace(/[^\p{L}]/gu, '')]) {
    forms.add(form);
    forms.add(reverse(form));
    forms.add(unit(form));
    forms.add(reverse(unit(form)));
  }
  for (const form of forms) {
    if (form.length < 4 || breached.has(form) || COMMON_PASSWORD_WORDS.has(form)) return true;
  }
  // A top breached password joined to a short word or name (demo-password, password-me).
  const words = unleet(lower)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  return words.some((word) => {
    const rank = breached.get(word) ?? breached.get(reverse(word));
    const rest = words.join('').length - word.length;
    return word.length >= 5 && rank !== undefined && rank < TOP && rest < 5;
  });
}
