// A pin as a grid's card reads it (docs/performance.md): the card, its hover, menu, save and share read
// these fields and no other, so a page's first HTML embeds only them for the cards it draws. A
// closeup, the save flow's own pages and the JSON API read whole pins; a card's pin is never
// taken for one (a closeup's data comes from its own loader).
import { FIRST_HTML_CARDS } from '../constants.ts';
import type { ImageSize, Pin, PinPage } from '../types.ts';

/** The sizes a card's srcset offers people (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3), and all a card reads of a pin's images (bots: originals). */
export const CARD_IMAGE_SIZES: ImageSize[] = ['236x', '474x', '736x'];

/** Every field a card reads (the compiler holds the card to them: its components take a CardPin). */
export const CARD_PIN_FIELDS = [
  'entityId',
  'kind',
  'title',
  'altText',
  'link',
  'domain',
  'dominantColor',
  'imageSignature',
  'images',
  'isPromoted',
  'isRepin',
  'pinner',
  'promoter',
  'board',
  'gridTitle',
  'seoTitle',
  'seoNoindexReason',
  'imageCrop',
  'trackedLink',
  'embed',
  'videos',
  'storyPinData',
  'carouselData',
  'richSummary',
  'richMetadata',
  'productPinData',
  'isOosProduct',
  'isStaleProduct',
  'isShoppable',
  'isQuickPromotable',
  'promotedIsRemovable',
  'isDownstreamPromotion',
  'offsiteUrl',
  'isThirdPartyAd',
  'thirdPartyAdAttributes',
  'adTargetingAttribution',
  'trackingParams',
  'attributionToken',
  // What a promoted card's view source names (shared/ads/attribution.ts attributionSourcePath, whose parameter picks them from a CardPin).
  'advertiserId',
  'campaignId',
  'adDestinationUrl',
  'sponsorship',
  'reactionCountsData',
  'pinJoin',
  'recommendationReason',
  'sourceInterest',
  'access',
  'digitalMediaSourceType',
  'pinnedToBoard',
  'viewerSave',
] as const satisfies ReadonlyArray<keyof Pin>;

export type CardPinField = (typeof CARD_PIN_FIELDS)[number];

/** A pin as a card reads it. */
export type CardPin = Pick<Pin, CardPinField>;

/** A page of card pins; `rest`: the feed's first page went on past them (the grid reads it again on scroll). */
export interface CardPinPage {
  pins: CardPin[];
  bookmark: string | null;
  rest?: true;
}

/**
 * Only the fields a card reads (absent ones stay absent).
 * @example cardPinOf(pin) // { entityId, kind, title, ... } without description, createdAt ...
 */
export function cardPinOf(pin: CardPin): CardPin {
  const card: Partial<Record<CardPinField, unknown>> = {};
  for (const field of CARD_PIN_FIELDS) if (pin[field] !== undefined) card[field] = pin[field];
  return card as CardPin;
}

/**
 * The first page a page's HTML embeds for the cards it draws (`drawn` of them, each as a card reads it): when the
 * page had more, the grid reads the first page again on scroll for the rest (`rest`), so the feed's own
 * pages and ad slots stay as they are.
 * @example firstCards({ pins: page25, bookmark: 'b' }, 18) // { pins: 18 card pins, bookmark: null, rest: true }
 */
export function firstCards(page: PinPage | CardPinPage, drawn: number): CardPinPage {
  const pins = page.pins.slice(0, drawn).map(cardPinOf);
  return pins.length < page.pins.length || page.rest ? { pins, bookmark: null, rest: true } : { pins, bookmark: page.bookmark };
}

/** The cards a grid's first HTML draws for a viewer (client/features/feed/FeedGrid.tsx): a bot's page is complete, a person's holds FIRST_HTML_CARDS. */
export const drawnCards = (page: PinPage | CardPinPage, viewer: { isBot: boolean }): CardPinPage =>
  firstCards(page, viewer.isBot ? page.pins.length : FIRST_HTML_CARDS);
