// How the password rule (shared/users/passwordStrength.ts) reads a password before checking it: folded (foldText), then
// with each disguise undone: typed on another keyboard layout (read as the QWERTY keys pressed: Russian, Greek, Hebrew,
// Korean, Arabic, phonetic Cyrillic, QWERTZ, AZERTY), letters doubled or run (collapsed), and "password" in another
// language (read as password). Plain string work, no lists: fast, Worker-safe.

/**
 * Letters of other scripts that look like Latin ones (Cyrillic and Greek), read as those: раssword (Cyrillic
 * р and а) is password.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ɡ: 'g',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ϲ: 'c',
  ј̇: 'j',
};

/** Digits of other scripts read as 0-9: CJK numerals (一二三四 is 1234), Arabic-Indic, Persian and Devanagari digits. */
const NUMERALS: Readonly<Record<string, string>> = (() => {
  const map: Record<string, string> = { 〇: '0', 零: '0', 一: '1', 二: '2', 三: '3', 四: '4', 五: '5', 六: '6', 七: '7', 八: '8', 九: '9' };
  for (const zero of [0x660, 0x6f0, 0x966]) for (let d = 0; d < 10; d++) map[String.fromCharCode(zero + d)] = String(d);
  return map;
})();

/**
 * The text as the checks read it: compatibility forms folded (full-width ｐａｓｓ is pass), accents dropped
 * (pässwörd is password), look-alike letters of other scripts read as Latin, other scripts' digits as 0-9, lowercased.
 */
export function foldText(text: string): string {
  const plain = text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
  return [...plain].map((ch) => LOOK_ALIKES[ch] ?? NUMERALS[ch] ?? ch).join('');
}

/** A keyboard layout: each character it types, and the QWERTY key (or keys, for a Hangul jamo typed with two) in its place. */
const layout = (typed: string, qwerty: string | readonly string[]): ReadonlyMap<string, string> => new Map([...typed].map((ch, i) => [ch, qwerty[i] ?? ch]));

/**
 * Russian ЙЦУКЕН, with the Ukrainian letters, read as the QWERTY keys pressed: a walk on it is a walk (йцукен is qwerty,
 * фывапролдж is asdfghjkl;), and a word typed on its keys is the word those keys spell (пароль is gfhjkm, on the breached
 * list; зфыыцщкв is password typed with the Russian layout on).
 */
const CYRILLIC = layout('ёйцукенгшщзхъфывапролджэячсмитьбюіїє', "`qwertyuiop[]asdfghjkl;'zxcvbnm,.s]'");
/** Hangul jamo (a syllable read as its jamo, 잭 as ㅈㅐㄱ) on the Korean 2-set keys: initials, vowels, then finals. */
const HANGUL_KEYS = [
  ...'r r s e e f a q q t t d w w c z x v g'.split(' '),
  ...'k o i o j p u p h hk ho hl y n nj np nl b m ml l'.split(' '),
  ...'r r rt s sw sg e f fr fa fq ft fx fv fg a q qt t t d w c z x v g'.split(' '),
];
/** The conjoining jamo those keys type, in Unicode order: 19 initials, 21 vowels, 27 finals. */
const HANGUL_JAMO = [
  [0x1100, 19],
  [0x1161, 21],
  [0x11a8, 27],
].flatMap(([first, count]) => Array.from({ length: count }, (_, i) => String.fromCharCode(first + i)));
/**
 * The other layouts whose letters sit on the QWERTY keys, read the same way (πασσςορδ, פשדד'םרג, ㅔㅁㄴㄴㅈㅐㄱㅇ,
 * حشسسصخقي and явертыуиоп are password and qwertyuiop typed with them on): Russian ЙЦУКЕН, Greek, Hebrew, Korean
 * 2-set, Arabic, and the phonetic Cyrillic ones (Bulgarian phonetic and Russian ЯВЕРТЫ, each letter on the Latin key it
 * sounds like).
 */
const LAYOUTS = [
  CYRILLIC,
  layout(';ςερτυθιοπασδφγηξκλζχψωβνμ', 'qwertyuiopasdfghjklzxcvbnm'),
  layout("/'קראטוןםפשדגכעיחלךף,זסבהנמצתץ.", "qwertyuiopasdfghjkl;'zxcvbnm,./"),
  layout(HANGUL_JAMO.join(''), HANGUL_KEYS),
  layout('ذضصثقفغعهخحجدشسيبلاتنمكطئءؤرىةوزظ', "`qwertyuiop[]asdfghjkl;'zxcvnm,./"),
  layout('явертъуиопшщасдфгхйклзьцжбнмчю', 'qwertyuiop[]asdfghjklzxcvbnm`\\'),
  layout('явертыуиопшщасдфгчйклзхцжбнм', 'qwertyuiop[]asdfghjklzxcvbnm'),
];
/**
 * The same, for every check but the walks: only the keys of letters move, so the letters on symbol keys (ж, э, х, ъ, б,
 * ю, ё on ЙЦУКЕН, ף ת ץ on Hebrew) stay letters and a random string of another script is never read as a few Latin words
 * between cheap symbols; the symbols on letter keys (Greek ; on q, Hebrew / and ' on q and w) are read as those letters.
 */
const LAYOUT_LETTERS = LAYOUTS.map((keys): ReadonlyMap<string, string> => new Map([...keys].filter(([, key]) => /^[a-z]+$/.test(key))));
/**
 * Latin layouts whose keys sit elsewhere, for the walk checks only (their letters spell the same words): German QWERTZ
 * (y and z swapped: ztrewq) and French AZERTY (a, q, z and w moved: wxcvbn, and its digits row unshifted: &é"'( is 12345).
 * Only letters move to letters and symbols to digits, so no letter is read as a cheap symbol.
 */
const LATIN = [layout('zy', 'yz'), layout('azqw&é"\'(-è_çà', 'qwaz1234567890')];

/** Hangul syllables as their jamo (잭 is ᄌ ᅢ ᆨ), the keys they are typed with; nothing else changes. */
const jamo = (text: string): string => text.replace(/[\uac00-\ud7a3]/gu, (syllable) => syllable.normalize('NFD'));

/** The text as typed on a layout's keys (unchanged when it has none of the layout's characters). */
const retype = (text: string, keys: ReadonlyMap<string, string>): string => [...text].map((ch) => keys.get(ch) ?? ch).join('');
/** The text as typed on one of LAYOUTS, only when it has letters of it: a Latin password's symbols are never read as its keys. */
const typedOn = (text: string, keys: ReadonlyMap<string, string>): string =>
  [...text].some((ch) => keys.has(ch) && /\p{L}/u.test(ch)) ? retype(text, keys) : text;

/** Whether every letter is doubled or more (ppaasssswwoorrdd, mmoonnkkeeyy12): no letter stands alone. */
const doubled = (text: string): boolean => {
  const runs = text.match(/(\p{L})\1*/gu) ?? [];
  return runs.length >= 2 && runs.every((run) => [...run].length >= 2);
};
/** Every run of one letter halved, rounding up, when every letter is doubled: ppaasssswwoorrdd is password. */
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

/** The forms a password is read in: `read` by every check, `walks` (read and more) by the walk and run checks. */
export interface PasswordForms {
  read: string[];
  walks: string[];
}

/**
 * The forms a password is read in, the plain folded one first: as typed and as the QWERTY keys of the letters of each
 * other layout it has letters of (LAYOUTS), each folded, as it is, halved when every letter is doubled and with runs of a
 * letter collapsed, each with "password" in other languages translated; for the walk checks also as the QWERTY keys of
 * every key of those layouts, QWERTZ and AZERTY. A handful of short strings (one for most passwords).
 */
export function passwordForms(password: string): PasswordForms {
  const typed = jamo(password.normalize('NFKC').toLowerCase());
  const read = new Set<string>();
  for (const keys of new Set([typed, ...LAYOUT_LETTERS.map((letters) => typedOn(typed, letters))])) {
    const folded = foldText(keys);
    for (const form of [folded, halve(folded), collapse(folded)]) {
      read.add(form);
      read.add(translate(form));
    }
  }
  const walks = new Set(read);
  for (const keys of LAYOUTS) walks.add(foldText(typedOn(typed, keys)));
  for (const keys of LATIN) walks.add(foldText(retype(typed, keys)));
  return { read: [...read], walks: [...walks] };
}
