// What the sign-up form tells a person, in one place for the form and the worker: the username rule stated beside
// the field, what is wrong with a username typed ("sam.lee"), and which field a refusal belongs under.

/** The username rule, shown under the field before anyone types. */
export const USERNAME_RULE = '3 to 30 letters, numbers or underscores (no dots, spaces or dashes).';

/** The refusal of a username that breaks the rule (the worker's, and the form's own before it posts). */
export const USERNAME_RULE_BROKEN = 'Usernames are 3 to 30 letters, numbers or underscores.';

/** The refusal of an email that already has an account; the form links "Try logging in" after it. */
export const EMAIL_TAKEN = 'An account with this email already exists. Try logging in.';

/** The refusal of a username someone has. */
export const USERNAME_TAKEN = 'That username is taken. Please pick another.';

/**
 * What is wrong with a typed username, in words, or null when it keeps the rule: a character it may not have is
 * named, with the name it could be instead ("sam.lee" → "sam_lee").
 */
export function usernameAdvice(typed: string): string | null {
  const name = typed.trim();
  if (/^[A-Za-z0-9_]{3,30}$/.test(name)) return null;
  if (name.length < 3) return `Usernames need at least 3 characters. ${USERNAME_RULE_BROKEN}`;
  if (name.length > 30) return `Usernames are at most 30 characters. ${USERNAME_RULE_BROKEN}`;
  const bad = [...new Set(name.replace(/[A-Za-z0-9_]/g, ''))];
  const shown = bad.map((ch) => (ch === ' ' ? 'spaces' : `"${ch}"`)).join(', ');
  const instead = name.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
  const suggestion = /^[A-Za-z0-9_]{3,30}$/.test(instead) ? ` Try "${instead}".` : '';
  return `Usernames can't have ${shown}: only letters, numbers and underscores.${suggestion}`;
}

/** The sign-up field a refusal is about, so it shows under that field: the email, the username, else the form. */
export function signUpErrorField(message: string): 'email' | 'username' | null {
  if (message === EMAIL_TAKEN || message.toLowerCase().includes('email address')) return 'email';
  if (message === USERNAME_TAKEN || message.startsWith('Usernames') || message.startsWith('That username')) return 'username';
  return null;
}
