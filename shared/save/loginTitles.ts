// Titles of the login modal for each gated action (spec 002 §9 "Login modal titles").

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

/** Spec 001 §2 (11): the default login prompt header. */
export const DEFAULT_LOGIN_HEADER = "You're almost there! Log in to access all of the product";

/** Spec 001 §2 (11): the gated actions with a custom login prompt header. */
const CUSTOM_HEADER_REASONS: ReadonlySet<string> = new Set(['save', 'edit', 'follow', 'unfollow', 'create']);

/** Spec 001 §6: a signed-out visitor's prompt header: the custom one of the action, else the default. */
export function loginHeader(reason: string): { text: string; type: 'custom' | 'default' } {
  return CUSTOM_HEADER_REASONS.has(reason) ? { text: loginTitle(reason), type: 'custom' } : { text: DEFAULT_LOGIN_HEADER, type: 'default' };
}

/** Spec 002 §2: where a limited-login flow continues after sign-in (save → repin page, edit → edit page). */
export function continueAfterLogin(reason: string, pinId: string | undefined): string | null {
  if (!pinId || !/^\d{1,19}$/.test(pinId)) return null;
  if (reason === 'save') return `/pin/${pinId}/repin/`;
  if (reason === 'edit') return `/pin/${pinId}/edit/`;
  return null;
}

const PROMPT_REASONS: ReadonlyArray<[RegExp, LoginReason]> = [
  [/\bunfollow\b/i, 'unfollow'],
  [/\bfollow\b/i, 'follow'],
  [/\bsave\b/i, 'save'],
  [/\b(send|reply|message)/i, 'send'],
  [/\bedit\b/i, 'edit'],
  [/\bhide\b/i, 'hide'],
  [/\bcreate a board\b/i, 'createBoard'],
  [/\bcreate\b/i, 'create'],
  [/\bshare the profile\b/i, 'shareProfile'],
];

/** The gated action a server's sign-in prompt names (spec 002 §9), else the default. */
export function reasonForPrompt(prompt: string | null): LoginReason {
  return PROMPT_REASONS.find(([pattern]) => pattern.test(prompt ?? ''))?.[1] ?? 'default';
}
