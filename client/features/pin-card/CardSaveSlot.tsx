// The primary hover content (spec 000 §4): the save control the rules chose. Signed-out visitors
// see "Open" and a Save that asks them to log in; quick-promotable pins get Promote; hidden
// kinds show nothing.
import type { SaveControlKind } from '#shared/pinCard/saveControl.ts';
import { SIGNED_OUT_HOVER_TEXT } from '#shared/pinCard/saveControl.ts';
import { pinPath } from '#shared/routes.ts';
import type { Pin } from '#shared/types.ts';
import { CardSaveButton } from './CardSaveButton.tsx';

export function CardSaveSlot({ pin, kind }: { pin: Pin; kind: SaveControlKind }) {
  switch (kind) {
    case 'hidden':
      return null;
    case 'upsell':
      return (
        <>
          <a className="pin-card__open" href={pinPath(pin.entityId)}>{SIGNED_OUT_HOVER_TEXT}</a>
          <a className="button button--primary pin-card__save" href={`/login/?next=${encodeURIComponent(pinPath(pin.entityId))}`} data-test-id="save-upsell">
            Save
          </a>
        </>
      );
    case 'promote':
      return (
        <a className="button button--primary pin-card__save" href={`/advertiser/quick-promote/?pin_id=${pin.entityId}`} data-test-id="promote-button">
          Promote
        </a>
      );
    default:
      return <CardSaveButton pin={pin} kind={kind} />;
  }
}
