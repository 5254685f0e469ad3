// The password policy in one place (worker/users/rules.ts passwordProblem asks it): long enough,
// and not guessable — not a common password however it is dressed up (capitals, leet digits,
// digits or symbols around it), not a keyboard walk or alphabet run, not a repeat of a few characters.
import { COMMON_PASSWORD_WORDS } from './commonPasswords.ts';

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
/** Rows whose consecutive keys (either way) make a walk: qwerty, asdf, 1234, abcd. */
const RUNS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'abcdefghijklmnopqrstuvwxyz', 'qazwsxedcrfvtgbyhnujmikolp', 'qwertzuiop', 'azertyuiop'];

/** The part a person would remember: digits and symbols trimmed from both ends, leet undone. */
function core(lower: string): string {
  const trimmed = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return [...trimmed].map((ch) => LEET[ch] ?? ch).join('');
}

/** Whether each character follows the one before on a keyboard row or in the alphabet (or repeats it), but for a few. */
function isWalk(lower: string): boolean {
  let steps = 0;
  for (let i = 1; i < lower.length; i++) {
    const pair = lower.slice(i - 1, i + 1);
    const reversed = [...pair].reverse().join('');
    if (pair[0] === pair[1] || RUNS.some((run) => run.includes(pair) || run.includes(reversed))) steps++;
  }
  return steps >= lower.length - 2;
}

/** Whether the password is guessable: a common password in disguise, a walk, or a few characters repeated. */
export function isGuessablePassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (new Set(lower).size <= 3) return true;
  if (isWalk(lower)) return true;
  const base = core(lower);
  const noDigits = lower.replace(/[^\p{L}]/gu, '');
  return [base, noDigits, lower].some((word) => word.length < 4 || COMMON_PASSWORD_WORDS.has(word));
}
