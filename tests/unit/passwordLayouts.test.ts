// Keyboard walks on any layout (docs/security.md, Passwords people guess): the password rule reads a password as the
// QWERTY keys it was typed with on every family of layouts in shared/users/keyboardLayouts.ts, so a row, column or
// zigzag of keys is refused whatever the layout, while strong passwords and passphrases in those scripts still pass.
// Every disguise here is held out: none of these layouts, rows or shift levels is named anywhere in the code.
import { describe, expect, it } from 'vitest';
import { LAYOUT_FAMILIES } from '#shared/users/keyboardLayouts.ts';
import { guessablePassword, parseBreachedPasswords, parseCommonWords } from '#shared/users/passwordStrength.ts';
import { passwordProblem } from '#worker/users/rules.ts';
import { breachedPasswordsText, commonWordsText } from '../../scripts/lib/breachedPasswords.ts';

const lists = { breached: parseBreachedPasswords(breachedPasswordsText()), words: parseCommonWords(commonWordsText()) };
const owner = { email: 'ines.vale@example.com', username: 'inesvale', name: 'Ines Vale' };

/** Rows, columns and zigzags of keys typed on layouts of many scripts: the layout, then what the keys are on QWERTY. */
const WALKS: ReadonlyArray<readonly [string, string]> = [
  ['ზხცვბნმ,.', 'Georgian, zxcvbnm,.'],
  ['ქჭერთყუიოპ', 'Georgian with shift on w and t, qwertyuiop'],
  ['ასდფგჰჯკლ123', 'Georgian, asdfghjkl then 123'],
  ['ասդֆգհճկլ', 'Armenian eastern, asdfghjkl'],
  ['ճփբսմուկըթ', 'Armenian typewriter, qwertyuiop'],
  ['քոերտըւիօպ', 'Armenian phonetic, qwertyuiop'],
  ['ผปแอิืทมใฝ', 'Thai Kedmanee, zxcvbnm,./'],
  ['ๅๆฟผ/ไหป', 'Thai Kedmanee, 1qaz2wsx'],
  ['ົໄຳພະິີຣນຍ', 'Lao, qwertyuiop'],
  ['ឆឹេរតយុិោផ', 'Khmer, qwertyuiop'],
  ['ဆတနမအပကငသစ', 'Burmese, qwertyuiop'],
  ['ަސދފގހޖކލ', 'Dhivehi, asdfghjkl'],
  ['ोे्िुपरकतचट', "Hindi InScript, asdfghjkl;'"],
  ['औऐआईऊभङघधझ', 'Hindi InScript with shift, qwertyuiop'],
  ['ૌૈાીૂબહગદજ', 'Gujarati InScript, qwertyuiop'],
  ['ೌೈಾೀೂಬಹಗದಜ', 'Kannada InScript, qwertyuiop'],
  ['োে্িুপরকতচ', 'Bengali InScript, asdfghjkl;'],
  ['টৌেরতযুিোপ', 'Nepali, qwertyuiop'],
  ['ঙযডপটচজহগ', 'Bengali Probhat, qwertyuio'],
  ['әіңғ,.үұқө', 'Kazakh, 2345678901'],
  ['фцужэнгшүз', 'Mongolian, qwertyuiop'],
  ['љњертзуиоп', 'Serbian, qwertyuiop'],
  ['асдфгхјклчќ', "Macedonian, asdfghjkl;'"],
  ['уеишщксдзц', 'Bulgarian БДС, wertyuiop['],
  ['явертиуіоп', 'Ukrainian phonetic, qwertyuiop'],
  ['йқукенгшҳз', 'Tajik, qwertyuiop'],
  ['قوعرتےءیہپ', 'Urdu, qwertyuiop'],
  ['ظطزرذدپو', 'Persian, zxcvbnm,'],
  ['ضشئصسءثيؤ', 'Arabic, 1qaz2wsx3edc read as qazwsxedc'],
  ['1;αζ2ςσχ', 'Greek, 1qaz2wsx'],
  ['.ץתצמנהבסז', 'Hebrew, /.,mnbvcxz'],
  ['ちとしはきくまのり', 'Japanese kana, asdfghjkl'],
  ['タテイスカンナニラセ', 'Japanese kana in katakana, qwertyuiop'],
  ['uieaütkmlyş', "Turkish F, asdfghjkl;'"],
  ['arstdhneio', 'Colemak, asdfghjkl;'],
  ['bépoèvdljz', 'French BÉPO, qwertyuiop'],
  ['ěščřžýáíé', 'Czech, 234567890'],
  ['ąčęėįšųū', 'Lithuanian, 12345678'],
  ['asdfghjklæ', 'Icelandic, asdfghjkl;'],
  ['şlkjhgfdsa', 'Turkish Q, ;lkjhgfdsa'],
];

/** Strong passwords and passphrases in the scripts of those layouts, which must still be taken. */
const STRONG = [
  'მზიანი-ზღვა-კატა-47',
  'თბილისის ღამე ვარსკვლავი 9',
  'Արևոտ-ծով-կատու-58',
  'Երևանի գիշերը լուսավոր է 2024',
  'แมวสีส้มนอนบนหลังคา-42',
  'กาแฟร้อนตอนเช้าที่เชียงใหม่',
  'पुराना-तालाब-मेंढक-छलांग-19',
  'मेरी बिल्ली दूध पीती है 58',
  'নীল-আকাশ-বিড়াল-64',
  'நீல-வானம்-பூனை-29',
  'ನೀಲಿ-ಆಕಾಶ-ಬೆಕ್ಕು-51',
  'گربه-آبی-آسمان-۴۷',
  'قهوه داغ صبحگاهی ۲۰۲۴',
  'نیلا-آسمان-بلی-36',
  'ねこがそらをとぶ-2024',
  '青い空と猫が好き-58',
  'Πράσινο δέντρο στον κήπο 31',
  'שמש-ים-חתול-כחול-83',
  'Жовтий-Кіт-Стрибає-93',
  'Їжак-ґудзик-єнот-51',
  'Љубичасти-Њушкач-Ђак-72',
  'Қызыл-Әуе-Өзен-64',
  'Хөх-тэнгэр-үүл-45',
  'Ağaçlı-Yolda-Güneş-88',
  'Žluťoučký-kůň-úpěl-47',
  'Zażółć-gęślą-jaźń-83',
  'Grüne-Äpfel-über-Brücken-9',
  'Château-éléphant-fenêtre-62',
  'ແມວສີຟ້າ-ນອນ-42',
  'ឆ្មាខៀវ-ដេក-58',
  'ကြောင်ပြာ-အိပ်-36',
  'q7Gm2xPz9LwB',
];

describe('Passwords people guess: keyboard walks on any layout (security: Passwords people guess)', () => {
  it.each(WALKS)('Passwords people guess: refuses %s, a walk typed on %s, as a pattern (security: Passwords people guess)', (password) => {
    expect(guessablePassword(password, lists)).toBe('walk');
    expect(passwordProblem(password, lists, owner)).toMatch(/keyboard pattern/);
  });

  it.each(STRONG)('Passwords people guess: still takes the strong %s (security: Passwords people guess)', (password) => {
    expect(passwordProblem(password, lists, owner)).toBeNull();
  });

  it('Passwords people guess: random strings of each other script’s letters are rarely read as walks (security: Passwords people guess)', () => {
    // A fixed-seed generator, so a failure names a string that fails every run. Latin random strings: passwordStrength.test.ts.
    let seed = 57_011_130;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const walks: string[][] = [];
    for (const variants of LAYOUT_FAMILIES) {
      const letters = [...new Set([...variants.join('')].filter((ch) => /\p{L}/u.test(ch)))];
      if (letters.every((ch) => /\p{Script=Latin}/u.test(ch))) continue;
      const read: string[] = [];
      for (let i = 0; i < 100; i++) {
        const password = Array.from({ length: 12 }, () => letters[Math.floor(next() * letters.length)]).join('');
        if (guessablePassword(password, lists) === 'walk') read.push(password);
      }
      walks.push(read);
    }
    // A family of several variants (Armenian has four) reads a random string at the keys nearest each other, so now and
    // then one is a walk on some variant: at most 3 in 100 for a family, and under 1 in 200 over all of them.
    expect(walks.filter((read) => read.length > 3)).toEqual([]);
    expect(walks.flat().length).toBeLessThan((walks.length * 100) / 200);
  });
});
