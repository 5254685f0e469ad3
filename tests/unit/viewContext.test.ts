// docs/rules/experiences.md#calls-spec-001-7: a grid's events say where they happened: component, view type and, where the spec
// names one, view parameter, from the surface the grid logs under.
import { describe, expect, it } from 'vitest';
import { impressionSurface } from '#shared/events/feedNames.ts';
import { EVENT_COMPONENTS, gridViewContext, VIEW_TYPES } from '#shared/events/viewContext.ts';

describe('the view context of logged events', () => {
  it.each([
    ['the home feed', 'HomefeedResource', undefined, { component: EVENT_COMPONENTS.pinGrid, view_type: VIEW_TYPES.home }],
    [
      "a closeup's related pins",
      'RelatedPinsResource',
      undefined,
      { component: EVENT_COMPONENTS.pinGrid, view_type: VIEW_TYPES.closeup, view_parameter: 3173 },
    ],
    ['a board section', 'BoardFeedResource', { section_id: '3' }, { component: EVENT_COMPONENTS.pinGrid, view_type: VIEW_TYPES.board }],
    ["a profile's saves", 'UserSavesResource', undefined, { component: EVENT_COMPONENTS.pinGrid, view_type: VIEW_TYPES.profile }],
    ['search', 'SearchResource', undefined, { component: EVENT_COMPONENTS.pinGrid, view_type: VIEW_TYPES.search }],
  ])('B30: %s', (_what, resource, options, context) => {
    expect(gridViewContext(impressionSurface(resource, options))).toEqual(context);
  });

  it('B30: every pin feed a grid pages through has a view type', () => {
    for (const resource of [
      'HomefeedResource',
      'RelatedPinsResource',
      'SearchResource',
      'BoardFeedResource',
      'BoardMoreIdeasResource',
      'UserSavesResource',
      'DiscoveryFeedResource',
      'TopicFeedResource',
    ]) {
      expect(gridViewContext(impressionSurface(resource)).view_type, resource).toBeTypeOf('number');
    }
  });
});
