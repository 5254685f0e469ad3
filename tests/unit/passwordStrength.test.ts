// The password policy (shared/users/passwordStrength.ts via worker/users/rules.ts), against the lists
// the build ships (scripts/lib/breachedPasswords.ts): breached and common passwords in disguise
// (reversed, repeated, leet, padded, separated, joined to other words), compositions of common words and
// names, keyboard walks and repeats are refused, and so is the owner's email, username or name with
// padding; each with its reason. Strings that are not made of words pass.
import { describe, expect, it } from 'vitest';
import { guessablePassword, parseBreachedPasswords, parseCommonWords } from '#shared/users/passwordStrength.ts';
import { passwordProblem } from '#worker/users/rules.ts';
import { breachedPasswordsText, commonWordsText } from '../../scripts/lib/breachedPasswords.ts';

const lists = { breached: parseBreachedPasswords(breachedPasswordsText()), words: parseCommonWords(commonWordsText()) };
const owner = { email: 'river.song@example.com', username: 'riversong', name: 'River Song' };
const MINE = 'Your password cannot be made from your email, username or name, even with numbers or symbols added.';

describe('password policy (closeup-and-visitors: Roles)', () => {
  it('ships a large breached list, most common first, and the common words and names with their ranks', () => {
    expect(lists.breached.size).toBeGreaterThan(40_000);
    expect(lists.breached.get('123456')).toBe(1);
    expect(lists.breached.get('password')).toBeLessThan(5);
    expect(lists.words.size).toBeGreaterThan(60_000);
    expect(lists.words.get('love')).toBeLessThan(200);
  });

  it.each([
    // The red team's: walks, a repeat, a reversal, a common word joined to a short one.
    'q1w2e3r4',
    '1q2w3e4r5t',
    'zaq12wsx',
    'passwordpassword',
    'drowssap',
    'demo-password',
    // Variants it did not name.
    'Q1W2E3R4!',
    '1qazxsw2',
    'ytrewq12',
    'drowssap123',
    'P4ssw0rdP4ssw0rd',
    'monkeymonkey',
    'sunshine!sunshine',
    'yeknom99',
    'password-me',
    'Dem0-P@ssword',
    // Kept from before.
    'passw0rd',
    'abcd1234',
    'qwerty12',
    'P@ssw0rd!',
    'Password2024',
    'l3tm31n!!',
    'iloveyou99',
    'asdfghjkl',
    'zyxwvuts',
    'abababab',
    '12345678',
    '87654321',
    'Dragon123',
    '!!monkey!!',
  ])('refuses the guessable %s', (password) => {
    expect(guessablePassword(password, lists)).not.toBeNull();
    expect(passwordProblem(password, lists, owner)).not.toBeNull();
  });

  /** The re-test's runs in disguise: interleaved, side by side, repeated and mirrored. */
  const RUNS_NAMED = [
    'a1b2c3d4e5f6',
    '1a2b3c4d5e6f',
    '12ab34cd56ef',
    'qwer1234qwer',
    'zxcv1234zxcv',
    'abcd1234abcd',
    'Abcd1234Abcd!',
    'wxyz7890wxyz',
    'zyxw9876zyxw',
    'abcd4321dcba',
  ];
  /** Held out: other runs (keyboard rows either way, by twos, descending), other orders, separators, capitals, shifted digits. */
  const RUNS_HELD_OUT = [
    'b2c3d4e5f6g7',
    '9z8y7x6w5v4u',
    'm1n2o3p4q5r6',
    '1a2b3c4d5e6f7g8h',
    'ab12cd34ef56',
    'asdf5678asdf',
    'poiu0987poiu',
    'lkjh4321hjkl',
    'uiop7890poiu',
    'mnop3456ponm',
    'abc123cba321',
    'Qwerty123456Qwerty',
    '123abc123abc',
    'xyz789xyz789',
    'ABCD-1234-abcd',
    'aaa111bbb222',
    '2468aceg2468',
    'qwe123asd456zxc789',
    'Zxcvb!@#$%Zxcvb',
    'rstu6789rstu!?',
  ];
  it.each([...RUNS_NAMED, ...RUNS_HELD_OUT])('Passwords people guess: refuses %s, made only of runs however combined, as a pattern', (password) => {
    expect(guessablePassword(password, lists)).toBe('walk');
    expect(passwordProblem(password, lists, owner)).toMatch(/keyboard pattern or made of runs/);
  });

  it('Passwords people guess: strong passwords are not read as runs (a passphrase, 500 random 12-character strings)', () => {
    for (const password of ['vqzk-Lamp-Orbit-93', 'q7Gm2xPz9LwB', 'xK9#mQ2$vL8!', 'Vq7-zeph-Lurk9-mab', 'a sturdy new passphrase vqzk']) {
      expect(passwordProblem(password, lists, owner), password).toBeNull();
    }
    // A fixed-seed generator, so a failure names a string that fails every run.
    let seed = 20_261_129;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%-_';
    for (let i = 0; i < 500; i++) {
      const password = Array.from({ length: 12 }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      expect(guessablePassword(password, lists), password).not.toBe('walk');
    }
  });

  it.each(['riversong', 'RiverSong!1', 'gnosrevir', 'River.Song', 'riversong2024', 'r1v3rs0ng_1985!', 'song.river.88', 'RIVER-SONG-2024-!!'])(
    "refuses the owner's email or username in disguise: %s",
    (password) => {
      expect(passwordProblem(password, lists, owner)).toBe(MINE);
    },
  );

  it.each([
    'dragonmonkey',
    'ilovemydog',
    'correcthorsebatterystaple',
    'Correct-Horse-Battery-Staple!',
    'secretpassword',
    'demopassword',
    'my brand new password',
    'Summer in Lisbon 2019!',
    'Tr0ub4dor&3',
    'Sunshyne2020!',
  ])('refuses %s, a composition of common words, saying so', (password) => {
    expect(guessablePassword(password, lists)).toBe('common');
  });

  it.each(['correct horse battery zqvx', 'xk7#mQ2p', 'Мой пароль для доски 2024', 'Vq7-zeph-Lurk9-mab', 'gravel quokka spindle mirth'])(
    'accepts %s',
    (password) => {
      expect(guessablePassword(password, lists)).toBeNull();
      expect(passwordProblem(password, lists, owner)).toBeNull();
    },
  );

  /** The third re-test's disguises, then held-out ones: other layouts, doubled letters and runs, "password" in other languages. */
  it.each([
    'ppaasssswwoorrdd',
    'ppaasssswwoorrdd11',
    'iilloovveeyyoouu',
    'mmoonnkkeeyy12',
    'йцукенгшщз',
    'фывапролдж',
    'пароль123',
    'пароль2024!',
    '一二三四五六七八',
    // Held out: doubled in capitals, runs of one letter, the Russian layout's other rows, words typed with it on.
    'DDRRAAGGOONN2024',
    'Paaaassssword!',
    'ffoooottbbaallll',
    'ЙЦУКЕН123456',
    'ячсмить123',
    'зфыыцщкв2024',
    'привет123',
    'ьлорап99',
    'ПАРОЛЬ!!',
    // "Password" in other languages and transliterations, with separators or mirrored.
    'parol123',
    'Passwort!2024',
    'Mot-De-Passe-2024',
    'Contraseña99',
    'wachtwoord12',
    'hasło123',
    'senha1234',
    'salasana2024',
    'パスワード123',
    '密码1234',
    // QWERTZ and AZERTY walks, the AZERTY digits row unshifted, other scripts' digits.
    'ztrewq123',
    'wxcvbn123',
    'azerty&é"\'(',
    '١٢٣٤٥٦٧٨',
  ])('Passwords people guess: refuses %s, read in other layouts, doubled letters and languages', (password) => {
    expect(guessablePassword(password, lists)).not.toBeNull();
    expect(passwordProblem(password, lists, owner)).not.toBeNull();
  });

  /** "password", iloveyou, dragon, sunshine and keyboard rows typed with Greek, Hebrew, Korean 2-set, Arabic and phonetic Cyrillic on. */
  it.each([
    'πασσςορδ1',
    ';ςερτυθιοπ',
    'ΙΛΟΩΕΥΟΘ2024',
    "פשדד'םרג",
    "/'קראט123",
    'שדגכעיחלךף',
    'ㅔㅁㄴㄴㅈㅐㄱㅇ',
    // As a Korean input method composes it: ㅈㅐㄱ is the syllable 잭.
    'ㅔㅁㄴㄴ잭ㅇ12',
    'ㅂㅈㄷㄱㅅㅛ1234',
    'حشسسصخقي',
    'ضصثقفغعهخح',
    'يقشلخى123',
    'яверты123',
    'явертыуиоп',
    'сунсхине1',
    'сунсчине1',
    'пассворд2024',
  ])('refuses %s, typed on another layout (security: Passwords people guess)', (password) => {
    expect(guessablePassword(password, lists)).not.toBeNull();
    expect(passwordProblem(password, lists, owner)).not.toBeNull();
  });

  it.each([
    'υπολογιστής-τρέχει-γρήγορα-42',
    'Καλημέρα-θάλασσα-ήλιος-7',
    'בוקר טוב ירושלים 2024',
    'שמש-ים-חתול-כחול-83',
    'ㄱㅏ나다라마바사12',
    '하늘색-고양이-달린다-47',
    'القهوة-الصباحية-دافئة-93',
    'Слънчев-бряг-вятър-58',
    'Горещо кафе сутрин 5',
  ])('still accepts the strong %s, in the script of another layout (security: Passwords people guess)', (password) => {
    expect(passwordProblem(password, lists, owner)).toBeNull();
  });

  it.each([
    'Жёлтый-Кит-Прыгает-93',
    'ЗвёздныйЛабиринт2031',
    'Mississippi-Quokka-vqzk',
    'contraseña-vqzk-Lamp-93',
    'Bookkeeper-Zephyr-vqzk',
    'ёлка-Шмель-Пирог-7',
  ])('Passwords people guess: still accepts the strong %s', (password) => {
    expect(passwordProblem(password, lists, owner)).toBeNull();
  });
});
