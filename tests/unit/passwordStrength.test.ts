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

  it.each(['correct horse battery zqvx', 'xk7#mQ2p', 'пароль для доски', 'Vq7-zeph-Lurk9-mab', 'gravel quokka spindle mirth'])('accepts %s', (password) => {
    expect(guessablePassword(password, lists)).toBeNull();
    expect(passwordProblem(password, lists, owner)).toBeNull();
  });
});
