// Where a card is shown and to whom: every card rule of docs/rules/pin-card.md takes this instead of reaching
// for globals, so the server and the hydrating client decide the same things.
import type { Viewer } from '../types.ts';

/** Surfaces that use the card (docs/rules/pin-card.md#screens-and-routes-spec-000-2), by the names the rules need. */
export type CardSurface =
  | 'home'
  | 'related'
  | 'search'
  | 'board'
  | 'boardMoreIdeas'
  | 'profile'
  | 'conversation'
  | 'shoppingCatalog'
  | 'organizationProfileManager'
  | 'exploreLocal'
  | 'bulkEdit'
  | 'shopFeed'
  | 'newsHub'
  /** A board section's More ideas tab: pins related to the section's newest pin. */
  | 'sectionSuggestedPins'
  /** Pins saved to the profile rather than a board (the quick-saves board, "Profile"). */
  | 'boardlessPins'
  /** The shopping page's small carousel of its most saved products, above its grid. */
  | 'shoppingCarousel'
  /** A visual search's one product that looks most like the pin ("Shop the look"), above its look-alikes. */
  | 'visualInspirationShopping'
  /** A profile's row of the story pins its member made. */
  | 'creatorStories'
  /** A profile's row of its member's latest saves. */
  | 'creatorActivity'
  /** A pin's engagement details: the saves others made of it. */
  | 'engagementDetails'
  /** The retrieval hub: a member's own saves, found by words. */
  | 'retrievalHub';

export interface CardContext {
  viewer: Viewer;
  surface: CardSurface;
  /** On board surfaces: the board whose grid this is. */
  board?: { entityId: string; ownerId: string; collaboratedByMe: boolean; isCollaborative: boolean };
  /** On a profile's grid: the profile's quicksave flag, which makes Save a one-tap quick save (docs/rules/closeup-and-visitors.md#roles-spec-002-6). */
  quickSave?: boolean;
}

/** Desktop viewers get hover and the richer badge style (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#roles-spec-000-6). */
export const isDesktop = (ctx: CardContext): boolean => !ctx.viewer.isMobile;

/** The viewer owns the board of this surface, or collaborates on it (docs/rules/pin-card.md#roles-spec-000-6). */
export function ownsOrCollaboratesOnSurfaceBoard(ctx: CardContext): boolean {
  const { board, viewer } = ctx;
  if (!board || !viewer.isAuth) return false;
  return board.ownerId === viewer.id || board.collaboratedByMe;
}
