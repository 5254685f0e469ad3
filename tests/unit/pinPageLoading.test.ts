// docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: the pin-page loading experiment groups and who streams related pins.
import { describe, expect, it } from 'vitest';
import { streamsRelatedPins } from '#shared/closeup/pinPageLoading.ts';
import { assignGroup, EXPERIMENTS } from '#shared/experiments.ts';

describe('pin-page loading experiment (closeup-and-visitors: States and actions)', () => {
  it('C45: has the nine groups of the spec', () => {
    expect(EXPERIMENTS.pin_page_loading.groups.map((g) => g.name)).toEqual([
      'control',
      'only_impression_fix',
      'enabled',
      'enabled_and_impression_fix',
      'only_related_pins',
      'only_related_pins_and_impression_fix',
      'should_render_with_missing_data',
      'render_and_subscribe',
      'add_related_pins_latency',
    ]);
  });

  it('C45: is always on for logged-out visitors (closeup-and-visitors: States and actions)', () => {
    expect(assignGroup('pin_page_loading', 'anon-1', false)).toBe('enabled');
    expect(streamsRelatedPins({ isAuth: false, experiments: { pin_page_loading: 'control' } })).toBe(true);
  });

  it.each([
    ['control', false],
    ['only_impression_fix', false],
    ['enabled', true],
    ['only_related_pins', true],
    ['render_and_subscribe', true],
  ])('C45: a member in %s streams related pins: %s (closeup-and-visitors: States and actions)', (group, expected) => {
    expect(streamsRelatedPins({ isAuth: true, experiments: { pin_page_loading: group } })).toBe(expected);
  });
});
