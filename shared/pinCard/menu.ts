// What the card offers around the image (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#display-rules-spec-000-5, docs/rules/pin-card.md#roles-spec-000-6): context menu, reactions, annotation
// chips, shopping indicators, creator analytics and the employee debug box.
import { ANNOTATION_CHIP_COUNT, TOP_REACTION_COUNT } from '../constants.ts';
import { inGroup } from '../experiments.ts';
import type { Pin, Viewer } from '../types.ts';
import { isGroupBoardPin } from './board.ts';
import type { CardPin } from './cardPin.ts';
import type { CardContext, CardSurface } from './context.ts';
import { isPinOwner } from './owner.ts';

/** docs/rules/pin-card.md#display-rules-spec-000-5: no context menu for deleted story pins, conversation pins or signed-out viewers. */
export function showContextMenu(pin: Pick<Pin, 'storyPinData'>, ctx: CardContext): boolean {
  if (!ctx.viewer.isAuth) return false;
  if (pin.storyPinData?.isDeleted) return false;
  return ctx.surface !== 'conversation';
}

/**
 * docs/rules/pin-card.md#more-information-panel-spec-000-21: the more-information panel's ellipsis gives signed-out viewers an upsell (the
 * signup/login modal) instead of the menu. It is not a menu (docs/rules/pin-card.md#display-rules-spec-000-5, docs/rules/pin-card.md#roles-spec-000-6 keep "no context menu"
 * for them); deleted story pins and conversation pins get neither.
 */
export function showMoreUpsell(pin: Pick<Pin, 'storyPinData'>, ctx: CardContext): boolean {
  if (ctx.viewer.isAuth) return false;
  if (pin.storyPinData?.isDeleted) return false;
  return ctx.surface !== 'conversation';
}

/**
 * docs/rules/pin-card.md#display-rules-spec-000-5: reactions show only for non-promoted, non-downstream video or story pins on
 * non-collaborative boards (and not on the conversation or bulk-edit surfaces, nor for viewers in the
 * pin_card_reactions_hidden experiment's 'hidden' group). docs/rules/pin-card.md#roles-spec-000-6: the pin's owner sees
 * the reactions to their own pin on a group board too (they answer the pinner, not the board).
 */
export function showReactions(pin: CardPin, ctx: CardContext): boolean {
  if (inGroup(ctx.viewer.experiments, 'pin_card_reactions_hidden', 'hidden')) return false;
  if (pin.isPromoted || pin.isDownstreamPromotion) return false;
  if (!(pin.kind === 'video' || pin.kind === 'story' || pin.videos || pin.storyPinData)) return false;
  if (pin.storyPinData?.isDeleted) return false;
  if (pin.board && isGroupBoardPin(pin.board) && !isPinOwner(pin, ctx.viewer)) return false;
  if (ctx.surface === 'conversation' || ctx.surface === 'bulkEdit') return false;
  return Object.values(pin.reactionCountsData ?? {}).some((n) => n > 0);
}

/** docs/rules/pin-card.md#constants-spec-000-9: the top 3 entries of a count map, largest first (ties by key for a stable order). */
export function topCounts(counts: Record<string, number> | undefined, n: number = TOP_REACTION_COUNT): Array<[string, number]> {
  return Object.entries(counts ?? {})
    .filter(([, count]) => Number.isFinite(count) && count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n);
}

/** docs/rules/pin-card.md#display-rules-spec-000-5: annotation chips show exactly 3, and only when there are at least 3. */
export function annotationChips(pin: Pick<Pin, 'pinJoin'>): Array<{ name: string; url: string | null }> {
  const linked = pin.pinJoin?.annotationsWithLinksArray ?? [];
  const chips =
    linked.length >= ANNOTATION_CHIP_COUNT
      ? linked.map((a) => ({ name: a.name, url: a.url }))
      : (pin.pinJoin?.visualAnnotation ?? []).map((name) => ({ name, url: null }));
  return chips.length >= ANNOTATION_CHIP_COUNT ? chips.slice(0, ANNOTATION_CHIP_COUNT) : [];
}

/** docs/rules/pin-card.md#display-rules-spec-000-5: the surfaces where a person is shopping (high shopping intent). */
const SHOPPING_INTENT_SURFACES: readonly CardSurface[] = ['search', 'shopFeed', 'related', 'shoppingCatalog', 'shoppingCarousel', 'visualInspirationShopping'];

/** docs/rules/pin-card.md#display-rules-spec-000-5: whether each group of shopping_indicator_surfaces shows the indicator on a surface. */
export const SHOPPING_INDICATOR_SURFACES: Record<string, (surface: CardSurface) => boolean> = {
  control: () => true,
  shopping_intent: (surface) => SHOPPING_INTENT_SURFACES.includes(surface),
  browse: (surface) => !SHOPPING_INTENT_SURFACES.includes(surface),
};

/** docs/rules/pin-card.md#display-rules-spec-000-5: shopping indicators only for shoppable, non-promoted pins, on the surfaces of the viewer's experiment group. */
export function showShoppingIndicators(pin: Pick<Pin, 'isShoppable' | 'isPromoted'>, ctx: CardContext): boolean {
  if (!pin.isShoppable || pin.isPromoted) return false;
  const onSurface = SHOPPING_INDICATOR_SURFACES[ctx.viewer.experiments.shopping_indicator_surfaces ?? 'control'] ?? SHOPPING_INDICATOR_SURFACES.control;
  return onSurface(ctx.surface);
}

/**
 * docs/rules/pin-card.md#roles-spec-000-6: partners see creator analytics when the board is public or protected, the pin is
 * not a repin, and the viewer (or the profile being viewed) owns the pin.
 */
export function showCreatorAnalytics(pin: Pick<Pin, 'board' | 'isRepin' | 'pinner'>, viewer: Viewer, subjectUserId?: string): boolean {
  if (!viewer.isAuth || !viewer.isPartner || pin.isRepin) return false;
  if (!pin.board || pin.board.privacy === 'secret') return false;
  return pin.pinner.entityId === viewer.id || (subjectUserId !== undefined && pin.pinner.entityId === subjectUserId);
}

/** docs/rules/pin-card.md#who-it-serves-spec-000-1, docs/rules/pin-card.md#roles-spec-000-6: employees and internal addresses see the debug box, only when a query parameter starts with deb_. */
export function showDebugBox(viewer: Viewer, search: string): boolean {
  if (!viewer.isEmployee && !viewer.isInternal) return false;
  return [...new URLSearchParams(search).keys()].some((k) => k.startsWith('deb_'));
}
