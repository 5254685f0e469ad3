// Which form the login/signup upsell opens on (docs/rules/pin-card.md#sign-up-and-login-upsell-spec-000-25): the one rule
// LoginModal.tsx reads for every gated action (save, follow, hide, send, the card's ellipsis ...).
import type { Viewer } from '../types.ts';

export type UpsellForm = 'login' | 'signup';

/**
 * A signed-out visitor on a phone gets the sign-up form, whatever the action; on a desktop the
 * login form unless the caller asks for sign-up (an invite link does). A limited-login viewer has
 * an account, so always the login form.
 * @example upsellForm({ isAuth: false, isMobile: true }, false) // 'signup'
 */
export function upsellForm(viewer: Pick<Viewer, 'isAuth' | 'isMobile'>, askedForSignup = false): UpsellForm {
  if (viewer.isAuth) return 'login';
  return viewer.isMobile || askedForSignup ? 'signup' : 'login';
}
