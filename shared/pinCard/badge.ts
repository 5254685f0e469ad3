// The type badge in the card's corner (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): the first matching rule wins.
import { STORY_STATIC_PAGE_MS } from '../constants.ts';
import type { Pin } from '../types.ts';
import { isCollaborator } from './board.ts';
import type { CardPin } from './cardPin.ts';
import type { CardContext } from './context.ts';
import { cardProduct, currentPrice } from './price.ts';

export type BadgeKind = 'owner' | 'gif' | 'story' | 'video' | 'price' | 'productImages' | 'carousel';

export interface TypeBadge {
  kind: BadgeKind;
  text: string;
}

/** Milliseconds as m:ss: a card's badge (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4) and an experience's video (docs/rules/experiences.md#constants-spec-001-9). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * docs/rules/pin-card.md#display-rules-spec-000-5: a story pin's duration is its video duration plus 5000 ms per static page; null
 * (no badge) when there is no video and at most one static page.
 */
export function storyPinDuration(story: Pin['storyPinData']): number | null {
  if (!story) return null;
  const video = Math.max(0, story.totalVideoDuration || 0);
  const statics = Math.max(0, story.staticPageCount || 0);
  if (video === 0 && statics <= 1) return null;
  return video + statics * STORY_STATIC_PAGE_MS;
}

/**
 * docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: collaborator pin owner tag > GIF > story pin duration > video duration (m:ss) >
 * product price or label > product image carousel counter n/total > carousel counter, n being the slide shown
 * (`slideIndex`, from 0; the pin's own index when the card has not moved).
 */
export function typeBadge(pin: CardPin, ctx: CardContext, slideIndex = pin.carouselData?.index ?? 0): TypeBadge | null {
  if (pin.board && isCollaborator(pin.board, ctx.viewer)) {
    const name = pin.pinner.fullName.split(' ')[0] || pin.pinner.username;
    return { kind: 'owner', text: name };
  }
  if (pin.kind === 'gif' || pin.embed?.type === 'gif') return { kind: 'gif', text: 'GIF' };
  const story = storyPinDuration(pin.storyPinData);
  if (story !== null && !pin.storyPinData?.isDeleted) return { kind: 'story', text: formatDuration(story) };
  if (pin.videos && pin.videos.duration > 0) return { kind: 'video', text: formatDuration(pin.videos.duration) };
  const product = cardProduct(pin);
  if (product) {
    const price = currentPrice(product.offerSummary);
    if (price) return { kind: 'price', text: price };
    const label = product.labelInfo?.labels?.find((l) => l.trim());
    if (label) return { kind: 'price', text: label };
  }
  const extra = pin.productPinData?.additionalImagesLength ?? 0;
  if (product && extra > 0) return { kind: 'productImages', text: `1/${extra + 1}` };
  const slots = pin.carouselData?.slots.length ?? 0;
  if (slots > 1) return { kind: 'carousel', text: `${Math.min(Math.max(0, slideIndex), slots - 1) + 1}/${slots}` };
  return null;
}
