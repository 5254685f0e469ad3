// The pins of a page's grids as a page sends them (docs/performance.md). A card reads three of a pin's eight
// image sizes (its srcset, CARD_IMAGE_SIZES; a bot's `originals`), and never a collection's items
// or the closeup's HTML description, yet each pin of a grid travelled whole in the document: a
// person's home page was 97 KB, 68 KB of it its feed's JSON, which the worker stringifies, escapes
// and encodes on every request. Grid pins keep everything else, so the cards, their menus, save
// and share read what they read before; the JSON API's pins (HomefeedResource ...) stay whole
// (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: every size for people). A closeup's own pin is not a grid pin and stays whole.
import { ANNOTATION_CHIP_COUNT } from '#shared/constants.ts';
import { CARD_IMAGE_SIZES, type CardPinPage, drawnCards } from '#shared/pinCard/cardPin.ts';
import { packPinPage } from '#shared/pinCard/wire.ts';
import { safeJsonForHtml } from '#shared/safeJson.ts';
import type { CarouselSlot, ImageSize, Pin, PinPage, Viewer } from '#shared/types.ts';

const CARD_SIZES: ReadonlySet<ImageSize> = new Set([...CARD_IMAGE_SIZES, 'originals']);

function cardImages(images: Pin['images']): Pin['images'] {
  const kept: Pin['images'] = {};
  for (const size of CARD_SIZES) if (images[size]) kept[size] = images[size];
  return kept;
}

/** A carousel slot as the card reads it: its id, title and pictures (its link and details are the closeup's). */
function cardSlot({ details: _details, link: _link, ...slot }: CarouselSlot): CarouselSlot {
  return slot.images ? { ...slot, images: cardImages(slot.images) } : slot;
}

/** The annotations the card's chips read (shared/pinCard/menu.ts annotationChips): the first few of each list. */
function cardAnnotations(join: NonNullable<Pin['pinJoin']>): Pin['pinJoin'] {
  const card = { ...join };
  if (join.visualAnnotation) card.visualAnnotation = join.visualAnnotation.slice(0, ANNOTATION_CHIP_COUNT);
  if (join.annotationsWithLinksArray) card.annotationsWithLinksArray = join.annotationsWithLinksArray.slice(0, ANNOTATION_CHIP_COUNT);
  return card;
}

/**
 * A pin as a grid's card reads it. Of the nested data too: a story's counts, title and deletion (its badge and
 * title), not its pages; a carousel slot without its link and details; the chips' annotations; of the rich
 * metadata, the first product (shared/pinCard/price.ts cardProduct), not a recipe's or an article's.
 */
export function cardPin(pin: Pin): Pin {
  const { collectionItems: _items, descriptionHtml: _html, richMetadata, ...card } = pin;
  card.images = cardImages(pin.images);
  if (pin.carouselData) card.carouselData = { ...pin.carouselData, slots: pin.carouselData.slots.map(cardSlot) };
  if (pin.storyPinData) card.storyPinData = { ...pin.storyPinData, pages: [] };
  if (pin.pinJoin) card.pinJoin = cardAnnotations(pin.pinJoin);
  if (richMetadata?.products?.length) return { ...card, richMetadata: { products: richMetadata.products.slice(0, 1) } };
  return card;
}

const isPinPage = (value: unknown): value is PinPage =>
  typeof value === 'object' && value !== null && Array.isArray((value as PinPage).pins) && 'bookmark' in value;

/** A page of pins with each pin as a card reads it. */
export const cardPinPage = <P extends PinPage>(page: P): P => ({ ...page, pins: page.pins.map(cardPin) });

/** A grid's page, or one still streaming (home, a closeup's related pins), with card pins. */
function cardGrid(value: unknown): unknown {
  if (isPinPage(value)) return cardPinPage(value);
  if (!(value instanceof Promise)) return value;
  const grid = value.then((page: unknown) => (isPinPage(page) ? cardPinPage(page) : page));
  grid.catch(() => undefined); // as the loader's own promise: a failure is the render's to report
  return grid;
}

/**
 * A page's data with every grid's pins as cards read them: a pin page among the data's fields or
 * one level down (a search's `results.feed`), settled or streaming.
 * @example withCardPins({ kind: 'home', feed }) // { kind: 'home', feed: feed.then(cardPinPage) }
 */
export function withCardPins<D extends { kind: string }>(data: D): D {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const grid = cardGrid(value);
    if (grid !== value || typeof value !== 'object' || value === null || Array.isArray(value)) {
      out[key] = grid;
      continue;
    }
    const inner: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) inner[k] = cardGrid(v);
    out[key] = inner;
  }
  return out as D;
}

/**
 * A grid's embedded first page as the HTML carries it (client/features/feed/feedState.ts FeedEmbedContext): the
 * drawn cards' pins, packed, escaped for a script element.
 * @example embedFeed(page, viewer) // '{"pins":[{"a":"96",...}],"bookmark":null,"rest":true,"refs":[...]}'
 */
export const embedFeed = (page: CardPinPage, viewer: Viewer): string => safeJsonForHtml(packPinPage(drawnCards(page, viewer)));
