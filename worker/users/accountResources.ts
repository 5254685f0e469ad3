// UserRegisterResource (sign up), UserSessionResource (sign in and out) and
// PasswordResetResource (request a reset link, then set a new password with it).
import * as v from 'valibot';
import { hashPassword, verifyPassword } from '#worker/users/password.ts';
import { finishPasswordReset, startPasswordReset } from '#worker/users/passwordReset.ts';
import { emailProblem, passwordProblem, usernameProblem } from '#worker/users/rules.ts';
import { signIn, signOut } from '#worker/users/signIn.ts';
import { emailExists, insertUser, readLogin, usernameExists } from '#worker/users/userData.ts';
import { ResourceFailure } from '../api/envelope.ts';
import { verb, type ResourceDefinition } from '../api/registry.ts';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const refuse = (message: string, code = 'invalid_input') => new ResourceFailure(400, code, message);

export const UserRegisterResource: ResourceDefinition = {
  name: 'UserRegisterResource',
  create: verb(
    v.object({ email: text(254), password: text(256), username: text(30), full_name: v.optional(text(60), '') }),
    async (c, o) => {
      const email = o.email.trim();
      const username = o.username.trim();
      const problem = emailProblem(email) ?? usernameProblem(username) ?? passwordProblem(o.password, email, username);
      if (problem) throw refuse(problem);
      if (await emailExists(c.env.DB, email)) throw new ResourceFailure(409, 'email_taken', 'An account with this email already exists. Try logging in.');
      if (await usernameExists(c.env.DB, username)) throw new ResourceFailure(409, 'username_taken', 'That username is taken. Please pick another.');
      const id = await insertUser(c.env.DB, { email, username, fullName: o.full_name.trim() || username, password: await hashPassword(o.password) });
      if (id === null) throw new ResourceFailure(409, 'account_taken', 'That email or username was just taken. Please pick another.');
      await signIn(c, id);
      return { data: { id: String(id), username }, status: 201 };
    },
  ),
};

const WRONG_LOGIN = 'The email or username and password do not match. Please try again.';

export const UserSessionResource: ResourceDefinition = {
  name: 'UserSessionResource',
  create: verb(v.object({ username_or_email: text(254), password: text(256) }), async (c, o) => {
    const login = await readLogin(c.env.DB, o.username_or_email.trim());
    if (!login?.password || !(await verifyPassword(o.password, login.password))) throw new ResourceFailure(401, 'wrong_login', WRONG_LOGIN);
    // A full sign-in with the password lifts a limited login (spec 002 §6).
    await c.env.DB.prepare('UPDATE users SET is_limited_login = 0 WHERE id = ? AND is_limited_login = 1').bind(login.id).run();
    await signIn(c, login.id);
    return { data: { id: String(login.id) } };
  }),
  delete: verb(v.object({}), async (c) => {
    await signOut(c);
    return { data: { signedOut: true } };
  }),
};

export const PasswordResetResource: ResourceDefinition = {
  name: 'PasswordResetResource',
  /** Asks for a reset link; the answer is the same whether or not the email has an account. */
  create: verb(v.object({ email: text(254) }), async (c, o) => {
    const email = o.email.trim();
    const problem = emailProblem(email);
    if (problem) throw refuse(problem);
    await startPasswordReset(c.env.DB, email, new URL(c.req.url).origin);
    return { data: { sent: true } };
  }),
  /** Sets a new password with a reset token (single use, expiring) and signs in. */
  update: verb(v.object({ token: text(100), password: text(256) }), async (c, o) => {
    const problem = passwordProblem(o.password);
    if (problem) throw refuse(problem);
    const userId = await finishPasswordReset(c.env.DB, o.token, o.password);
    if (userId === null) throw new ResourceFailure(400, 'invalid_token', 'This reset link has expired or was already used. Please ask for a new one.');
    await signIn(c, userId);
    return { data: { reset: true } };
  }),
};
