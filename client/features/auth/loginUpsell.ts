// Gated actions of signed-out visitors open the login/signup modal (docs/rules/closeup-and-visitors.md#roles-spec-002-6, docs/rules/closeup-and-visitors.md#constants-spec-002-9). The modal
// host (LoginModalHost, mounted once in App) listens for this window event.

/** Name of the window event that asks the modal host to open. */
export const LOGIN_REQUEST_EVENT = 'pb:request-login';

export interface LoginRequest {
  reason: string;
  pinId?: string;
  /** For a board invite link: the sender, for "{name} invited you to join their board". */
  inviterName?: string;
  /** Where to go after signing in or onboarding (a board invite's board_url with accept_invite). */
  next?: string;
  /** Open on the sign-up form on a desktop too (a phone's visitor always gets it: shared/save/upsellForm.ts). */
  signup?: boolean;
}

/** Opens the login/signup modal titled for `reason` (see shared/save/loginTitles.ts). */
export function requestLogin(reason: string, pinId?: string): void {
  window.dispatchEvent(new CustomEvent<LoginRequest>(LOGIN_REQUEST_EVENT, { detail: { reason, pinId } }));
}

/** Opens the modal for a signed-out visitor of a board invite link. */
export function requestBoardInviteLogin(inviterName: string, next?: string): void {
  window.dispatchEvent(new CustomEvent<LoginRequest>(LOGIN_REQUEST_EVENT, { detail: { reason: 'boardInvite', inviterName, next } }));
}
