// How the password rule (shared/users/passwordStrength.ts) reads a password before checking it: folded (foldText), then
// with each disguise undone: typed on another keyboard layout (read as the QWERTY keys pressed, for every family of
// layouts in shared/users/keyboardLayouts.ts and Korean 2-set), letters doubled or run (collapsed), and "password" in
// another language (read as password). Plain string work over small tables: fast, Worker-safe.
import { KEY_ORDER, LAYOUT_FAMILIES } from './keyboardLayouts.ts';
import { LOOK_ALIKES } from './lookAlikes.ts';

/**
 * Each look-alike character and numeral to what it reads as (shared/users/lookAlikes.ts, generated from Unicode's
 * confusables and character data): ᴘ and Cherokee ꮲ to p, 壹 and 一 to 1.
 */
const READ_AS: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  let code = 0;
  for (const [, step, reads] of LOOK_ALIKES.matchAll(/(\d+)(=\d|[a-z]+)/g)) {
    code += Number(step);
    map.set(String.fromCodePoint(code), reads.replace('=', ''));
  }
  return map;
})();

/**
 * A decimal digit of any script (Arabic-Indic ٣, Devanagari ३, Thai ๓) as 0-9: Unicode puts each script's digits in
 * runs of ten from its zero, so its value is how far it is from the start of its run.
 */
const digitOf = (ch: string): string => {
  let code = ch.codePointAt(0) ?? 0;
  const start = code;
  while (/\p{Nd}/u.test(String.fromCodePoint(code - 1))) code--;
  return String((start - code) % 10);
};

/** Katakana as hiragana (パスワード and ぱすわーど are one word); every other character as it is. */
const asHiragana = (ch: string): string => {
  const code = ch.codePointAt(0) ?? 0;
  return code >= 0x30a1 && code <= 0x30f6 ? String.fromCodePoint(code - 0x60) : ch;
};

/**
 * The text as the checks read it: compatibility forms folded (full-width ｐａｓｓ is pass), accents dropped
 * (pässwörd is password), characters that draw as nothing or a blank dropped (every Default_Ignorable_Code_Point: soft
 * hyphen, joiners, tag characters, the Hangul fillers U+3164, U+115F, U+1160 and U+FFA0), look-alike letters of other
 * scripts read as Latin (раssword, ᴘᴀssword, ꮲꭺss, turned ɹ and ʍ), other scripts' digits and numerals as 0-9 (٣, 三, 叁
 * are 3), katakana as hiragana, lowercased.
 */
export function foldText(text: string): string {
  const plain = text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\p{M}\p{Default_Ignorable_Code_Point}]+/gu, '');
  return [...plain].map((ch) => (ch < '\x80' ? ch : /\p{Nd}/u.test(ch) ? digitOf(ch) : (READ_AS.get(ch) ?? asHiragana(ch)))).join('');
}

/**
 * A character as the layout tables hold it: the eight other Indic scripts at their Devanagari letters (their InScript
 * layouts put the same letters on the same keys, and Unicode gives each script the same order), and katakana as hiragana
 * (a kana layout types either).
 */
const asTyped = (ch: string): string => {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 0x980 && code < 0xd80) return String.fromCodePoint(0x900 + (code & 0x7f));
  return asHiragana(ch);
};

/** Where each key of KEY_ORDER sits: its row, and how far along it (the rows are staggered, as on a keyboard). */
const ROW_STARTS = [0, 13, 26, 37];
const ROW_INDENTS = [0, 1.5, 1.75, 2.25];
const KEY_PLACES = [...KEY_ORDER].map((_, key) => {
  const row = ROW_STARTS.findLastIndex((start) => key >= start);
  return { row, along: key - (ROW_STARTS[row] ?? 0) + (ROW_INDENTS[row] ?? 0) };
});
const keyDistance = (a: number, b: number): number => {
  const [p, q] = [KEY_PLACES[a], KEY_PLACES[b]];
  return p && q ? Math.abs(p.row - q.row) + Math.abs(p.along - q.along) : Infinity;
};

/** A family of layouts (shared/users/keyboardLayouts.ts): the keys each character it types sits on, and whether it types Latin letters. */
interface LayoutFamily {
  keys: ReadonlyMap<string, readonly number[]>;
  latin: boolean;
}
const FAMILIES: readonly LayoutFamily[] = LAYOUT_FAMILIES.map((variants) => {
  const keys = new Map<string, number[]>();
  for (const variant of variants) {
    [...variant].forEach((typed, key) => {
      const ch = asTyped(typed.toLowerCase());
      if (ch === ' ') return;
      const on = keys.get(ch) ?? [];
      if (!on.includes(key)) on.push(key);
      keys.set(ch, on);
    });
  }
  const letters = [...keys.keys()].filter((ch) => /\p{L}/u.test(ch));
  return { keys, latin: letters.every((ch) => /\p{Script=Latin}/u.test(ch)) };
});

/**
 * The text as the QWERTY keys it was typed with on a family of layouts, for the walk checks: a character on several of
 * its keys (its variants differ, or it is on two) is read at the key nearest the keys of the characters around it, so a
 * row typed on any variant reads as that row. Characters the family does not type stay as they are.
 */
function onKeys(text: string, family: LayoutFamily): string {
  const chars = [...text];
  const out = [...chars];
  // Each stretch of characters the family types: the keys that make it shortest to type, found in one pass.
  let from = 0;
  while (from < chars.length) {
    const options = (i: number) => family.keys.get(asTyped(chars[i] as string));
    if (!options(from)) {
      from++;
      continue;
    }
    let to = from;
    while (to < chars.length && options(to)) to++;
    const steps: Array<Array<{ cost: number; back: number }>> = [];
    for (let i = from; i < to; i++) {
      const here = options(i) as readonly number[];
      const before = i > from ? (options(i - 1) as readonly number[]) : null;
      steps.push(
        here.map((key) => {
          if (!before) return { cost: 0, back: -1 };
          const last = steps[steps.length - 1] as Array<{ cost: number }>;
          let best = { cost: Infinity, back: 0 };
          before.forEach((prior, b) => {
            const cost = (last[b]?.cost ?? 0) + keyDistance(prior, key);
            if (cost < best.cost) best = { cost, back: b };
          });
          return best;
        }),
      );
    }
    let pick = (steps[steps.length - 1] ?? []).reduce((best, step, k, all) => (step.cost < (all[best]?.cost ?? Infinity) ? k : best), 0);
    for (let i = to - 1; i >= from; i--) {
      out[i] = KEY_ORDER[(options(i) as readonly number[])[pick] ?? 0] ?? (chars[i] as string);
      pick = steps[i - from]?.[pick]?.back ?? 0;
    }
    from = to;
  }
  return out.join('');
}

/**
 * The text as the QWERTY letter keys of a family's letters, for every check but the walks: each letter (or symbol on a
 * letter key, Greek ; on q) read at its key on the family's first layout to type it; only the keys of letters move, so
 * the letters on symbol keys (ж э х ъ б ю ё on ЙЦУКЕН, ף ת ץ on Hebrew) stay letters and a random string of another
 * script is never read as a few Latin words between cheap symbols.
 */
const lettersOn = (text: string, family: LayoutFamily): string =>
  [...text]
    .map((ch) => {
      const key = KEY_ORDER[family.keys.get(asTyped(ch))?.[0] ?? -1];
      return key && /^[a-z]$/.test(key) ? key : ch;
    })
    .join('');

/** Whether the text has letters the family types: a Latin password's symbols are never read as another script's keys. */
const hasLettersOf = (text: string, family: LayoutFamily): boolean => [...text].some((ch) => /\p{L}/u.test(ch) && family.keys.has(asTyped(ch)));

/** Hangul jamo (a syllable read as its jamo, 잭 as ㅈㅐㄱ) on the Korean 2-set keys: initials, vowels, then finals. */
const HANGUL_KEYS = [
  ...'r r s e e f a q q t t d w w c z x v g'.split(' '),
  ...'k o i o j p u p h hk ho hl y n nj np nl b m ml l'.split(' '),
  ...'r r rt s sw sg e f fr fa fq ft fx fv fg a q qt t t d w c z x v g'.split(' '),
];
/** The conjoining jamo those keys type, in Unicode order: 19 initials, 21 vowels, 27 finals (a jamo may take two keys). */
const HANGUL: ReadonlyMap<string, string> = new Map(
  [
    [0x1100, 19],
    [0x1161, 21],
    [0x11a8, 27],
  ]
    .flatMap(([first, count]) => Array.from({ length: count ?? 0 }, (_, i) => String.fromCharCode((first ?? 0) + i)))
    .map((jamo, i) => [jamo, HANGUL_KEYS[i] ?? jamo]),
);

/** Hangul syllables as their jamo (잭 is ᄌ ᅢ ᆨ), the keys they are typed with; nothing else changes. */
const jamo = (text: string): string => text.replace(/[\uac00-\ud7a3]/gu, (syllable) => syllable.normalize('NFD'));
/** The text as typed on the Korean 2-set keys (unchanged when it has no jamo). */
const onHangulKeys = (text: string): string => [...text].map((ch) => HANGUL.get(ch) ?? ch).join('');

/**
 * Whether (nearly) every letter is doubled or more (ppaasssswwoorrdd, mmoonnkkeeyy12, and ppaasssswoorrdd with one slip):
 * at most one run of letters in four is a single letter, and none when there are fewer than four.
 */
const doubled = (text: string): boolean => {
  const runs = text.match(/(\p{L})\1*/gu) ?? [];
  const single = runs.filter((run) => [...run].length === 1).length;
  return runs.length >= 2 && single * 4 <= runs.length;
};
/** Every run of one letter halved, rounding up, when (nearly) every letter is doubled: ppaasssswwoorrdd is password. */
const halve = (text: string): string => (doubled(text) ? text.replace(/(\p{L})\1+/gu, (run, ch: string) => ch.repeat(Math.ceil([...run].length / 2))) : text);
/** Every run of three or more of one letter read as one (paaaassword is password; a double letter is spelling). */
const collapse = (text: string): string => text.replace(/(\p{L})\1{2,}/gu, '$1');

/**
 * "Password" in other languages and their transliterations, refused as password is: пароль123 is password123. Words
 * of several parts match with or without separators between (mot de passe, motdepasse, mot-de-passe).
 */
const PASSWORD_WORDS = [
  'пароль',
  'parol',
  'parolь',
  'лозинка',
  'lozinka',
  'contraseña',
  'contrasenya',
  'clave',
  'senha',
  'palavra passe',
  'passwort',
  'kennwort',
  'mot de passe',
  'wachtwoord',
  'parola',
  "parola d'ordine",
  'parool',
  'parole',
  'lösenord',
  'passord',
  'adgangskode',
  'kodeord',
  'salasana',
  'hasło',
  'haslo',
  'heslo',
  'geslo',
  'jelszó',
  'şifre',
  'parolă',
  'slaptažodis',
  'lykilorð',
  'loyniorð',
  'pasfhocal',
  'cyfrinair',
  'pasahitza',
  'contrasinal',
  'fjalëkalim',
  'парола',
  'wagwoord',
  'pasvorto',
  'nenosiri',
  'kata laluan',
  'პაროლი',
  'գաղտնաբառ',
  'رمز عبور',
  'گذرواژه',
  'κωδικός',
  'kodikos',
  'סיסמה',
  'sisma',
  'كلمة السر',
  'كلمة المرور',
  'पासवर्ड',
  'รหัสผ่าน',
  '密码',
  '密碼',
  'mima',
  'パスワード',
  'pasuwado',
  'pasuwaado',
  '비밀번호',
  'bimilbeonho',
  'kata sandi',
  'mật khẩu',
  'matkhau',
];

const reversed = (text: string): string => [...text].reverse().join('');
/** A word's pattern, as the folded text holds it, any separators allowed between its parts (letters only: nothing to escape). */
const wordPattern = (word: string): string =>
  word
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join('[^\\p{L}\\p{N}]*');
const byLength = (a: string, b: string) => b.length - a.length;
const FOLDED_WORDS = PASSWORD_WORDS.map(foldText);
/** The words as folded text spells them, longest first, and mirrored (ьлорап, read as drowssap). */
const FORWARDS = new RegExp(FOLDED_WORDS.map(wordPattern).sort(byLength).join('|'), 'gu');
const BACKWARDS = new RegExp(
  FOLDED_WORDS.map((word) => wordPattern(reversed(word)))
    .sort(byLength)
    .join('|'),
  'gu',
);

/** The folded text with "password" in other languages read as password (mirrored ones as drowssap). */
const translate = (text: string): string => text.replace(FORWARDS, 'password').replace(BACKWARDS, 'drowssap');

/**
 * Upside-down text (ssǝɔuᴉɹd is princess turned over): its turned letters (ɹ ʍ ɐ ǝ ʎ ʇ, Unicode's LATIN SMALL LETTER
 * TURNED R and so on) fold through the look-alike table, and turned over it also runs backwards, with the letters that
 * are each other turned swapped (p and d, b and q, n and u, 6 and 9) and the turned letters the table reads otherwise
 * (ɯ looks like w, but is a turned m). Read so only when the text has a letter only upside-down text uses.
 */
const UPSIDE_DOWN = /[ɐɒǝɟƃɥᴉɾʞɯɹʇʌʍʎ]/u;
const TURNED_OVER: Readonly<Record<string, string>> = {
  b: 'q',
  q: 'b',
  d: 'p',
  p: 'd',
  n: 'u',
  u: 'n',
  6: '9',
  9: '6',
  ɯ: 'm',
  ɔ: 'c',
  ɟ: 'f',
  ƃ: 'g',
  ɾ: 'j',
};
const turnedOver = (text: string): string =>
  [...text]
    .reverse()
    .map((ch) => TURNED_OVER[ch] ?? ch)
    .join('');

/** The forms a password is read in: `read` by every check, `walks` (read and more) by the walk and run checks. */
export interface PasswordForms {
  read: string[];
  walks: string[];
}

/**
 * The forms a password is read in, the plain folded one first: as typed, as the Korean 2-set keys of its jamo, turned
 * over when it is written upside down, and as the QWERTY letter keys of each family of layouts of another script it has
 * letters of (lettersOn), each folded, as it is, halved when every letter is doubled and with runs of a letter
 * collapsed, each with "password" in other languages
 * translated; for the walk checks also as the QWERTY keys of every key of each family of layouts (onKeys): every Latin
 * one (QWERTZ, AZERTY, Dvorak, Colemak, Turkish F...) and each other one it has letters of. A handful of short strings.
 */
export function passwordForms(password: string): PasswordForms {
  const typed = jamo(password.normalize('NFKC').toLowerCase());
  // The layouts' letters as typed too (NFC): NFKC splits some of them in two (Thai ำ is ํ and า).
  const keyed = [...new Set([typed, password.normalize('NFC').toLowerCase()])];
  const others = FAMILIES.filter((family) => !family.latin && keyed.some((text) => hasLettersOf(text, family)));
  const read = new Set<string>();
  const letters = others.flatMap((family) => keyed.map((text) => lettersOn(text, family)));
  const upsideDown = UPSIDE_DOWN.test(typed) ? [turnedOver(typed)] : [];
  for (const keys of new Set([typed, onHangulKeys(typed), ...letters, ...upsideDown])) {
    const folded = foldText(keys);
    for (const form of [folded, halve(folded), collapse(folded)]) {
      read.add(form);
      read.add(translate(form));
      // "password" in another language spelt out with separators (パ-ス-ワ-ー-ド): read joined, when that spells one.
      const joined = form.replace(/[^\p{L}\p{N}]+/gu, '');
      const word = translate(joined);
      if (word !== joined) read.add(word);
    }
  }
  const walks = new Set(read);
  for (const family of [...FAMILIES.filter((family) => family.latin), ...others]) for (const text of keyed) walks.add(foldText(onKeys(text, family)));
  return { read: [...read], walks: [...walks] };
}
