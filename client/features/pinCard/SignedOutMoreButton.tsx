// docs/rules/pin-card.md#more-information-panel-spec-000-21, docs/rules/pin-card.md#sign-up-and-login-upsell-spec-000-25: a signed-out visitor's ellipsis on a card opens the signup/login upsell
// instead of the menu: the login modal on a desktop, the signup modal (with its reason,
// attribution label, heading type and pin id) on a phone, as for every gated action (shared/save/upsellForm.ts).
import { requestLogin } from '#client/features/auth/loginUpsell.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';

export function SignedOutMoreButton({ pin }: { pin: CardPin }) {
  const open = () => {
    requestLogin('default', pin.entityId);
  };
  return (
    <div className="pin-card__menu">
      <button type="button" className="pin-card__menu-button" aria-label="More options" aria-haspopup="dialog" data-test-id="pin-more-upsell" onClick={open}>
        ⋯
      </button>
    </div>
  );
}
