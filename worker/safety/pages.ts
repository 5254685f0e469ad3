// Page loaders of the account and safety pages (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): /signup/sso-business-account/,
// /pw/{username}, /secure/panic, /email/subscription, /email/user_survey,
// /email_verification_error, /appealed-pin/, /reports-and-violations/ and /age-appeal.
// Pages a member needs give signed-out visitors the login page, back here after.
import { BUSINESS_CONVERT_PATH } from '#shared/experiences/constants.ts';
import { type AppealId, formatId, type PinId, parseId } from '#shared/ids.ts';
import type { AppealView } from '#shared/infoPages.ts';
import { SITE_NAME } from '#shared/pages.ts';
import type { RouteName } from '#shared/routes.ts';
import { EMAIL_LISTS, type EmailList, emailListLabel, notificationOn } from '#shared/settings.ts';
import { statusRead } from '#worker/pages/headGate.ts';
import { titledHead as head, type Loader, memberOf, notFoundPage } from '#worker/pages/loader.ts';
import { findUserSettings } from '#worker/users/settingsStore.ts';
import { readUserByUsername } from '#worker/users/userData.ts';
import { checkUnsubscribeToken } from './unsubscribeLink.ts';

const signupSsoBusiness: Loader = async (_c, params) => ({
  route: 'signupSsoBusiness',
  params,
  status: 200,
  head: head('Create a business account', `Sign up for a free ${SITE_NAME} business account.`, '/signup/sso-business-account/', true),
  data: { kind: 'signup', next: BUSINESS_CONVERT_PATH },
});

/** /pw/{username}: the password reset form for an existing account (404 for a name nobody has). */
const passwordUsername: Loader = async (c, params) => {
  if (!(await statusRead(c, () => readUserByUsername(c.env.DB, params.username)))) return notFoundPage();
  return {
    route: 'passwordUsername',
    params,
    status: 200,
    head: head('Reset your password', 'Reset your password.', null, true),
    data: { kind: 'passwordReset' },
  };
};

const securePanic: Loader = async (c, params) => {
  const username = c.var.viewer.username;
  if (!username) throw new Error("/secure/panic/: a members' page loaded for a visitor");
  return {
    route: 'securePanic',
    params,
    status: 200,
    head: head('Secure your account', 'Sign out of every device and choose a new password.', null, true),
    data: { kind: 'securePanic', username },
  };
};

const INVALID_LINK = 'This unsubscribe link is not valid or has expired. You can change which emails you get in Settings, under Notifications.';

const emailSubscription: Loader = async (c, params) => {
  const userId = parseId<'user'>(c.req.query('user_id'));
  const list = c.req.query('list') ?? '';
  const token = c.req.query('token') ?? '';
  const known = (EMAIL_LISTS as readonly string[]).includes(list) ? (list as EmailList) : null;
  const valid = known !== null && userId !== null && (await checkUnsubscribeToken(c.env.SESSION_SECRET, formatId(userId), known, token)) === 'valid';
  const settings = valid && userId !== null ? await statusRead(c, () => findUserSettings(c.env.DB, userId)) : null;
  if (!known || !settings || userId === null) {
    return {
      route: 'emailSubscription',
      params,
      status: 400,
      head: head('Unsubscribe', INVALID_LINK, null, true),
      data: { kind: 'badRequest', message: INVALID_LINK },
    };
  }
  return {
    route: 'emailSubscription',
    params,
    status: 200,
    head: head('Unsubscribe', 'Choose which emails you get.', null, true),
    data: {
      kind: 'emailSubscription',
      userId: formatId(userId),
      list: known,
      listLabel: emailListLabel(known),
      token,
      subscribed: notificationOn(settings, known),
    },
  };
};

const emailUserSurvey: Loader = async (c, params) => {
  const row = await c.env.DB.prepare('SELECT COUNT(*) AS n FROM user_survey_answers WHERE user_id = ?').bind(memberOf(c)).first<{ n: number }>();
  return {
    route: 'emailUserSurvey',
    params,
    status: 200,
    head: head('Tell us what you think', `How is ${SITE_NAME} working for you?`, null, true),
    data: { kind: 'userSurvey', answered: row?.n ?? 0 },
  };
};

const emailVerificationError: Loader = async (_c, params) => ({
  route: 'emailVerificationError',
  params,
  status: 200,
  head: head('We could not verify your email', 'The verification link was not valid.', null, true),
  data: {
    kind: 'notice',
    title: 'We could not verify your email',
    paragraphs: [
      'The link you followed has expired, was already used, or was changed on the way. Nothing about your account changed.',
      'Check that the email address in your account settings is right, then save it again to get a new link.',
    ],
    actions: [
      { label: 'Account settings', href: '/settings/account/' },
      { label: 'Go to the home feed', href: '/' },
    ],
  },
});

interface AppealRow {
  id: AppealId;
  kind: 'pin' | 'age';
  pin_id: PinId | null;
  title: string | null;
  reason: string;
  status: AppealView['status'];
  created_at: number;
}

function appealsLoader(route: RouteName, mode: 'pin' | 'age' | 'reports', title: string, description: string): Loader {
  return async (c, params) => {
    const viewerId = memberOf(c);
    const [removed, appeals] = await c.env.DB.batch<Record<string, unknown>>([
      c.env.DB.prepare('SELECT id, title FROM pins WHERE pinner_id = ? AND deleted_at IS NOT NULL ORDER BY deleted_at DESC LIMIT 50').bind(viewerId),
      c.env.DB.prepare(
        `SELECT a.id, a.kind, a.pin_id, p.title, a.reason, a.status, a.created_at FROM appeals a LEFT JOIN pins p ON p.id = a.pin_id
          WHERE a.user_id = ? ORDER BY a.created_at DESC LIMIT 100`,
      ).bind(viewerId),
    ]);
    return {
      route,
      params,
      status: 200,
      head: head(title, description, null, true),
      data: {
        kind: 'appeals',
        mode,
        removedPins: (removed.results as Array<{ id: PinId; title: string }>).map((r) => ({ id: formatId(r.id), title: r.title || 'Untitled Pin' })),
        appeals: (appeals.results as unknown as AppealRow[]).map((r) => ({
          id: formatId(r.id),
          kind: r.kind,
          pinId: r.pin_id === null ? null : formatId(r.pin_id),
          pinTitle: r.title,
          reason: r.reason,
          status: r.status,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      },
    };
  };
}

/** The account and safety loaders by route. */
export const safetyPages = {
  signupSsoBusiness,
  passwordUsername,
  securePanic,
  emailSubscription,
  emailUserSurvey,
  emailVerificationError,
  appealedPin: appealsLoader('appealedPin', 'pin', 'Appeal a removed Pin', 'Ask us to look again at a Pin we removed.'),
  ageAppeal: appealsLoader('ageAppeal', 'age', 'Appeal an age decision', 'Tell us your birth date if we got your age wrong.'),
  reportsAndViolations: appealsLoader('reportsAndViolations', 'reports', 'Reports and violations', 'Removed Pins and your appeals.'),
} satisfies Record<string, Loader>;
