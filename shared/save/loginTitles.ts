// Titles of the login modal for each gated action (docs/rules/closeup-and-visitors.md#constants-spec-002-9 "Login modal titles").

export const LOGIN_TITLES = {
  default: 'Log in to continue',
  save: 'Log in to save this Pin',
  send: 'Log in to send this Pin',
  edit: 'Log in to edit this Pin',
  hide: 'Log in to hide this Pin',
  create: 'Log in to create a Pin or board',
  createBoard: 'Log in to create a board',
  shareProfile: 'Log in to share the profile',
  follow: 'Log in to follow',
  unfollow: 'Log in to unfollow',
} as const;

export type LoginReason = keyof typeof LOGIN_TITLES;

/** The modal title for a reason; unknown reasons get "Log in to continue". */
export function loginTitle(reason: string, inviterName?: string): string {
  if (reason === 'boardInvite' && inviterName) return `${inviterName} invited you to join their board`;
  return Object.hasOwn(LOGIN_TITLES, reason) ? LOGIN_TITLES[reason as LoginReason] : LOGIN_TITLES.default;
}

/** A wall's line worded for the form under it: "Log in to …" over the login form, "Sign up to …" over the sign-up form. */
const wordedFor = (text: string, form: 'login' | 'signup'): string => (form === 'signup' ? text.replace(/\bLog in to /, 'Sign up to ') : text);

/**
 * The modal's title over the form it shows (docs/rules/closeup-and-visitors.md#constants-spec-002-9): the spec's login title
 * over the login form; over the sign-up form (a phone's wall, an invite) the same action worded for signing up, so the
 * heading never says "Log in" over a sign-up form. An invitation's title is the same over both.
 * @example formTitle('follow', 'signup') // 'Sign up to follow'
 */
function formTitle(reason: string, form: 'login' | 'signup', inviterName?: string): string {
  return wordedFor(loginTitle(reason, inviterName), form);
}

/**
 * The wall's words over the form it shows, the one place they are chosen: its title (formTitle) and, for an action with
 * no header of its own, the default prompt header worded for the same form ("Sign up to access…" over a sign-up form),
 * or null when the header would only repeat the title.
 * @example wallWords('hide', 'signup').header // "You're almost there! Sign up to access all of the product"
 */
export function wallWords(reason: string, form: 'login' | 'signup', inviterName?: string): { title: string; header: string | null } {
  const title = formTitle(reason, form, inviterName);
  const header = loginHeader(reason);
  const text = wordedFor(header.text, form);
  return { title, header: header.type === 'default' && text !== title ? text : null };
}

/** docs/rules/experiences.md#messages-and-where-they-show-spec-001-2 (11): the default login prompt header. */
export const DEFAULT_LOGIN_HEADER = "You're almost there! Log in to access all of the product";

/** docs/rules/experiences.md#messages-and-where-they-show-spec-001-2 (11): the gated actions with a custom login prompt header. */
const CUSTOM_HEADER_REASONS: ReadonlySet<string> = new Set(['save', 'edit', 'follow', 'unfollow', 'create']);

/** docs/rules/experiences.md#roles-spec-001-6: a signed-out visitor's prompt header: the custom one of the action, else the default. */
export function loginHeader(reason: string): { text: string; type: 'custom' | 'default' } {
  return CUSTOM_HEADER_REASONS.has(reason) ? { text: loginTitle(reason), type: 'custom' } : { text: DEFAULT_LOGIN_HEADER, type: 'default' };
}

/** docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2: where a limited-login flow continues after sign-in (save → repin page, edit → edit page). */
export function continueAfterLogin(reason: string, pinId: string | undefined): string | null {
  if (!pinId || !/^\d{1,19}$/.test(pinId)) return null;
  if (reason === 'save') return `/pin/${pinId}/repin/`;
  if (reason === 'edit') return `/pin/${pinId}/edit/`;
  return null;
}

/** Whether a server's refusal carries one of the docs/rules/closeup-and-visitors.md#constants-spec-002-9 titles. */
export const isLoginTitle = (message: string): boolean => Object.values<string>(LOGIN_TITLES).includes(message);

/** The gated action whose docs/rules/closeup-and-visitors.md#constants-spec-002-9 title a server refusal carries (limited logins get exact titles), else the default. */
export function reasonForTitle(message: string): LoginReason {
  return (Object.keys(LOGIN_TITLES) as LoginReason[]).find((r) => LOGIN_TITLES[r] === message) ?? 'default';
}
