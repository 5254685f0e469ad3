// Sign-up rules: what makes an email, a username and a password acceptable, with the message
// the person sees when they are not (the password policy: shared/users/passwordStrength.ts).
import { isReservedName, USERNAME_PATTERN } from '#shared/routes.ts';
import { type GuessableReason, guessablePassword, type PasswordLists } from '#shared/users/passwordStrength.ts';
import { USERNAME_RULE_BROKEN, usernameAdvice } from '#shared/users/signUpWords.ts';

/** Shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 8;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,63}$/;

/** Why an email cannot be used, or null. */
export function emailProblem(email: string): string | null {
  return EMAIL.test(email) && email.length <= 254 ? null : 'Please enter a valid email address.';
}

/** Why a username cannot be used, or null (3-30 letters, digits, underscores; not reserved). */
export function usernameProblem(username: string): string | null {
  if (!USERNAME_PATTERN.test(username)) return usernameAdvice(username) ?? USERNAME_RULE_BROKEN;
  if (isReservedName(username)) return 'That username is reserved. Please pick another.';
  return null;
}

/** Whose password it is: a password may not be built from their email, username or name. */
export interface PasswordOwner {
  email: string;
  username: string;
  /** Their full name, when they have given one. */
  name?: string;
  /** The email they are changing from, when the same request changes it: a password may not be built from either. */
  previousEmail?: string;
}

/** What the person is told, for each reason a password is guessable: why, and what to do instead. */
const GUESSABLE: Record<GuessableReason, string> = {
  breached:
    'That password is on lists of passwords leaked in data breaches (or is one with a few letters swapped or added), so it is among the first ones tried. Please pick another.',
  common:
    'That password is made of common words, names or leaked passwords, which are tried first even with capitals, numbers or symbols added. Please use more or less common words, or a longer mix.',
  yours: 'Your password cannot be made from your email, username or name, even with numbers or symbols added.',
  walk: 'That password is a keyboard pattern or made of runs of letters or numbers (even mixed, repeated or mirrored), which are among the first guesses. Please pick another.',
  repeats: 'That password repeats a few characters, which is among the first guesses. Please pick another.',
};

/**
 * Why a new password cannot be used, or null: the one rule of every path that sets one (sign-up, a
 * reset link, the settings), given the lists (worker/users/breachedPasswords.ts) and whose it is.
 */
export function passwordProblem(password: string, lists: PasswordLists, owner: PasswordOwner): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > 256) return 'Your password can be at most 256 characters.';
  const reason = guessablePassword(password, lists, [owner.username, owner.email, owner.name ?? '', owner.previousEmail ?? '']);
  return reason ? GUESSABLE[reason] : null;
}
