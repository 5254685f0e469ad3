// Why a pin is in the feed (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#errors-and-messages-spec-000-8): the feedback type in its priority order, and the
// "Why am I seeing this" text each type gives.
import type { Pin } from '../types.ts';
import type { CardSurface } from './context.ts';
import { feedbackName } from './text.ts';

export type FeedbackType = 'promoted' | 'explicit' | 'topic' | 'pfyBoard' | 'pfy' | 'followed' | 'related' | 'newsHub' | 'default';

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: view parameters of related-pin surfaces, and of the news hub. */
const RELATED_VIEW_PARAMETERS = new Set([140, 144, 141, 145, 139, 3173]);
export const NEWS_HUB_VIEW_PARAMETER = 3082;
/**
 * docs/rules/pin-card.md#constants-spec-000-9: related view parameters with special behaviour. The spec does not say which; here
 * they are the other related-pin surfaces (3173, the closeup's related grid, is in both lists): a
 * card shown under one of them counts as a related pin (feedback type "related").
 */
const RELATED_SPECIAL_VIEW_PARAMETERS = new Set([92, 3070, 3173, 4079, 3475, 43, 3375]);

/** The view parameter each card surface is shown under, where the spec names one. */
const SURFACE_VIEW_PARAMETERS: Partial<Record<CardSurface, number>> = { related: 3173, newsHub: NEWS_HUB_VIEW_PARAMETER };

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#constants-spec-000-9: the view parameter of a card surface, if it has one. */
export const surfaceViewParameter = (surface: CardSurface): number | undefined => SURFACE_VIEW_PARAMETERS[surface];

/** A view parameter of a related-pin surface (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4's set or §9's special set). */
export const isRelatedViewParameter = (vp: number): boolean => RELATED_VIEW_PARAMETERS.has(vp) || RELATED_SPECIAL_VIEW_PARAMETERS.has(vp);

export interface FeedbackInput {
  /** A feedback type the surface states outright. */
  explicitType?: Exclude<FeedbackType, 'promoted' | 'explicit'>;
  /** The viewer follows the pin's board or pinner. */
  followsBoardOrPinner?: boolean;
  viewParameter?: number;
}

/**
 * docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: promoted (promotion, not downstream) > explicit type > topic (FOLLOWED_INTEREST) >
 * pfyBoard / pfy (other reasons but FOLLOWING_FEED and RECENT_FOLLOWED_BOARD; pfyBoard when the
 * reason has a board) > followed > related (view parameters) > newsHub (3082) > default.
 */
export function feedbackType(pin: Pick<Pin, 'isPromoted' | 'isDownstreamPromotion' | 'recommendationReason'>, input: FeedbackInput = {}): FeedbackType {
  if (pin.isPromoted && !pin.isDownstreamPromotion) return 'promoted';
  if (input.explicitType) return input.explicitType;
  const reason = pin.recommendationReason;
  if (reason?.reason === 'FOLLOWED_INTEREST') return 'topic';
  if (reason && reason.reason !== 'FOLLOWING_FEED' && reason.reason !== 'RECENT_FOLLOWED_BOARD') {
    return reason.hasBoard || reason.board ? 'pfyBoard' : 'pfy';
  }
  if (input.followsBoardOrPinner || reason?.reason === 'FOLLOWING_FEED' || reason?.reason === 'RECENT_FOLLOWED_BOARD') return 'followed';
  if (input.viewParameter !== undefined && isRelatedViewParameter(input.viewParameter)) return 'related';
  if (input.viewParameter === NEWS_HUB_VIEW_PARAMETER) return 'newsHub';
  return 'default';
}

/** docs/rules/pin-card.md#errors-and-messages-spec-000-8: the "Why am I seeing this" text for a pin, from its feedback type. */
export function whyThisPinText(pin: Pick<Pin, 'promoter' | 'pinner' | 'board' | 'recommendationReason' | 'sourceInterest'>, type: FeedbackType): string {
  switch (type) {
    case 'promoted':
      return `${feedbackName(pin.promoter?.fullName || pin.pinner.fullName)} has paid to have this pin show up where you'd be more likely to notice it.`;
    case 'topic':
      return pin.sourceInterest ? `This Pin was inspired by ${feedbackName(pin.sourceInterest.name)}` : 'This Pin was inspired by your recent activity';
    case 'pfyBoard': {
      const board = pin.recommendationReason?.board?.name;
      return board ? `This Pin was inspired by your board ${feedbackName(board)}` : 'This Pin was inspired by your recent activity';
    }
    case 'followed':
      if (pin.recommendationReason?.reason === 'RECENT_FOLLOWED_BOARD' && pin.board) {
        return `This Pin is from ${feedbackName(pin.board.name)}, a board you follow`;
      }
      return `This Pin is from ${feedbackName(pin.pinner.fullName || pin.pinner.username)}, a profile you follow`;
    default:
      return 'This Pin was inspired by your recent activity';
  }
}

/** docs/rules/pin-card.md#errors-and-messages-spec-000-8: the texts after hiding a pin. */
export const HIDE_TEXTS = {
  hidden: 'Pin hidden',
  thanks: "Got it! We'll try to show you more relevant Pins in the future.",
  lessTopic: (topic: string) => `We'll show you less Pins from ${feedbackName(topic)} in the future.`,
  unfollowedPinner: (pinner: string) => `You unfollowed ${feedbackName(pinner)} and won't see Pins they save anymore.`,
  unfollowedBoard: (board: string) => `You unfollowed the board ${feedbackName(board)} and won't see Pins saved to it anymore.`,
  reported: 'Reported',
  reportedThanks: 'Thanks for helping keep our community safe.',
} as const;

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: the unfollow offer after hiding is suppressed on paths containing "following". */
export const offerUnfollowAfterHide = (path: string): boolean => !path.includes('following');
