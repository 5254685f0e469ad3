// Impression rules of docs/rules/closeup-and-visitors.md#entities-spec-002-3, docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: which threshold an item reached below the 143 px top
// cutoff, the impression event an ended view becomes, and the bounded buffer of docs/rules/pin-card.md#constants-spec-000-9.
import { EVENT_TYPES, IMPRESSION_BUFFER_LIMIT, IMPRESSION_EVENT_PERCENTS, IMPRESSION_THRESHOLDS, IMPRESSION_TOP_CUTOFF } from '#shared/constants.ts';
import { type LoggedEvent, MAX_THRESHOLD_EVENTS, type ThresholdEvent } from './wire.ts';

/** An item's box and the viewport height, in CSS px (as getBoundingClientRect gives them). */
export interface ItemBox {
  top: number;
  bottom: number;
  viewportHeight: number;
}

/** Fraction of the item visible between the top cutoff and the viewport's bottom (0..1). */
export function visibleFraction({ top, bottom, viewportHeight }: ItemBox, topCutoff: number = IMPRESSION_TOP_CUTOFF): number {
  const height = bottom - top;
  if (height <= 0) return 0;
  const visible = Math.min(bottom, viewportHeight) - Math.max(top, topCutoff);
  return Math.max(0, Math.min(1, visible / height));
}

/** The highest threshold (0, 0.5, 0.8, 1) a visible fraction reached; -1 when nothing is visible. */
export function reachedThreshold(fraction: number): number {
  if (fraction <= 0) return -1;
  let reached = 0;
  for (const t of IMPRESSION_THRESHOLDS) if (fraction >= t) reached = t;
  return reached;
}

/**
 * The crossings from one reached threshold to the next (-1: nothing visible): every threshold
 * passed going up is a visible event, lowest first; going down a hidden event, highest first.
 * @example thresholdCrossings(-1, 0.5, t) // [{ threshold: 1, kind: 'visible', time: t }, { threshold: 50, kind: 'visible', time: t }]
 */
export function thresholdCrossings(previous: number, next: number, time: number): ThresholdEvent[] {
  const percent = (t: number): number => IMPRESSION_EVENT_PERCENTS[IMPRESSION_THRESHOLDS.indexOf(t as (typeof IMPRESSION_THRESHOLDS)[number])];
  if (next > previous) return IMPRESSION_THRESHOLDS.filter((t) => t > previous && t <= next).map((t) => ({ threshold: percent(t), kind: 'visible', time }));
  if (next < previous) {
    return IMPRESSION_THRESHOLDS.filter((t) => t <= previous && t > next)
      .reverse()
      .map((t) => ({ threshold: percent(t), kind: 'hidden', time }));
  }
  return [];
}

/** One view of an item, from when it became visible until it left, paused or was removed. */
export interface ImpressionView {
  pinId: string;
  kind: 'pin' | 'carouselSlot';
  slotIndex: number | null;
  startTime: number;
  endTime: number;
  renderDuration: number;
  cellWidth: number;
  cellHeight: number;
  maxVisible: number;
  /** Visible and hidden events per threshold during the view (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4). */
  thresholdEvents: ThresholdEvent[];
  forcedExit: boolean;
}

/** The logged event of an ended view: type 18 for pins, 7352 for carousel slots (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4). */
export function impressionEvent(view: ImpressionView): LoggedEvent {
  return {
    event_type: view.kind === 'carouselSlot' ? EVENT_TYPES.carouselSlotImpression : EVENT_TYPES.pinImpression,
    object_id_str: view.pinId,
    time: Math.round(view.startTime),
    start_time: Math.round(view.startTime),
    end_time: Math.round(view.endTime),
    render_duration: Math.max(0, Math.round(view.renderDuration)),
    ...(view.slotIndex !== null ? { slot_index: view.slotIndex } : {}),
    cell_width: Math.round(view.cellWidth),
    cell_height: Math.round(view.cellHeight),
    visible: view.maxVisible,
    ...(view.thresholdEvents.length ? { threshold_events: view.thresholdEvents.slice(0, MAX_THRESHOLD_EVENTS) } : {}),
    ...(view.forcedExit ? { forced_exit: true } : {}),
  };
}

/** Appends to a buffer that keeps only the last `limit` entries (docs/rules/pin-card.md#constants-spec-000-9: 1000). */
export function appendBounded<T>(buffer: T[], items: readonly T[], limit: number = IMPRESSION_BUFFER_LIMIT): T[] {
  const next = buffer.concat(items);
  return next.length > limit ? next.slice(next.length - limit) : next;
}
