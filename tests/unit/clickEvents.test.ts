// The click event types' one table (shared/events/clickEvents.ts): every type the spec lists is
// given exactly one action, the events batch accepts each, and creator analytics count from it.
import { describe, expect, it } from 'vitest';
import { METRIC_EVENT_TYPES } from '#shared/events/analytics.ts';
import { eventProblem, KNOWN_EVENT_TYPES } from '#shared/events/batch.ts';
import { CLICK_EVENTS } from '#shared/events/clickEvents.ts';

/** The click event types docs/rules/pin-card.md#calls-spec-000-7 lists besides the plain click (101). */
const SPEC_CLICK_TYPES = [8948, 12, 13, 5, 102, 7762, 27, 26, 601, 602, 7761];

describe('click event types (pin-card: Calls)', () => {
  it('A55: each listed click type is one action of the table, and no action shares a type (pin-card: Calls)', () => {
    const types = Object.values(CLICK_EVENTS);
    expect([...types].sort((a, b) => a - b)).toEqual([...SPEC_CLICK_TYPES].sort((a, b) => a - b));
    expect(new Set(types).size).toBe(types.length);
  });

  // The spec's list written out (the plain click 101, the click types and the pin impression 18), not the product's table.
  it.each([101, ...SPEC_CLICK_TYPES, 18])('A55: the events batch accepts event type %i about a pin (pin-card: Calls)', (type) => {
    const now = Date.now();
    expect(KNOWN_EVENT_TYPES.has(type)).toBe(true);
    expect(eventProblem({ event_type: type, object_id_str: '42', time: now }, now)).toBeNull();
  });

  it('a right-click clickthrough, a closeup and an outbound clickthrough are told apart; analytics count the last two (pin-card: Calls)', () => {
    expect(CLICK_EVENTS.rightClickClickthrough).toBe(12);
    expect(METRIC_EVENT_TYPES.closeups).toBe(CLICK_EVENTS.closeupOpen);
    expect(METRIC_EVENT_TYPES.outboundClicks).toBe(CLICK_EVENTS.clickthrough);
  });
});
