// The password policy in one place (worker/users/rules.ts passwordProblem asks it): a password is refused
// when it is guessable, and the answer says why: a breached password (the large list shipped as a static
// file), one built from common words, names, breached passwords or the person's own email, username or
// name however it is dressed up (capitals, leet, reversed, doubled, separators, digits and symbols
// around or between, look-alike letters of other scripts), a keyboard walk (on QWERTY or any other layout), or made only
// of keyboard, alphabet or digit runs however they are combined (side by side, repeated, mirrored,
// interleaved: madeOfRuns), or a repeat of a few characters. Every check reads the password in each of its forms
// (shared/users/passwordForms.ts: normalised, other keyboard layouts, doubled letters, "password" in other languages).
import { foldText, passwordForms } from './passwordForms.ts';
/**
 * The breached-password list: 49,233 passwords from public breaches, most common first (zxcvbn-ts's
 * common list, MIT; @zxcvbn-ts/language-common), one a line. Written into the client build by
 * vite.config.ts and read by the worker from its static assets (worker/users/breachedPasswords.ts).
 */
export const BREACHED_PASSWORDS_FILE = 'breached-passwords.txt';

/**
 * The common words and names passwords are built from: about 83,000 English words and names with their
 * rank (zxcvbn-ts's English lists, MIT; @zxcvbn-ts/language-en), `word rank` a line. Shipped like the
 * breached list (scripts/lib/breachedPasswords.ts; docs/decisions/019-password-lists-as-static-files.md).
 */
export const COMMON_WORDS_FILE = 'common-words.txt';

/** A list a password is checked against: each entry, lowercased, with its rank (1: the most common). */
export type RankedWords = ReadonlyMap<string, number>;

/** The two lists the policy reads. */
export interface PasswordLists {
  breached: RankedWords;
  words: RankedWords;
}

/** The breached list as its file holds it, one password a line, most common first. */
export function parseBreachedPasswords(text: string): RankedWords {
  const map = new Map<string, number>();
  for (const line of text.split('\n')) {
    const word = line.trim().toLowerCase();
    if (word && !map.has(word)) map.set(word, map.size + 1);
  }
  return map;
}

/** The common words as their file holds them, `word rank` a line. */
export function parseCommonWords(text: string): RankedWords {
  const map = new Map<string, number>();
  for (const line of text.split('\n')) {
    const [word, rank] = line.trim().split(' ');
    if (word && Number(rank) > 0) map.set(word, Number(rank));
  }
  // A plural's singular is as common as it (troubadours: troubadour), when the list lacks it.
  for (const [word, rank] of [...map]) if (word.length >= 5 && word.endsWith('s') && !map.has(word.slice(0, -1))) map.set(word.slice(0, -1), rank);
  return map;
}

/**
 * The fewest guesses a password read as words and padding may take: 10^15, more than eight random letters and
 * digits (62^8, about 2 * 10^14) and than four words from the 5,000 most common (6 * 10^14), which is how
 * correcthorsebatterystaple reads. Strings that are not made of words are not read this way.
 */
export const GUESS_FLOOR = 1e15;

/** Why a password is guessable: breached, built from common words, built from the person's own names, a walk, a repeat. */
export type GuessableReason = 'breached' | 'common' | 'yours' | 'walk' | 'repeats';

/** Leet spellings undone before the word checks (passw0rd, p@ssw0rd, l3tm31n). */
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
/** The shifted digits row, read as the digits under it (so !@#$ is the walk 1234). */
const SHIFTED = '!@#$%^&*()';
/** Rows, columns and zigzags whose consecutive keys (either way) make a walk: qwerty, 1qaz, q1w2e3, zaq12wsx, abcd. */
const RUNS = [
  '1234567890',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'abcdefghijklmnopqrstuvwxyz',
  'qazwsxedcrfvtgbyhnujmikolp',
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
/**
 * The keyboard whose neighbouring keys (across a row, or up and down the staggered rows) make a walk: QWERTY, which every
 * other layout is read as first (shared/users/passwordForms.ts).
 */
const KEYBOARDS = [['1234567890-=', 'qwertyuiop[]', "asdfghjkl;'", 'zxcvbnm,./']];
/** Each key's neighbours on each keyboard: the keys beside it, and above or below it on the staggered rows. */
const NEIGHBOURS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const map = new Map<string, Set<string>>();
  for (const rows of KEYBOARDS) {
    rows.forEach((row, r) => {
      [...row].forEach((key, c) => {
        const near = map.get(key) ?? new Set<string>();
        const around = [row[c - 1], row[c + 1], rows[r - 1]?.[c], rows[r - 1]?.[c + 1], rows[r + 1]?.[c - 1], rows[r + 1]?.[c]];
        for (const other of around) if (other) near.add(other);
        map.set(key, near);
      });
    });
  }
  return map;
})();

/** The text with everything but letters and digits dropped (separators, spaces, symbols): z e d-q_u is zedqu. */
const squash = (text: string): string => text.replace(/[^\p{L}\p{N}]+/gu, '');
/** Separators people put between words: the first costs a few guesses, the same one again nothing. */
const SEPARATORS = ' -_.+,/:;~*';

const unleet = (text: string): string => [...text].map((ch) => LEET[ch] ?? ch).join('');
const unshift = (text: string): string => [...text].map((ch) => (SHIFTED.includes(ch) ? String((SHIFTED.indexOf(ch) + 1) % 10) : ch)).join('');
const reverse = (text: string): string => [...text].reverse().join('');

/** The shortest unit the text repeats (passwordpassword: password), or the text itself. */
function unit(text: string): string {
  for (let size = 1; size <= text.length / 2; size++) {
    if (text.length % size === 0 && text.slice(0, size).repeat(text.length / size) === text) return text.slice(0, size);
  }
  return text;
}

/** Whether each character follows the one before on a keyboard row or column or in the alphabet (or repeats it), but for a few. */
function isWalk(lower: string): boolean {
  const keys = unshift(lower);
  let steps = 0;
  for (let i = 1; i < keys.length; i++) {
    const pair = keys.slice(i - 1, i + 1);
    const reversed = reverse(pair);
    if (pair[0] === pair[1] || NEIGHBOURS.get(pair[0])?.has(pair[1]) || RUNS.some((run) => run.includes(pair) || run.includes(reversed))) steps++;
  }
  return steps >= keys.length - 2;
}

/**
 * Sequences a run may step along, either way: every walk of RUNS, the digits from 0, and the alphabet and digits
 * by twos (aceg, 2468).
 */
const RUN_SEQUENCES = [...RUNS, '0123456789', 'acegikmoqsuwy', 'bdfhjlnprtvxz', '02468', '13579'];
/** The shortest run or repeated block a password is read as: two characters could be anything. */
const SHORTEST_RUN = 3;
/**
 * The longest piece allRuns tries: a longer run splits into runs of 3 to 5 (each part of a repeated character, a step
 * along a sequence, or a repeat or mirror of earlier text is one too), so trying longer ones finds nothing more and
 * costs the square of the length.
 */
const LONGEST_PIECE = 2 * SHORTEST_RUN - 1;

/** Whether text[start, end) is a predictable run: one character repeated, a step along a sequence either way, or text seen before it (forwards or mirrored). */
function isRun(text: string, start: number, end: number): boolean {
  const piece = text.slice(start, end);
  if (new Set(piece).size === 1) return true;
  const mirrored = reverse(piece);
  if (RUN_SEQUENCES.some((sequence) => sequence.includes(piece) || sequence.includes(mirrored))) return true;
  const before = text.slice(0, start);
  return before.includes(piece) || before.includes(mirrored);
}

/** Whether the text is made only of predictable runs (abcd, 4321, qwer, 2468, aaa) and repeats or mirrors of what came before. */
function allRuns(text: string): boolean {
  if (text.length < SHORTEST_RUN) return false;
  const covered = [true, ...Array<boolean>(text.length).fill(false)];
  for (let end = SHORTEST_RUN; end <= text.length; end++) {
    for (let start = Math.max(0, end - LONGEST_PIECE); start <= end - SHORTEST_RUN && !covered[end]; start++)
      covered[end] = covered[start] && isRun(text, start, end);
  }
  return covered[text.length];
}

/**
 * Whether a password is made only of predictable runs, however they are put together: its letters, digits and symbols
 * (the shifted digits read as the digits) each read as runs and repeats of runs, so runs side by side (qwer1234qwer),
 * mirrored (abcd4321dcba) and interleaved (a1b2c3d4e5f6, 12ab34cd56ef) are all found; a kind of character used once
 * or twice is padding (Abcd1234Abcd!). Letters that are no run (a word, a random string) never read this way.
 */
function madeOfRuns(folded: string): boolean {
  const kinds = new Map<string, string>();
  for (const ch of folded.replace(/\s+/g, '')) {
    const kind = /\p{L}/u.test(ch) ? 'letters' : /\p{N}/u.test(ch) ? 'digits' : 'symbols';
    kinds.set(kind, (kinds.get(kind) ?? '') + (kind === 'symbols' ? unshift(ch) : ch));
  }
  const parts = [...kinds.values()];
  const runs = parts.filter((part) => part.length > 2);
  return runs.length > 0 && runs.reduce((n, part) => n + part.length, 0) >= 6 && runs.every(allRuns);
}

/** The longest word looked up while reading a password. */
const LONGEST_WORD = 24;

interface Reading {
  guesses: number;
  yours: boolean;
}

/**
 * The cheapest reading of `text` as words and padding, in guesses (Infinity when its letters are not all
 * words): each word costs its rank (the person's own names 1), a run of digits 10 per digit, a separator 10
 * and any other symbol 33, but a symbol at either end only 4 (the ! after a word) and a run seen before
 * nothing (the same separator between every word). Letters only count as words: this reads what people
 * build passwords from, not random strings.
 */
function reading(text: string, rankOf: (word: string) => number | undefined, own: ReadonlySet<string>): Reading {
  let guesses = 1;
  let yours = false;
  const seen = new Set<string>();
  for (const { 0: run, index } of text.matchAll(/\p{L}+|\p{N}+|[^\p{L}\p{N}]+/gu)) {
    if (/^\p{L}/u.test(run)) {
      // best[i]: the cheapest reading of run's first i letters as words.
      const best: Array<Reading | null> = [{ guesses: 1, yours: false }, ...Array<null>(run.length).fill(null)];
      for (let end = 1; end <= run.length; end++) {
        for (let start = Math.max(0, end - LONGEST_WORD); start < end; start++) {
          const before = best[start];
          if (!before) continue;
          const word = run.slice(start, end);
          const mine = own.has(word);
          const rank = mine ? 1 : rankOf(word);
          if (rank === undefined) continue;
          const cost = before.guesses * rank;
          if (!best[end] || cost < (best[end] as Reading).guesses) best[end] = { guesses: cost, yours: before.yours || mine };
        }
      }
      const whole = best[run.length] ?? nearWord(run, rankOf) ?? tail(best, run.length);
      if (!whole) return { guesses: Infinity, yours: false };
      guesses *= whole.guesses;
      yours ||= whole.yours;
      continue;
    }
    if (seen.has(run)) continue;
    seen.add(run);
    if (/^\p{N}/u.test(run)) guesses *= 10 ** run.length;
    else if (!index || index + run.length === text.length) guesses *= 4 ** run.length;
    else guesses *= [...run].reduce((cost, ch) => cost * (SEPARATORS.includes(ch) ? 10 : 33), 1);
  }
  return { guesses, yours };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Words followed by up to 3 letters that are none (letmeinplz): the words' cost times 26 a letter, as guessing them would take. */
function tail(best: ReadonlyArray<Reading | null>, length: number): Reading | null {
  for (let extra = 1; extra <= 3 && extra < length; extra++) {
    const words = best[length - extra];
    if (words) return { guesses: words.guesses * LETTERS.length ** extra, yours: words.yours };
  }
  return null;
}

/**
 * A run of letters that is no word but one letter away from one (a letter dropped, added, changed or two swapped:
 * troubador for troubadour), read as that word: its rank times the ways to make such a slip. Only whole runs of 5
 * letters or more are tried, so random strings and rare words stay unread and a long password costs little.
 */
function nearWord(run: string, rankOf: (word: string) => number | undefined): Reading | null {
  if (run.length < 5 || run.length > LONGEST_WORD || !/^[a-z]+$/.test(run)) return null;
  let rank = Infinity;
  const consider = (word: string) => {
    const r = rankOf(word);
    if (r !== undefined && r < rank) rank = r;
  };
  for (let i = 0; i <= run.length; i++) {
    if (i < run.length) consider(run.slice(0, i) + run.slice(i + 1));
    if (i < run.length - 1) consider(run.slice(0, i) + run[i + 1] + run[i] + run.slice(i + 2));
    for (const ch of LETTERS) {
      consider(run.slice(0, i) + ch + run.slice(i));
      if (i < run.length) consider(run.slice(0, i) + ch + run.slice(i + 1));
    }
  }
  return rank === Infinity ? null : { guesses: rank * run.length * LETTERS.length * 4, yours: false };
}

/** The pieces of the person's email, username and name a password may not be built from (3 letters or more, and their whole). */
function ownWords(personal: readonly string[]): Set<string> {
  const own = new Set<string>();
  for (const text of personal) {
    const lower = foldText(text);
    const pieces = [lower.replace(/[^\p{L}]/gu, ''), ...lower.split(/[^\p{L}]+/u)];
    for (const piece of pieces) if (piece.length >= 3) own.add(piece);
  }
  return own;
}

/**
 * What the person is known by, each as a whole string, normalised and squashed: every email whole, its local part
 * and its domain's name; the username whole, its letters, and its parts; the name whole and its parts (3 letters or 4
 * characters or more; a username's 1-letter parts count within the whole: sam_t_lee5912 is samtlee5912).
 */
function identifiers(personal: readonly string[]): Set<string> {
  const ids = new Set<string>();
  const add = (text: string) => {
    const id = squash(text);
    if (id.length >= 4 || (id.length === 3 && /^\p{L}+$/u.test(id))) {
      ids.add(id);
      ids.add(unleet(id));
    }
  };
  for (const raw of personal) {
    const text = foldText(raw.trim());
    if (!text) continue;
    add(text);
    add(text.replace(/[^\p{L}]/gu, ''));
    const [local = '', domain] = text.split('@');
    // An email's parts are its local part's and its domain name's, never the top-level domain (com).
    const domainName = domain?.split('.').slice(0, -1).join('.') ?? '';
    if (domain !== undefined) {
      add(local);
      add(domainName);
    }
    for (const part of (domain === undefined ? text : `${local} ${domainName}`).split(/[^\p{L}\p{N}]+/u)) add(part);
  }
  return ids;
}

/** The password's forms read for the person's identifiers: squashed, leet undone, reversed. */
const squashedForms = (folded: string): Set<string> => {
  const flat = squash(folded);
  const undone = squash(unleet(folded));
  return new Set([flat, undone, reverse(flat), reverse(undone)]);
};

/**
 * Why the password is guessable, or null. `personal` is what the person is known by (email, username,
 * name): a password built from those and padding is theirs to guess first.
 */
export function guessablePassword(password: string, lists: PasswordLists, personal: readonly string[] = []): GuessableReason | null {
  const { read: typed, walks } = passwordForms(password);
  if (typed.some((lower) => new Set(lower).size <= 3)) return 'repeats';
  if (walks.some((lower) => isWalk(lower) || isWalk(lower.replace(/\s+/g, '')) || madeOfRuns(lower))) return 'walk';
  const own = ownWords(personal);
  const forms = new Set<string>();
  for (const lower of typed) {
    // Leet undone everywhere, and only between the letters (Tr0ub4dor&3: the 3 after the word is a digit, not an e).
    const ends = /^([^\p{L}]*)(.*?)([^\p{L}]*)$/su.exec(lower) ?? ['', '', lower, ''];
    for (const form of [lower, unleet(lower), ends[1] + unleet(ends[2] ?? '') + ends[3]]) {
      for (const variant of [form, reverse(form), unit(form), reverse(unit(form))]) forms.add(variant);
    }
  }
  const letters = (text: string) => text.replace(/[^\p{L}]/gu, '');
  for (const form of forms) {
    const core = form.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    for (const candidate of [form, core, squash(form), letters(form), unit(letters(form))]) {
      if (candidate.length >= 4 && lists.breached.has(candidate)) return 'breached';
    }
  }
  const rankOf = (word: string): number | undefined => {
    const a = lists.breached.get(word);
    const b = lists.words.get(word);
    if (a === undefined) return b;
    return b === undefined ? a : Math.min(a, b);
  };
  const ids = identifiers(personal);
  if (typed.some((lower) => containsYours(lower, ids, rankOf))) return 'yours';
  let common = false;
  for (const form of forms) {
    const read = reading(form, rankOf, own);
    if (read.guesses >= GUESS_FLOOR) continue;
    if (read.yours) return 'yours';
    common = true;
  }
  return common ? 'common' : null;
}

/**
 * Whether the password holds one of the person's identifiers whole (after normalising, squashing and undoing leet,
 * either way round) and what is left once it is taken out is weak: shorter than 8 characters, or words, a walk or a
 * leaked password. A long random part beside a name still makes a strong password.
 */
function containsYours(folded: string, ids: ReadonlySet<string>, rankOf: (word: string) => number | undefined): boolean {
  for (const form of squashedForms(folded)) {
    for (const id of ids) {
      if (!form.includes(id)) continue;
      const rest = form.split(id).join('');
      if (rest.length < 8 || isWalk(rest) || new Set(rest).size <= 3 || reading(rest, rankOf, new Set()).guesses < GUESS_FLOOR) return true;
    }
  }
  return false;
}
