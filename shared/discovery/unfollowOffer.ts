// Hiding a pin (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#errors-and-messages-spec-000-8): which unfollow the "Pin hidden" note offers — the followed board,
// the followed pinner or the topic the pin came from — and the text shown once it is done. No
// offer on paths containing "following". Undo performs the opposite follow action.
import { HIDE_TEXTS, offerUnfollowAfterHide } from '../pinCard/feedback.ts';
import { feedbackName } from '../pinCard/text.ts';
import type { Pin } from '../types.ts';

export type UnfollowOffer = { kind: 'board' | 'pinner' | 'topic'; id: string; name: string };

/** The unfollow the hidden note offers for this pin on this path, or null. */
export function unfollowOffer(pin: Pick<Pin, 'recommendationReason' | 'sourceInterest' | 'board' | 'pinner'>, path: string): UnfollowOffer | null {
  if (!offerUnfollowAfterHide(path)) return null;
  const reason = pin.recommendationReason?.reason;
  if (reason === 'RECENT_FOLLOWED_BOARD' && pin.board) return { kind: 'board', id: pin.board.entityId, name: pin.board.name };
  if (reason === 'FOLLOWING_FEED') return { kind: 'pinner', id: pin.pinner.entityId, name: pin.pinner.fullName || pin.pinner.username };
  if (reason === 'FOLLOWED_INTEREST' && pin.sourceInterest) return { kind: 'topic', id: pin.sourceInterest.entityId, name: pin.sourceInterest.name };
  return null;
}

/** The offer's button label, e.g. "Unfollow Cosy corners" (the name cut at 32 characters). */
export function unfollowLabel(offer: UnfollowOffer): string {
  if (offer.kind === 'topic') return `See less from ${feedbackName(offer.name)}`;
  return `Unfollow ${feedbackName(offer.name)}`;
}

/** docs/rules/pin-card.md#errors-and-messages-spec-000-8: the text once the unfollow is done. */
export function unfollowedText(offer: UnfollowOffer): string {
  if (offer.kind === 'board') return HIDE_TEXTS.unfollowedBoard(offer.name);
  if (offer.kind === 'pinner') return HIDE_TEXTS.unfollowedPinner(offer.name);
  return HIDE_TEXTS.lessTopic(offer.name);
}
