// Look-alike letters and other scripts' numerals (docs/security.md, Passwords people guess): the one rule reads every
// character Unicode's confusables data (or a Latin letter's name) says looks like a Latin letter as that letter, and
// numerals of any script as digits, so a leaked password written in them is refused; strong passwords in those scripts pass.
import { describe, expect, it } from 'vitest';
import { parseBreachedPasswords, parseCommonWords } from '#shared/users/passwordStrength.ts';
import { passwordProblem } from '#worker/users/rules.ts';
import { breachedPasswordsText, commonWordsText } from '../../scripts/lib/breachedPasswords.ts';
import {
  HELD_OUT_BLANK_PADDED,
  HELD_OUT_KANA,
  HELD_OUT_LOOK_ALIKES,
  HELD_OUT_UPSIDE_DOWN,
  NAMED_LOOK_ALIKES,
  STRONG_IN_SCRIPTS,
} from '../fixtures/lookAlikePasswords.ts';

const lists = { breached: parseBreachedPasswords(breachedPasswordsText()), words: parseCommonWords(commonWordsText()) };
const owner = { email: 'ines.vale@example.com', username: 'inesvale', name: 'Ines Vale' };
/** Every refusal says why: leaked, common words, a pattern or a repeat (worker/users/rules.ts). */
const WHY = /leaked in data breaches|made of common words|keyboard pattern|repeats a few characters/;

describe('Passwords people guess: look-alike letters and numerals of any script (security: Passwords people guess)', () => {
  it.each(NAMED_LOOK_ALIKES)('Passwords people guess: refuses %s, a named disguise (security: Passwords people guess)', (password) => {
    expect(passwordProblem(password, lists, owner)).toMatch(WHY);
  });

  it.each(HELD_OUT_LOOK_ALIKES)('Passwords people guess: refuses %s, a held-out disguise (security: Passwords people guess)', (password) => {
    expect(passwordProblem(password, lists, owner)).toMatch(WHY);
  });

  it.each(HELD_OUT_BLANK_PADDED)('Passwords people guess: refuses %j, padded with blank letters (security: Passwords people guess)', (password) => {
    expect(passwordProblem(password, lists, owner)).toMatch(WHY);
  });

  it.each(HELD_OUT_UPSIDE_DOWN)('Passwords people guess: refuses %s, written upside down (security: Passwords people guess)', (password) => {
    expect(passwordProblem(password, lists, owner)).toMatch(WHY);
  });

  it.each(HELD_OUT_KANA)('Passwords people guess: refuses %s, "password" in hiragana or mixed kana (security: Passwords people guess)', (password) => {
    expect(passwordProblem(password, lists, owner)).toMatch(WHY);
  });

  it('Passwords people guess: "password" in Welsh and Esperanto too, with the language list\'s gaps filled (security: Passwords people guess)', () => {
    for (const password of ['cyfrinair2024', 'pasvorto99', 'loyniorð2024']) expect(passwordProblem(password, lists, owner), password).toMatch(WHY);
  });

  it.each(STRONG_IN_SCRIPTS)('Passwords people guess: still takes the strong %s (security: Passwords people guess)', (password) => {
    expect(passwordProblem(password, lists, owner)).toBeNull();
  });
});
