// The resources of signing in and up (docs/naming.md: auth): sign up, sign in and out, and a password reset.
import * as v from 'valibot';
import { resource, returns } from './define.ts';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

export const UserRegisterResource = resource('UserRegisterResource', {
  create: {
    options: v.object({ email: text(254), password: text(256), username: text(30), full_name: v.optional(text(60), '') }),
    access: 'visitor',
    rateLimit: 'signUp',
    accountLimit: { name: 'emailLookupAccount', by: 'email' },
    result: returns<{ entityId: string; username: string }>(),
  },
});

export const UserSessionResource = resource('UserSessionResource', {
  create: {
    options: v.object({ username_or_email: text(254), password: text(256) }),
    access: 'visitor',
    rateLimit: 'signIn',
    // Per account (every spelling) and address, refusing, and per account, slowing: worker/auth/resources.ts.
    result: returns<{ entityId: string }>(),
  },
  delete: { options: v.object({}), access: 'visitor', result: returns<{ signedOut: true }>() },
});

export const PasswordResetResource = resource('PasswordResetResource', {
  /** Asks for a reset link; the answer is the same whether or not the email has an account. */
  create: {
    options: v.object({ email: text(254) }),
    access: 'visitor',
    rateLimit: 'passwordReset',
    accountLimit: { name: 'passwordResetAccount', by: 'email' },
    result: returns<{ sent: true }>(),
  },
  /** Sets a new password with a reset token (single use, expiring) and signs in. */
  update: {
    options: v.object({ token: text(100), password: text(256) }),
    access: 'visitor',
    rateLimit: 'passwordResetComplete',
    result: returns<{ reset: true }>(),
  },
});
