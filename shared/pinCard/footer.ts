// The card footer's content and exact height (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#display-rules-spec-000-5, docs/rules/pin-card.md#roles-spec-000-6, docs/rules/pin-card.md#constants-spec-000-9), decided before render so
// the masonry reserves the right rows and nothing shifts when images or hydration arrive.

import { partnershipAdText, thirdPartyAdText } from '../ads/labels.ts';
import { viewerAdPersonalization } from '../ads/personalization.ts';
import { CARD_SIZES } from '../constants.ts';
import { inGroup } from '../experiments.ts';
import { CARD_FOOTER, titleLines } from '../masonry.ts';
import { adLabel, cardAttribution, sponsorshipLabel } from './adLabel.ts';
import { isCollaborator, isGroupBoardPin } from './board.ts';
import type { CardPin } from './cardPin.ts';
import type { CardContext } from './context.ts';
import { showReactions } from './menu.ts';
import { isPinOwner } from './owner.ts';
import { cookTimeLabel, type FooterPrice, footerPrice, ratingStars, type Stars, stockMarker } from './price.ts';
import { cardTitle, domainLabel } from './text.ts';

/** docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: signed-in viewers in experience 500417 start with the footer hidden; signed-out never. */
export const footerStartsHidden = (ctx: CardContext): boolean => ctx.viewer.isAuth && inGroup(ctx.viewer.experiments, 'footer_hiding_500417', 'enabled');

/**
 * docs/rules/pin-card.md#roles-spec-000-6: the image-only grid. Eligibility is a member attribute (new or resurrected, decided
 * at the edge); eligible members in the experiment's enabled group see the home grid as images only
 * (the footer hidden; a promoted pin still carries its disclosure).
 */
export const imageOnlyGrid = (ctx: CardContext): boolean =>
  ctx.surface === 'home' && ctx.viewer.isAuth && Boolean(ctx.viewer.imageOnlyGridEligible) && inGroup(ctx.viewer.experiments, 'image_only_grid', 'enabled');

/**
 * docs/rules/pin-card.md#constants-spec-000-9: the title's line clamp: 1 for signed-out viewers; 2 for signed-in, or 3 when the
 * title is all the footer shows.
 */
export function titleClamp(ctx: CardContext, titleIsAlone: boolean): number {
  if (!ctx.viewer.isAuth) return 1;
  return titleIsAlone ? 3 : CARD_FOOTER.maxTitleLines;
}

export interface FooterLayout {
  /** Experiment 500417 hides the footer; only the ad disclosure (attribution) still shows. */
  hidden: boolean;
  title: string;
  titleLines: number;
  price: FooterPrice | null;
  stock: 'Sold out' | 'See price on site' | null;
  /** A recipe's stars and rounded cook time (docs/rules/pin-card.md#display-rules-spec-000-5, docs/rules/pin-card.md#constants-spec-000-9). */
  recipe: { stars: Stars | null; reviewCount: number; cookTime: string | null } | null;
  /** The source line: the domain, or for collaborators on a group board who saved it. */
  meta: { kind: 'domain' | 'groupBoard'; text: string } | null;
  /** Promoter (ads) or creator (sponsored) attribution with its label lines. */
  attribution: { kind: 'promoter' | 'creator'; name: string; avatar: string | null; verified: boolean; label: string; extra: string | null } | null;
  reactions: boolean;
  /** Footer height in px: what the masonry reserves. */
  height: number;
}

/** Everything the footer shows and its height at a column width. */
export function footerLayout(pin: CardPin, ctx: CardContext, columnWidth: number): FooterLayout {
  const title = cardTitle(pin);
  const price = footerPrice(pin);
  const stock = stockMarker(pin);
  const rich = pin.richSummary;
  const rating = rich?.typeName === 'recipe' ? rich.aggregateRating : undefined;
  const cookTime = rich?.typeName === 'recipe' ? cookTimeLabel(rich.displayCookTime) : null;
  const recipe =
    rating || cookTime ? { stars: rating ? ratingStars(rating.ratingValue, rating.bestRating) : null, reviewCount: rating?.reviewCount ?? 0, cookTime } : null;
  const group = pin.board && isGroupBoardPin(pin.board) && isCollaborator(pin.board, ctx.viewer);
  const domain = domainLabel(pin.domain, 'footer');
  // docs/rules/pin-card.md#roles-spec-000-6: the pin's owner reads their own save as theirs.
  const saver = isPinOwner(pin, ctx.viewer) ? 'You' : pin.pinner.fullName || pin.pinner.username;
  const meta: FooterLayout['meta'] = group
    ? { kind: 'groupBoard', text: `${saver} saved to ${pin.board!.name}` }
    : domain && !pin.promoter
      ? { kind: 'domain', text: domain }
      : null;
  const sponsorship = sponsorshipLabel(pin);
  let attribution: FooterLayout['attribution'] = null;
  if (pin.promoter || sponsorship) {
    const who = cardAttribution(pin);
    // The viewer's own third-party personalization setting decides the partner wording, as in the ad explanation.
    const extra = pin.promoter ? (partnershipAdText(pin) ?? thirdPartyAdText(pin, viewerAdPersonalization(ctx.viewer))) : null;
    attribution = {
      kind: who.kind,
      name: who.user.fullName || who.user.username,
      avatar: who.avatar,
      verified: who.verified,
      label: pin.promoter ? adLabel(ctx.viewer.experiments) : sponsorship!,
      extra,
    };
  }
  // docs/rules/pin-card.md#display-rules-spec-000-5: reactions are not part of the footer experiment 500417 hides (title, source,
  // price); only their own rule and the image-only grid (images only) take them away.
  const reactions = showReactions(pin, ctx) && !imageOnlyGrid(ctx);
  const alone = !price && !stock && !recipe && !meta && !attribution && !reactions;
  const lines = titleLines(title, columnWidth, titleClamp(ctx, alone));
  const hidden = footerStartsHidden(ctx) || imageOnlyGrid(ctx);
  let height = 0;
  if (!hidden) {
    const rows = (price || stock ? 1 : 0) + (recipe ? 1 : 0) + (meta ? 1 : 0) + (reactions ? 1 : 0);
    height = lines * CARD_FOOTER.lineHeight + rows * CARD_SIZES.priceRowHeight;
  } else if (reactions) height = CARD_SIZES.priceRowHeight;
  // docs/rules/pin-card.md#who-it-serves-spec-000-1, docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: a promoted or sponsored pin always says so. Its promoter (or creator) and label
  // are the disclosure, shown even when experiment 500417 hides the rest of the footer.
  if (attribution) height += attribution.extra ? CARD_SIZES.attributionHeightTall : CARD_SIZES.attributionHeight;
  if (height > 0) height += CARD_FOOTER.padding;
  return { hidden, title, titleLines: lines, price, stock, recipe, meta, attribution, reactions, height };
}
