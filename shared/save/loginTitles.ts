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
