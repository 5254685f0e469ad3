// The account and safety resources of shared/api/safety.ts.
import type { Context } from 'hono';
import * as api from '#shared/api/safety.ts';
import { type AppealId, formatId, type UserId } from '#shared/ids.ts';
import { type EmailList, notificationChange } from '#shared/settings.ts';
import { ApiError } from '#worker/api/errors.ts';
import { implement } from '#worker/api/implement.ts';
import { startPasswordReset } from '#worker/auth/passwordReset.ts';
import { signOut } from '#worker/auth/signIn.ts';
import type { AppEnv } from '#worker/env.ts';
import { spendAddedRows } from '#worker/middleware/addedBytes.ts';
import { checkPassword } from '#worker/users/password.ts';
import { patchUserSettings } from '#worker/users/settingsStore.ts';
import { readLogin, readUserById } from '#worker/users/userData.ts';
import { checkUnsubscribeToken } from './unsubscribeLink.ts';

const INVALID_LINK = 'This unsubscribe link is not valid or has expired. Change your email settings in Settings instead.';

async function setSubscribed(c: Context<AppEnv>, o: { user_id: UserId; list: EmailList; token: string }, on: boolean) {
  if ((await checkUnsubscribeToken(c.env.SESSION_SECRET, formatId(o.user_id), o.list, o.token)) !== 'valid') throw new ApiError('invalid', INVALID_LINK);
  // The same change the settings page's notification row makes; json_patch keeps the other lists as they are.
  await patchUserSettings(c.env.DB, o.user_id, notificationChange({}, o.list, on));
}

/** What a wrong current password is told (the same words as the settings' account tab). */
export const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';

export const SecurityPanicResource = implement(api.SecurityPanicResource, {
  create: async (c, o, me) => {
    const user = await readUserById(c.env.DB, me);
    if (!user) throw new ApiError('unauthorized', 'Log in again.');
    // A fresh credential: whoever holds only the session cookie cannot take the account over from here.
    const login = await readLogin(c.env.DB, user.username);
    if (!(await checkPassword(o.current_password, login?.password))) throw new ApiError('forbidden', WRONG_CURRENT_PASSWORD);
    const now = Date.now();
    const revoked = await c.env.DB.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').bind(now, me).run();
    await signOut(c);
    // The reset link goes to the account's email only (startPasswordReset), never into this answer.
    await startPasswordReset(c, user.email, now);
    return { data: { signedOut: revoked.meta.changes, emailed: true }, status: 201 };
  },
});

export const EmailSubscriptionResource = implement(api.EmailSubscriptionResource, {
  delete: async (c, o) => {
    await setSubscribed(c, o, false);
    return { data: { subscribed: false } };
  },
  update: async (c, o) => {
    await setSubscribed(c, o, true);
    return { data: { subscribed: true } };
  },
});

export const UserSurveyResource = implement(api.UserSurveyResource, {
  create: async (c, o, me) => {
    // Answers are never shown back (only counted), so they are log rows: each spends its bytes of the account's addedBytes
    // budget first, like the log doors (docs/security.md#rate-limits-exact-and-per-location).
    const row = [me, o.satisfaction, o.comment.trim(), Date.now()] as const;
    await spendAddedRows(c, [row]);
    await c.env.DB.prepare('INSERT INTO user_survey_answers (user_id, satisfaction, comment, created_at) VALUES (?, ?, ?, ?)')
      .bind(...row)
      .run();
    return { data: { answered: true }, status: 201 };
  },
});

export const AppealResource = implement(api.AppealResource, {
  create: async (c, o, me) => {
    if (o.kind === 'pin') {
      const pin = await c.env.DB.prepare('SELECT id FROM pins WHERE id = ? AND pinner_id = ? AND deleted_at IS NOT NULL').bind(o.pin_id, me).first();
      if (!pin) throw new ApiError('invalid', 'You can appeal only the removal of one of your own Pins.');
      const open = await c.env.DB.prepare("SELECT 1 FROM appeals WHERE user_id = ? AND pin_id = ? AND status = 'open'").bind(me, o.pin_id).first();
      if (open) throw new ApiError('conflict', 'You already appealed this removal. We will answer soon.');
    } else {
      const born = Date.parse(`${o.birth_date}T00:00:00Z`);
      if (Number.isNaN(born) || born > Date.now()) throw new ApiError('invalid', 'birth_date must be a day in the past.');
    }
    const row = await c.env.DB.prepare('INSERT INTO appeals (user_id, kind, pin_id, reason, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id')
      .bind(me, o.kind, o.kind === 'pin' ? o.pin_id : null, o.kind === 'age' ? `${o.reason} (born ${o.birth_date})` : o.reason, Date.now())
      .first<{ id: AppealId }>();
    if (!row) throw new ApiError('server_error', 'The appeal could not be saved.');
    return { data: { id: formatId(row.id), status: 'open' }, status: 201 };
  },
});
