// Where a logged event happened (docs/rules/experiences.md#calls-spec-001-7: payloads carry component, view_type and view_parameter):
// from the surface a grid logs its impressions under (./feedNames.ts impressionSurface). The view
// parameters are the spec's where it names one (the related grid's 3173, docs/rules/pin-card.md#constants-spec-000-9); the view
// type and component codes are ours, one table here.
import { surfaceViewParameter } from '../pinCard/feedback.ts';
import type { LoggedEvent } from './wire.ts';

/** The kind of page an event happened on. */
export const VIEW_TYPES = { home: 1, closeup: 2, search: 3, board: 4, profile: 5, discovery: 6 } as const;

/** The part of the page that logged it. */
export const EVENT_COMPONENTS = { pinGrid: 1, adExplanation: 2 } as const;

type ViewContext = Pick<LoggedEvent, 'view_type' | 'view_parameter' | 'component'>;

/** The view type of each pin feed surface (its resource, or the spec's feed name). */
const SURFACE_VIEW_TYPES: Readonly<Record<string, number>> = {
  HomefeedResource: VIEW_TYPES.home,
  RelatedPinsResource: VIEW_TYPES.closeup,
  SearchResource: VIEW_TYPES.search,
  searchPins: VIEW_TYPES.search,
  boardfeed: VIEW_TYPES.board,
  'boardless-pins': VIEW_TYPES.board,
  'board-section-pins': VIEW_TYPES.board,
  BoardMoreIdeasResource: VIEW_TYPES.board,
  'profile-pins-feed': VIEW_TYPES.profile,
  DiscoveryFeedResource: VIEW_TYPES.discovery,
  todayTabFeed: VIEW_TYPES.discovery,
  TopicFeedResource: VIEW_TYPES.discovery,
};

/** The related grid is the card surface `related`. */
const SURFACE_VIEW_PARAMETERS: Readonly<Record<string, number | undefined>> = { RelatedPinsResource: surfaceViewParameter('related') };

/** The view context of a grid's events: its view type and, where the spec names one, view parameter; component pin grid. */
export function gridViewContext(surface: string): ViewContext {
  const viewType = SURFACE_VIEW_TYPES[surface];
  const viewParameter = SURFACE_VIEW_PARAMETERS[surface];
  return {
    component: EVENT_COMPONENTS.pinGrid,
    ...(viewType !== undefined ? { view_type: viewType } : {}),
    ...(viewParameter !== undefined ? { view_parameter: viewParameter } : {}),
  };
}
