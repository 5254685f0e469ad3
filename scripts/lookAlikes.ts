// Writes shared/users/lookAlikes.ts, the table the password rule folds look-alike characters and other scripts' numerals
// with (shared/users/passwordForms.ts foldText), from Unicode's own data: `node scripts/lookAlikes.ts`. Sources, fetched
// with the ordinary clients: Unicode's confusables.txt (UTS #39) as npm's unhomoglyph@1.0.6 ships it (data.json, each
// character to its prototype, v13.0.0, MIT), and Debian's unicode-data 15.0.0-1 (UnicodeData.txt names and numeric
// values, Unihan_NumericValues.txt). Only what NFKC, lowercasing and dropping accents leave undone is kept. Run by
// `npm run look-alikes`; commit what it writes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/local.ts';

const CONFUSABLES_PACKAGE = 'unhomoglyph@1.0.6';
const UNICODE_DATA_PACKAGE = 'unicode-data=15.0.0-1';
const OUT = join(ROOT, 'shared/users/lookAlikes.ts');

const work = mkdtempSync(join(tmpdir(), 'look-alikes-'));
execFileSync('npm', ['pack', CONFUSABLES_PACKAGE, '--silent', '--pack-destination', work], { stdio: 'ignore' });
const tarball = readdirSync(work).find((name) => name.endsWith('.tgz')) ?? '';
execFileSync('tar', ['xzf', join(work, tarball), '-C', work]);
execFileSync('apt-get', ['download', UNICODE_DATA_PACKAGE], { cwd: work, stdio: 'ignore' });
const deb = readdirSync(work).find((name) => name.endsWith('.deb')) ?? '';
execFileSync('dpkg-deb', ['-x', join(work, deb), join(work, 'deb')]);
const ucd = (file: string): string => readFileSync(join(work, 'deb/usr/share/unicode', file), 'utf8');
const unihan = (file: string): string => execFileSync('bzcat', [join(work, 'deb/usr/share/unicode', file)], { encoding: 'utf8', maxBuffer: 1 << 28 });

/** Each confusable character to its prototype (confusables.txt, one direction). */
const prototypes = JSON.parse(readFileSync(join(work, 'package/data.json'), 'utf8')) as Record<string, string>;

/** What the fold does before the table: compatibility forms folded, lowercased, accents dropped. */
const folded = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
const isAscii = (ch: string): boolean => /^[\0-\x7f]$/u.test(ch);
/** A character's UTS #39 skeleton, accents dropped, lowercased, when it is one or two ASCII letters. */
const latinSkeleton = (text: string): string | null => {
  const skeleton = folded([...text.normalize('NFD')].map((ch) => prototypes[ch] ?? ch).join(''));
  return /^[a-z]{1,2}$/u.test(skeleton) ? skeleton : null;
};

/** Every character the fold may meet that reads as a Latin letter, and the characters that fold to it (its capital). */
const sources = new Map<string, Set<string>>();
const consider = (original: string): void => {
  const ch = folded(original);
  if ([...ch].length !== 1 || isAscii(ch) || /\p{Nd}/u.test(ch)) return;
  const set = sources.get(ch) ?? new Set([ch]);
  set.add(original);
  sources.set(ch, set);
};
for (const ch of Object.keys(prototypes)) consider(ch);
/**
 * Latin letters named for a plain letter, with a stroke, hook or bar, as a small capital, or turned, inverted or reversed
 * (ᴘ, ʟ, ƀ; LATIN SMALL LETTER TURNED R ɹ, the letters upside-down text is written in): read as it.
 */
const named = new Map<string, string>();
const NAMED_LETTER = /^LATIN (?:SMALL |CAPITAL )?LETTER (?:SMALL CAPITAL )?(?:TURNED |INVERTED |REVERSED )?([A-Z])(?: WITH [A-Z ]+)?$/u;
/**
 * Numerals by value: UnicodeData's single-digit numeric values (the Basic Multilingual Plane's: a keyboard or phone types
 * those, not cuneiform) and Unihan's primary and accounting numerals (壹贰叁).
 */
const numerals = new Map<string, number>();
const numeral = (code: number, value: number): void => {
  const ch = String.fromCodePoint(code);
  const plain = ch.normalize('NFKC');
  if (code <= 0xffff && Number.isInteger(value) && value >= 0 && value <= 9 && !/^\p{Nd}$/u.test(plain) && !/^[\0-\x7f]+$/u.test(plain))
    numerals.set(ch, value);
};
for (const line of ucd('UnicodeData.txt').split('\n')) {
  const [hex = '', name = '', category = '', , , , , , numeric = ''] = line.split(';');
  const code = Number.parseInt(hex, 16);
  if (!hex || name.startsWith('<')) continue;
  const ch = String.fromCodePoint(code);
  const letter = NAMED_LETTER.exec(name)?.[1];
  if (letter) {
    consider(ch);
    named.set(ch, letter.toLowerCase());
  }
  if (numeric && (category === 'No' || category === 'Nl')) numeral(code, Number(numeric));
}
for (const line of unihan('Unihan_NumericValues.txt.bz2').split('\n')) {
  const [hex = '', field = '', value = ''] = line.split('\t');
  if (hex.startsWith('U+') && (field === 'kPrimaryNumeric' || field === 'kAccountingNumeric')) numeral(Number.parseInt(hex.slice(2), 16), Number(value));
}

/** The table: each numeral to its digit, each other character to the Latin letters its skeleton (or its name) reads as. */
const reads = new Map<number, string>();
for (const [ch, value] of numerals) reads.set(ch.codePointAt(0) ?? 0, `=${value}`);
for (const [ch, originals] of sources) {
  const skeleton = [...originals].map(latinSkeleton).find(Boolean) ?? [...originals].map((o) => named.get(o)).find(Boolean);
  const code = ch.codePointAt(0) ?? 0;
  if (skeleton && !reads.has(code)) reads.set(code, skeleton);
}
/**
 * Kept from the hand-made table this one replaced, which read it so: Greek ω as w, which confusables.txt does not list
 * (ωοrd is word to a reader).
 */
const KEPT: ReadonlyArray<[string, string]> = [['ω', 'w']];
for (const [ch, letters] of KEPT) if (!reads.has(ch.codePointAt(0) ?? 0)) reads.set(ch.codePointAt(0) ?? 0, letters);
/** In code point order, each as the step from the one before and what it reads as: numbers, which the bundle keeps as they are. */
let last = 0;
const table = [...reads]
  .sort(([a], [b]) => a - b)
  .map(([code, read]) => {
    const step = code - last;
    last = code;
    return `${step}${read}`;
  })
  .join('');
const lines = table.match(/.{1,100}/gu) ?? [];

writeFileSync(
  OUT,
  `// Generated by scripts/lookAlikes.ts (do not edit): characters that look like Latin letters, and other scripts' numerals,
// for the password rule's fold (shared/users/passwordForms.ts). From Unicode's confusables.txt v13.0.0 (UTS #39
// skeletons, as npm ${CONFUSABLES_PACKAGE} ships it, MIT) and Debian's unicode-data 15.0.0-1 (Latin letters' names,
// turned and reversed ones too, numeric values, Unihan numerals), and Greek ω as w (kept from the hand-made table
// before it); only what NFKC, lowercasing and dropping accents leave undone.

/**
 * ${reads.size} characters in code point order, each as its code point less the one before it, then what it reads as: the
 * Latin letters it looks like (ᴘ, Cherokee ꮲ and Greek ρ are p) or \`=\` and a numeral's digit (三 and 叁 are =3). Numbers,
 * not the characters: the worker bundle would write each character as an escape three times its size.
 */
export const LOOK_ALIKES =
${lines.map((line, index) => `  ${index ? '+ ' : ''}'${line}'`).join('\n')};
`,
);
console.log(`wrote ${OUT}: ${reads.size} characters`);
