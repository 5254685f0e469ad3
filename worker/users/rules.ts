// Sign-up rules: what makes an email, a username and a password acceptable, with the message
// the person sees when they are not (the password policy: shared/users/passwordStrength.ts).
import { isReservedName, USERNAME_PATTERN } from '#shared/routes.ts';
import { type BreachedPasswords, isGuessablePassword } from '#shared/users/passwordStrength.ts';

/** Shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 8;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,63}$/;

/** Why an email cannot be used, or null. */
export function emailProblem(email: string): string | null {
  return EMAIL.test(email) && email.length <= 254 ? null : 'Please enter a valid email address.';
}

/** Why a username cannot be used, or null (3-30 letters, digits, underscores; not reserved). */
export function usernameProblem(username: string): string | null {
  if (!USERNAME_PATTERN.test(username)) return 'Usernames are 3 to 30 letters, numbers or underscores.';
  if (isReservedName(username)) return 'That username is reserved. Please pick another.';
  return null;
}

/** Whose password it is: a password may not be their email or username, nor either in disguise. */
export interface PasswordOwner {
  email: string;
  username: string;
}

/**
 * Why a new password cannot be used, or null: the one rule of every path that sets one (sign-up, a
 * reset link, the settings), given the breached list (worker/users/breachedPasswords.ts) and whose it is.
 */
export function passwordProblem(password: string, breached: BreachedPasswords, owner: PasswordOwner): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > 256) return 'Your password can be at most 256 characters.';
  const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const mine = [owner.username, owner.email, owner.email.split('@')[0] ?? ''].map(bare).filter((s) => s.length >= 3);
  mine.push(...mine.map((s) => [...s].reverse().join('')));
  if (mine.some((s) => bare(password).includes(s) && bare(password).length - s.length < 5)) {
    return 'Your password cannot be your email or username.';
  }
  if (isGuessablePassword(password, breached)) return 'That password is too easy to guess. Please pick a stronger one.';
  return null;
}
