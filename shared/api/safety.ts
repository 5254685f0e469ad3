// The account and safety resources (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): sign out everywhere and reset the
// password (/secure/panic), unsubscribe by signed link (/email/subscription), the email survey,
// and appeals of a removed Pin or of an age decision.
import * as v from 'valibot';
import { EMAIL_LISTS } from '../settings.ts';
import { resource, returns } from './define.ts';
import { id } from './options.ts';

const subscription = v.object({
  user_id: id('user', 'user_id'),
  list: v.picklist(EMAIL_LISTS, `list is ${EMAIL_LISTS.join(' or ')}`),
  token: v.pipe(v.string('token must be text'), v.maxLength(100, 'token is too long')),
});

export const SecurityPanicResource = resource('SecurityPanicResource', {
  /**
   * With the current password (a stolen session alone is not enough), signs the member out of
   * every device and sends a single-use password reset link to the account's email; the link is
   * never part of the answer.
   */
  create: {
    options: v.object({ current_password: v.pipe(v.string('current_password must be text'), v.maxLength(256, 'current_password is too long')) }),
    access: 'member',
    rateLimit: 'passwordCheck',
    result: returns<{ signedOut: number; emailed: true }>(),
  },
});

export const EmailSubscriptionResource = resource('EmailSubscriptionResource', {
  /** Leaves a list with the signed link's parameters (no sign-in needed). */
  delete: { options: subscription, access: 'person', result: returns<{ subscribed: false }>() },
  /** Joins it again from the same page. */
  update: { options: subscription, access: 'person', result: returns<{ subscribed: true }>() },
});

export const UserSurveyResource = resource('UserSurveyResource', {
  create: {
    options: v.object({
      satisfaction: v.pipe(
        v.number('satisfaction must be a number'),
        v.integer('satisfaction must be a whole number'),
        v.minValue(1, 'satisfaction is 1 to 5'),
        v.maxValue(5, 'satisfaction is 1 to 5'),
      ),
      comment: v.optional(v.pipe(v.string('comment must be text'), v.maxLength(1000, 'comment is at most 1000 characters')), ''),
    }),
    access: 'member',
    rateLimit: 'socialWrite',
    result: returns<{ answered: true }>(),
  },
});

const reason = v.pipe(
  v.string('reason must be text'),
  v.trim(),
  v.minLength(10, 'Tell us a bit more (at least 10 characters).'),
  v.maxLength(1000, 'reason is at most 1000 characters'),
);

export const AppealResource = resource('AppealResource', {
  create: {
    options: v.variant('kind', [
      v.object({ kind: v.literal('pin'), pin_id: id('pin', 'pin_id'), reason }),
      v.object({
        kind: v.literal('age'),
        birth_date: v.pipe(v.string('birth_date must be a date'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'birth_date must be a date (YYYY-MM-DD)')),
        reason,
      }),
    ]),
    access: 'member',
    rateLimit: 'socialWrite',
    result: returns<{ id: string; status: 'open' }>(),
  },
});
