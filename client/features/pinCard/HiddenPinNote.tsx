// What a card shows once hidden or reported (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#errors-and-messages-spec-000-8): "Pin hidden" with the thanks line,
// an unfollow offer where the pin came from something the viewer follows (not on paths containing
// "following"), and Undo, which unhides the pin and performs the opposite follow action; or
// "Reported" with the thanks line once reported. The note takes the focus the card's menu had (it went
// with the card's controls), so a keyboard or screen reader user carries on from the card; Undo gives it to the card's link.
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { type RefObject, useContext, useEffect, useRef } from 'react';
import { callResource } from '#client/lib/resource.ts';
import { type UnfollowOffer, unfollowedText, unfollowLabel, unfollowOffer } from '#shared/discovery/unfollowOffer.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import { feedbackStatusText } from '#shared/report/pinFeedback.ts';
import { CardSurfaceContext } from './CardSurface.ts';
import { hidePin } from './hidePin.ts';

/** Follows or unfollows what an offer names; false on failure. */
async function setFollow(offer: UnfollowOffer, follow: boolean): Promise<boolean> {
  try {
    if (offer.kind === 'board') {
      const response = await fetch(`/v3/boards/${offer.id}/follow/`, { method: follow ? 'PUT' : 'DELETE', headers: { Accept: 'application/json' } });
      return response.ok;
    }
    if (offer.kind === 'pinner') await callResource('UserFollowResource', follow ? 'create' : 'delete', { user_id: offer.id });
    else await callResource('InterestFollowResource', follow ? 'create' : 'delete', { interest_id: offer.id, interest_list: 'favorited' });
    return true;
  } catch {
    return false;
  }
}

/** Focuses the note when the focus was lost with the card's controls (not when the person has moved on meanwhile). */
function useTakeLostFocus(note: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) note.current?.focus();
  }, [note]);
}

export function HiddenPinNote({ pin, status, height, onUndo }: { pin: CardPin; status: 'hidden' | 'reported'; height: number | string; onUndo: () => void }) {
  useSignals();
  const { hide } = useContext(CardSurfaceContext);
  const unfollowed = useSignal(false);
  const note = useRef<HTMLDivElement>(null);
  useTakeLostFocus(note);
  const offer = typeof location === 'undefined' ? null : unfollowOffer(pin, location.pathname);
  if (status === 'reported') {
    const text = feedbackStatusText('reported');
    return (
      <div ref={note} tabIndex={-1} className="pin-card__hidden-note" role="status" style={{ height }} data-test-id="pin-reported">
        <p>{text?.title}</p>
        <p>{text?.line}</p>
      </div>
    );
  }
  return (
    <div ref={note} tabIndex={-1} className="pin-card__hidden-note" role="status" style={{ height }} data-test-id="pin-hidden">
      <p>Pin hidden</p>
      <p>{unfollowed.value && offer ? unfollowedText(offer) : "Got it! We'll try to show you more relevant Pins in the future."}</p>
      {offer && !unfollowed.value && (
        <button
          type="button"
          className="button"
          onClick={async () => {
            if (!(await setFollow(offer, false))) return;
            unfollowed.value = true;
            void callResource('PinFeedbackResource', 'update', { pin_id: pin.entityId, status: 'unfollowed' }).catch(() => undefined);
          }}
        >
          {unfollowLabel(offer)}
        </button>
      )}
      <button
        type="button"
        className="button"
        onClick={async () => {
          if (unfollowed.value && offer) {
            await setFollow(offer, true);
            void callResource('PinFeedbackResource', 'delete', { pin_id: pin.entityId }).catch(() => undefined);
          }
          void hidePin(pin.entityId, true, hide);
          // The card comes back in the same element; its link takes the focus Undo had.
          const card = note.current?.closest<HTMLElement>('[data-test-id="pin"]');
          onUndo();
          requestAnimationFrame(() => card?.querySelector<HTMLElement>('a[href]')?.focus());
        }}
      >
        Undo
      </button>
    </div>
  );
}
