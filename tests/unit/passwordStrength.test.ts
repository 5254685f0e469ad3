// The password policy (shared/users/passwordStrength.ts via worker/users/rules.ts), against the breached
// list the build ships (scripts/lib/breachedPasswords.ts): breached and common passwords in disguise
// (reversed, repeated, leet, padded, joined to a short word), keyboard walks and repeats are refused, and
// so is the owner's email or username; passphrases and random strings pass.
import { describe, expect, it } from 'vitest';
import { isGuessablePassword, parseBreachedPasswords } from '#shared/users/passwordStrength.ts';
import { passwordProblem } from '#worker/users/rules.ts';
import { breachedPasswordsText } from '../../scripts/lib/breachedPasswords.ts';

const WEAK = 'That password is too easy to guess. Please pick a stronger one.';
const MINE = 'Your password cannot be your email or username.';
const breached = parseBreachedPasswords(breachedPasswordsText());
const owner = { email: 'river.song@example.com', username: 'riversong' };

describe('password policy (closeup-and-visitors: Roles)', () => {
  it('ships a large breached list, most common first', () => {
    expect(breached.size).toBeGreaterThan(40_000);
    expect(breached.get('123456')).toBe(0);
    expect(breached.get('password')).toBeLessThan(5);
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
    expect(isGuessablePassword(password, breached)).toBe(true);
    expect(passwordProblem(password, breached, owner)).toBe(WEAK);
  });

  it.each(['riversong', 'RiverSong!1', 'gnosrevir', 'river.song@example.com', 'River.Song', 'riversong2024'])(
    "refuses the owner's email or username in disguise: %s",
    (password) => {
      expect(passwordProblem(password, breached, owner)).toBe(MINE);
    },
  );

  it.each(['correct horse battery', 'a long new password', 'xk7#mQ2p', 'Tr0ub4dor&3', 'пароль для доски', 'kiwi-lantern-97'])('accepts %s', (password) => {
    expect(isGuessablePassword(password, breached)).toBe(false);
    expect(passwordProblem(password, breached, owner)).toBeNull();
  });
});
