// Creator analytics: who may read a pin's 30-day totals (docs/rules/pin-card.md#roles-spec-000-6) and which logged event
// types make up each metric (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3 aggregatedPinData.creatorAnalytics, §7 event types).
import { EVENT_TYPES } from '#shared/constants.ts';
import type { Pin, Viewer } from '#shared/types.ts';
import { CLICK_EVENTS } from './clickEvents.ts';

/** Each metric's logged event type (clicks by shared/events/clickEvents.ts). Saves are counted from the saves themselves. */
export const METRIC_EVENT_TYPES = {
  impressions: EVENT_TYPES.pinImpression,
  closeups: CLICK_EVENTS.closeupOpen,
  clicks: EVENT_TYPES.click,
  outboundClicks: CLICK_EVENTS.clickthrough,
} as const;

export interface PinAnalyticsTotals {
  impressions: number;
  closeups: number;
  saves: number;
  clicks: number;
  outboundClicks: number;
}

export interface PinAnalytics extends PinAnalyticsTotals {
  pinId: string;
  days: number;
  /** Oldest first; one entry per day that has any event. */
  daily: Array<{ day: string } & Omit<PinAnalyticsTotals, 'saves'>>;
}

/**
 * Whether a viewer may read a pin's analytics (docs/rules/pin-card.md#roles-spec-000-6): employees always; the pin's owner;
 * partners when the board is public or protected, the pin is not a repin, and the subject owns
 * the pin. The subject is decided from the session — the signed-in viewer — never taken from the
 * caller (finding 10: a caller-given subject_id let any partner read anyone's pins; docs/security.md).
 */
export function mayReadPinAnalytics(viewer: Viewer, pin: Pin): boolean {
  if (!viewer.isAuth || viewer.id === null) return false;
  if (viewer.isEmployee) return true;
  if (pin.pinner.entityId === viewer.id) return true;
  if (!viewer.isPartner) return false;
  const subjectId = viewer.id;
  const boardVisible = pin.board !== null && (pin.board.privacy === 'public' || pin.board.privacy === 'protected');
  return boardVisible && !pin.isRepin && subjectId === pin.pinner.entityId;
}
