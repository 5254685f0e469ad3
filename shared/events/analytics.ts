// Creator analytics: who may read a pin's 30-day totals (docs/rules/pin-card.md#roles-spec-000-6) and which logged event
// types make up each metric (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3 aggregatedPinData.creatorAnalytics, §7 event types).
import { EVENT_TYPES } from '#shared/constants.ts';
import { showCreatorAnalytics } from '#shared/pinCard/menu.ts';
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
 * Whether a viewer may read a pin's analytics (docs/rules/pin-card.md#roles-spec-000-6): exactly
 * those the card shows Pin stats to (`showCreatorAnalytics`: a partner on a non-repin on a public
 * or protected board that they own or that the subject they act for owns), and employees, who read them
 * as staff. The subject is never a caller-given id: the worker names it only when the session's member
 * manages the pin's owner as its admin (docs/security.md).
 */
export function mayReadPinAnalytics(viewer: Viewer, pin: Pin, subjectUserId?: string): boolean {
  return viewer.isAuth && (viewer.isEmployee || showCreatorAnalytics(pin, viewer, subjectUserId));
}
