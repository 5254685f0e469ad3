// Board rules: name and description limits, slugs (docs/rules/pin-card.md#constants-spec-000-9, docs/rules/closeup-and-visitors.md#entities-spec-002-3); account rules.
import { describe, expect, it } from 'vitest';
import { boardDescriptionProblem, boardNameProblem, slugify, uniqueSlug } from '#shared/boards/rules.ts';
import { parseBreachedPasswords, parseCommonWords } from '#shared/users/passwordStrength.ts';
import { emailProblem, passwordProblem, usernameProblem } from '#worker/users/rules.ts';
import { breachedPasswordsText, commonWordsText } from '../../scripts/lib/breachedPasswords.ts';

const passwordLists = { breached: parseBreachedPasswords(breachedPasswordsText()), words: parseCommonWords(commonWordsText()) };

describe('board limits (pin-card: Constants: title 50, description 500)', () => {
  it.each([
    ['Kitchen', null],
    ['x'.repeat(50), null],
    ['x'.repeat(51), 'Board names can be at most 50 characters.'],
    ['   ', 'Your board needs a name.'],
    ['🌿'.repeat(50), null],
  ])('A58: name %s', (name, problem) => {
    expect(boardNameProblem(name)).toBe(problem);
  });

  it.each([
    ['', null],
    ['x'.repeat(500), null],
    ['x'.repeat(501), 'Board descriptions can be at most 500 characters.'],
  ])('A58: description of %#', (d, problem) => {
    expect(boardDescriptionProblem(d)).toBe(problem);
  });

  it.each([
    ['Kitchen Ideas!', 'kitchen-ideas'],
    ['Café  Noir', 'cafe-noir'],
    ['***', 'board'],
    ['_saved', 'saved'],
  ])('slug of %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('keeps slugs unique per owner', () => {
    expect(uniqueSlug('a', new Set(['a', 'a-2']))).toBe('a-3');
    expect(uniqueSlug('b', new Set(['a']))).toBe('b');
  });
});

describe('account rules', () => {
  it.each([
    ['a@b.co', null],
    ['nope', 'Please enter a valid email address.'],
    ['a @b.co', 'Please enter a valid email address.'],
  ])('email %s', (e, p) => {
    expect(emailProblem(e)).toBe(p);
  });
  it.each([
    ['ada_l', null],
    ['ab', 'Usernames need at least 3 characters. Usernames are 3 to 30 letters, numbers or underscores.'],
    ['login', 'That username is reserved. Please pick another.'],
    ['has space', 'Usernames can\'t have spaces: only letters, numbers and underscores. Try "has_space".'],
    ['sam.lee', 'Usernames can\'t have ".": only letters, numbers and underscores. Try "sam_lee".'],
  ])('username %s', (u, p) => {
    expect(usernameProblem(u)).toBe(p);
  });
  it.each([
    [
      'long enough pass',
      'That password is made of common words, names or leaked passwords, which are tried first even with capitals, numbers or symbols added. Please use more or less common words, or a longer mix.',
    ],
    ['long enough pass qzvx', null],
    ['short', 'Your password needs at least 8 characters.'],
    [
      'password',
      'That password is on lists of passwords leaked in data breaches (or is one with a few letters swapped or added), so it is among the first ones tried. Please pick another.',
    ],
    ['aaaaaaaaaa', 'That password repeats a few characters, which is among the first guesses. Please pick another.'],
    ['ada_lovelace', 'Your password cannot be made from your email, username or name, even with numbers or symbols added.'],
  ])('password %s', (pw, p) => {
    expect(passwordProblem(pw, passwordLists, { email: 'ada@example.com', username: 'ada_lovelace' })).toBe(p);
  });
});
