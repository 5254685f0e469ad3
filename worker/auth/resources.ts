// UserRegisterResource (sign up), UserSessionResource (sign in and out) and
// PasswordResetResource (request a reset link, then set a new password with it).

import * as api from '#shared/api/auth.ts';
import { formatId } from '#shared/ids.ts';
import { EMAIL_TAKEN, USERNAME_TAKEN } from '#shared/users/signUpWords.ts';
import { ApiError } from '#worker/api/errors.ts';
import { implement } from '#worker/api/implement.ts';
import { knownDevice } from '#worker/auth/knownDevice.ts';
import { finishPasswordReset, startPasswordReset } from '#worker/auth/passwordReset.ts';
import { signIn, signOut } from '#worker/auth/signIn.ts';
import { spendAccountMade, spendSignInLimits } from '#worker/middleware/rateLimit.ts';
import { passwordLists } from '#worker/users/breachedPasswords.ts';
import { checkPassword, hashPassword } from '#worker/users/password.ts';
import { emailProblem, passwordProblem, usernameProblem } from '#worker/users/rules.ts';
import { emailExists, insertUser, readLogin, usernameExists } from '#worker/users/userData.ts';

const refuse = (message: string) => new ApiError('invalid', message);

export const UserRegisterResource = implement(api.UserRegisterResource, {
  create: async (c, o) => {
    const email = o.email.trim();
    const username = o.username.trim();
    const problem =
      emailProblem(email) ?? usernameProblem(username) ?? passwordProblem(o.password, await passwordLists(c), { email, username, name: o.full_name });
    if (problem) throw refuse(problem);
    if (await emailExists(c.env.DB, email)) throw new ApiError('conflict', EMAIL_TAKEN);
    if (await usernameExists(c.env.DB, username)) throw new ApiError('conflict', USERNAME_TAKEN);
    // Counted only for a sign-up that would make an account: a mistyped form costs none of the month's accounts.
    await spendAccountMade(c);
    const id = await insertUser(c.env.DB, { email, username, fullName: o.full_name.trim() || username, password: await hashPassword(o.password) });
    if (id === null) throw new ApiError('conflict', 'That email or username was just taken. Please pick another.');
    await signIn(c, id);
    return { data: { entityId: formatId(id), username }, status: 201 };
  },
});

const WRONG_LOGIN = 'The email or username and password do not match. Please try again.';

export const UserSessionResource = implement(api.UserSessionResource, {
  create: async (c, o) => {
    const typed = o.username_or_email.trim();
    const login = await readLogin(c.env.DB, typed);
    await spendSignInLimits(c, login ? `id:${login.id}` : `login:${typed.toLowerCase()}`, login ? await knownDevice(c, login.id) : null);
    // The same hashing work whether or not the account exists (checkPassword), so timing tells nothing.
    if (!(await checkPassword(o.password, login?.password)) || !login) throw new ApiError('unauthorized', WRONG_LOGIN);
    // A full sign-in with the password lifts a limited login (docs/rules/closeup-and-visitors.md#roles-spec-002-6).
    await c.env.DB.prepare('UPDATE users SET is_limited_login = 0 WHERE id = ? AND is_limited_login = 1').bind(login.id).run();
    await signIn(c, login.id);
    return { data: { entityId: formatId(login.id) } };
  },
  delete: async (c) => {
    await signOut(c);
    return { data: { signedOut: true } };
  },
});

export const PasswordResetResource = implement(api.PasswordResetResource, {
  /** Asks for a reset link; the answer is the same whether or not the email has an account. */
  create: async (c, o) => {
    const email = o.email.trim();
    const problem = emailProblem(email);
    if (problem) throw refuse(problem);
    await startPasswordReset(c, email);
    return { data: { sent: true } };
  },
  /** Sets a new password with a reset token (single use, expiring) and signs in. */
  update: async (c, o) => {
    const userId = await finishPasswordReset(c, o.token, o.password);
    if (userId === null) throw new ApiError('invalid', 'This reset link has expired or was already used. Please ask for a new one.');
    await signIn(c, userId);
    return { data: { reset: true } };
  },
});
