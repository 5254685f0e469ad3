// docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: the card's hover state (active, inactive, hidden) and the surfaces that force it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardSurface } from '#shared/pinCard/context.ts';
import { cardHoverState, FORCED_HOVER_VISIBILITY } from '#shared/pinCard/hover.ts';
import { hoverTimer } from '#shared/pinCard/hoverTimer.ts';
import { ctx, pin, viewer } from './fixtures.ts';

const deleted = pin({ storyPinData: { isDeleted: true, pages: [], staticPageCount: 0, totalVideoDuration: 0 } });

describe('the card hover state (pin-card: Card states and the save flow)', () => {
  it.each<[string, ReturnType<typeof pin>, CardSurface, boolean, string]>([
    ['a hovered card on home is active', pin(), 'home', true, 'active'],
    ['a card the pointer left is inactive', pin(), 'home', false, 'inactive'],
    ['bulk edit forces none: hidden even when hovered', pin(), 'bulkEdit', true, 'hidden'],
    ['the explore local tab forces visible: active without hover', pin(), 'exploreLocal', false, 'active'],
    ['a deleted story pin draws no overlay (its placeholder, no menu)', deleted, 'home', true, 'hidden'],
    ['a deleted story pin stays hidden where the surface forces visible', deleted, 'exploreLocal', false, 'hidden'],
  ])('A21: %s', (_n, p, surface, hovered, state) => {
    expect(cardHoverState(p, ctx(viewer(), surface), hovered)).toBe(state);
  });

  it('A21: only bulk edit forces none and only the explore local tab forces visible', () => {
    expect(FORCED_HOVER_VISIBILITY).toEqual({ bulkEdit: 'none', exploreLocal: 'visible' });
  });
});

describe('the hover off-delay (pin-card: Constants)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A card's hover timer, with every state it reported. */
  function card() {
    vi.useFakeTimers();
    const states: boolean[] = [];
    return { timer: hoverTimer((on) => states.push(on)), states };
  }

  it('A59: a card the pointer leaves turns inactive 120 ms later, not before', () => {
    const { timer, states } = card();
    timer.enter();
    expect(states).toEqual([true]);
    timer.leave();
    vi.advanceTimersByTime(119);
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual([true, false]);
  });

  it('A59: entering again within the 120 ms keeps the card active (no flicker between the image and its buttons)', () => {
    const { timer, states } = card();
    timer.enter();
    timer.leave();
    vi.advanceTimersByTime(100);
    timer.enter();
    vi.advanceTimersByTime(500);
    expect(states).toEqual([true, true]);
    timer.leave();
    timer.cancel();
    vi.advanceTimersByTime(500);
    expect(states).toEqual([true, true]);
  });
});
