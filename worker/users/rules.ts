// Sign-up rules: what makes an email, a username and a password acceptable, with the message
// the person sees when they are not (the password policy: shared/users/passwordStrength.ts).
import { isReservedName, USERNAME_PATTERN } from '#shared/routes.ts';
import { isGuessablePassword } from '#shared/users/passwordStrength.ts';

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

/** Why a password is too weak, or null. */
export function passwordProblem(password: string, email = '', username = ''): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > 256) return 'Your password can be at most 256 characters.';
  const lower = password.toLowerCase();
  if (isGuessablePassword(password)) return 'That password is too easy to guess. Please pick a stronger one.';
  if ((username && lower === username.toLowerCase()) || (email && lower === email.toLowerCase())) {
    return 'Your password cannot be your email or username.';
  }
  return null;
}
