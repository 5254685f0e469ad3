// Which save control a card shows (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#roles-spec-000-6): one function, so every surface agrees.
import { CARD_SIZES } from '../constants.ts';
import { inGroup } from '../experiments.ts';
import type { Pin } from '../types.ts';
import { type CardContext, isDesktop, ownsOrCollaboratesOnSurfaceBoard } from './context.ts';

/** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: save control kinds, plus the card's own hidden and signed-out upsell cases. */
export type SaveControlKind = 'classic' | 'inline' | 'persistentOneClickSave' | 'promote' | 'hidden' | 'upsell';

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: the hover text signed-out visitors see instead of a save button. */
export const SIGNED_OUT_HOVER_TEXT = 'Open';

/**
 * docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: signed-out visitors get the login/signup upsell; shopping catalogs, removable
 * promoted pins and the organization profile manager hide the button; a quick-promotable pin gets
 * promote only for its advertiser (the business account that owns it), everyone else saves it; board owners and collaborators get classic on their board surfaces (inline with the
 * board preselected on the board grid itself); others get inline on desktop, classic on mobile;
 * quick save replaces classic or inline for viewers in its experiment, and on a profile grid whose quicksave flag is set.
 * On the explore local tab members save in one tap (persistentOneClickSave), whose saved state and second tap follow
 * ./localSave.ts.
 */
export function chooseSaveControl(pin: Pick<Pin, 'isPromoted' | 'promotedIsRemovable' | 'isQuickPromotable' | 'pinner'>, ctx: CardContext): SaveControlKind {
  if (!ctx.viewer.isAuth) return 'upsell';
  if (ctx.surface === 'shoppingCatalog' || ctx.surface === 'organizationProfileManager') return 'hidden';
  if (pin.isPromoted && pin.promotedIsRemovable) return 'hidden';
  if (offersPromote(pin, ctx)) return 'promote';
  if (ctx.surface === 'exploreLocal') return 'persistentOneClickSave';
  let kind: 'classic' | 'inline';
  if (ownsOrCollaboratesOnSurfaceBoard(ctx)) kind = ctx.surface === 'board' ? 'inline' : 'classic';
  else kind = isDesktop(ctx) ? 'inline' : 'classic';
  return inGroup(ctx.viewer.experiments, 'quick_save', 'enabled') || ctx.quickSave ? 'persistentOneClickSave' : kind;
}

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: on a board grid of their own, owners and collaborators save with that board preselected. */
export function preselectedBoardId(ctx: CardContext): string | undefined {
  return ctx.surface === 'board' && ownsOrCollaboratesOnSurfaceBoard(ctx) ? ctx.board?.entityId : undefined;
}

/**
 * docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: whether a board button beside Save names the board
 * Save goes to (a member's inline control with no preselected board); then Save itself never repeats the name.
 */
export function namesBoardBesideSave(kind: string, isAuth: boolean, boardId: string | undefined): boolean {
  return kind === 'inline' && isAuth && !boardId;
}

/**
 * docs/rules/pin-card.md#who-it-serves-spec-000-1: promote is for advertisers, members save. The card offers it to the
 * business account that owns the pin; a person managing that account from their own login saves here and promotes
 * from the business hub (the card cannot know their access without a query per card).
 */
export function offersPromote(pin: Pick<Pin, 'isQuickPromotable' | 'pinner'>, ctx: CardContext): boolean {
  const { viewer } = ctx;
  return Boolean(pin.isQuickPromotable) && viewer.isAuth && viewer.isPartner && viewer.id === pin.pinner.entityId;
}

/** The save button's minimum size (docs/rules/pin-card.md#constants-spec-000-9): 70x40, 48 high in quick save (the one-tap save). */
export function saveButtonSize(kind: string): { minWidth: number; minHeight: number } {
  const quick = kind === 'persistentOneClickSave';
  return { minWidth: CARD_SIZES.saveButtonMinWidth, minHeight: quick ? CARD_SIZES.saveButtonMinHeightQuickSave : CARD_SIZES.saveButtonMinHeight };
}
