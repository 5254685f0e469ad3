// One logged event as the client sends it in a batch of POST /v3/events/ (docs/rules/pin-card.md#calls-spec-000-7, docs/rules/closeup-and-visitors.md
// §4), with the threshold crossings an impression carries: the wire shape only, which the batch
// check (batch.ts) and the impression rules (impressions.ts) both build on.

/**
 * docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: one threshold crossing of a view: the item became visible at (or fell below) a
 * threshold, in percent (1, 50, 80, 100: the first threshold is anything visible), at a time (ms).
 */
export interface ThresholdEvent {
  threshold: number;
  kind: 'visible' | 'hidden';
  time: number;
}

/** Most crossings one view may carry (each threshold crossing up and down a few times). */
export const MAX_THRESHOLD_EVENTS = 32;

/** One logged event as the client sends it. */
export interface LoggedEvent {
  event_type: number;
  /** The pin (or carousel pin) the event is about: decimal digits. */
  object_id_str: string;
  /** When it happened, ms since the epoch. */
  time: number;
  view_type?: number;
  view_parameter?: number;
  component?: number;
  element?: number;
  slot_index?: number;
  start_time?: number;
  end_time?: number;
  render_duration?: number;
  cell_width?: number;
  cell_height?: number;
  /** Highest visible fraction reached (0, 0.5, 0.8 or 1). */
  visible?: number;
  /** docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: visible and hidden events per threshold (1, 50, 80, 100 %) during the view. */
  threshold_events?: ThresholdEvent[];
  forced_exit?: boolean;
  aux_data?: Record<string, string | number | boolean>;
  /** docs/rules/experiences.md#calls-spec-001-7: data about the view, short values as aux_data's. */
  view_data?: Record<string, string | number | boolean>;
}
