// The password policy (shared/users/passwordStrength.ts via worker/users/rules.ts): common passwords
// in disguise, keyboard walks and repeats are refused; passphrases and random strings pass.
import { describe, expect, it } from 'vitest';
import { isGuessablePassword } from '#shared/users/passwordStrength.ts';
import { passwordProblem } from '#worker/users/rules.ts';

const WEAK = 'That password is too easy to guess. Please pick a stronger one.';

describe('password policy (closeup-and-visitors: Roles)', () => {
  it.each([
    'passw0rd',
    'abcd1234',
    'qwerty12',
    'P@ssw0rd!',
    'Password2024',
    'l3tm31n!!',
    'iloveyou99',
    '1qaz2wsx',
    'asdfghjkl',
    'zyxwvuts',
    'abababab',
    '12345678',
    '87654321',
    'Dragon123',
    '!!monkey!!',
  ])('refuses the guessable %s', (password) => {
    expect(isGuessablePassword(password)).toBe(true);
    expect(passwordProblem(password)).toBe(WEAK);
  });

  it.each(['correct horse battery', 'demo-password', 'a long new password', 'xk7#mQ2p', 'Tr0ub4dor&3', 'пароль для доски', 'kiwi-lantern-97'])(
    'accepts %s',
    (password) => {
      expect(isGuessablePassword(password)).toBe(false);
      expect(passwordProblem(password)).toBeNull();
    },
  );
});
