// The card's image box (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3, docs/rules/pin-card.md#display-rules-spec-000-5, docs/rules/pin-card.md#constants-spec-000-9): which image, how tall before it loads, and the crop.
import { CARD_SIZES } from '../constants.ts';
import { chooseImage } from '../images.ts';
import { imageBoxHeight } from '../masonry.ts';
import type { ImageSpec, Pin } from '../types.ts';
import { CARD_IMAGE_SIZES } from './cardPin.ts';
import type { CardSurface } from './context.ts';

export interface CardImageBox {
  image: ImageSpec | null;
  height: number;
  /** CSS object-position for a crop; null shows the whole image. */
  objectPosition: string | null;
}

/** docs/rules/pin-card.md#display-rules-spec-000-5: the crop applies only when both minY and maxY are numbers (fractions 0..1). */
export function usableCrop(crop: Pin['imageCrop']): { minY: number; maxY: number } | null {
  if (!crop || typeof crop.minY !== 'number' || typeof crop.maxY !== 'number') return null;
  const minY = Math.min(Math.max(crop.minY, 0), 1);
  const maxY = Math.min(Math.max(crop.maxY, 0), 1);
  return maxY - minY > 0.05 ? { minY, maxY } : null;
}

/** docs/rules/pin-card.md#constants-spec-000-9: a pin without an image is a square-style pin of 72 px (104 on the shop feed). */
export const squarePinHeight = (surface: CardSurface): number => (surface === 'shopFeed' ? CARD_SIZES.squarePinHeightShop : CARD_SIZES.squarePinHeight);

/** The image box of a card at a column width. */
export function cardImageBox(pin: Pick<Pin, 'images' | 'imageCrop'>, columnWidth: number, surface: CardSurface): CardImageBox {
  const image = chooseImage(pin.images);
  if (!image) return { image: null, height: squarePinHeight(surface), objectPosition: null };
  const crop = usableCrop(pin.imageCrop);
  if (!crop) return { image, height: imageBoxHeight(image, columnWidth), objectPosition: null };
  const height = imageBoxHeight({ width: image.width, height: image.height * (crop.maxY - crop.minY) }, columnWidth);
  const hidden = 1 - (crop.maxY - crop.minY);
  const position = hidden > 0 ? Math.round((crop.minY / hidden) * 1000) / 10 : 0;
  return { image, height, objectPosition: `50% ${position}%` };
}

/** How a card's image loads: at once or as it nears the screen, and with high priority or not. */
export interface CardImageLoading {
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high';
}

/**
 * The cards of a grid whose image loads at once (the rest lazily, as they near the screen) and,
 * of those, with high priority: about what a first screen shows, four cards on a phone (two
 * columns, under the header) and ten on a desktop. More would share a phone's bandwidth with the
 * largest paint (docs/performance.md).
 */
export const FIRST_SCREEN_CARDS = { phone: { eager: 4, high: 2 }, desktop: { eager: 10, high: 4 } } as const;

/** How the image of the card at `slotIndex` loads; a grid below the first screen (a closeup's related pins) loads all lazily. */
export function cardImageLoading(slotIndex: number, mobile: boolean, belowFirstScreen = false): CardImageLoading {
  if (belowFirstScreen) return { loading: 'lazy' };
  const first = FIRST_SCREEN_CARDS[mobile ? 'phone' : 'desktop'];
  return { loading: slotIndex < first.eager ? 'eager' : 'lazy', ...(slotIndex < first.high ? { fetchPriority: 'high' } : {}) };
}

/**
 * A card picture's src and srcset: the sized images a pin has (never originals for people), each by its pixel density
 * at the column's width. The browser chooses as it would from `{width}w` candidates with `sizes="{columnWidth}px"`,
 * in fewer bytes: the one as wide as the column is the src (a srcset's implicit 1x candidate) and leaves the srcset;
 * when the smallest is wider than the column, it is the src (an implicit 1x naming the picture the smallest density
 * names) and every size stays in the srcset; when the smallest is narrower, the srcset says widths and `sizes`.
 * @example cardImageSources(images, box.image.url, 236) // { src: '/i/236x/s.jpg', srcSet: '/i/474x/s.jpg 2.01x, /i/736x/s.jpg 3.12x' }
 */
export function cardImageSources(images: Pin['images'], fallback: string, columnWidth: number): { src: string; srcSet?: string; sizes?: string } {
  const specs = CARD_IMAGE_SIZES.flatMap((size) => (images[size] ? [images[size]] : []));
  if (specs.length === 0) return { src: fallback };
  const density = (spec: ImageSpec) => Math.round((spec.width / columnWidth) * 100) / 100;
  const [smallest] = specs;
  if (density(smallest) < 1) return { src: fallback, srcSet: specs.map((s) => `${s.url} ${s.width}w`).join(', '), sizes: `${columnWidth}px` };
  const listed = density(smallest) === 1 ? specs.slice(1) : specs;
  const srcSet = listed.map((s) => `${s.url} ${density(s)}x`).join(', ');
  return { src: smallest.url, ...(srcSet ? { srcSet } : {}) };
}
