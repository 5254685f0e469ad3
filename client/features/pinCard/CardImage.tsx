// The card's sized image (never an original for people) and the props every card picture takes:
// shared by the single picture (CardMedia.tsx) and the carousel's slots (CardCarousel.tsx).

import type { CardPin } from '#shared/pinCard/cardPin.ts';
import { CARD_IMAGE_SIZES } from '#shared/pinCard/cardPin.ts';
import type { CardImageBox, CardImageLoading } from '#shared/pinCard/image.ts';

export interface CardMediaProps {
  pin: CardPin;
  box: CardImageBox;
  href: string;
  label: string;
  columnWidth: number;
  /** Eager or lazy, by the card's place in the grid (shared/pinCard/image.ts cardImageLoading). */
  imageLoading: CardImageLoading;
  /** Hovered (desktop) after hydration: video plays, carousel arrows show. */
  active: boolean;
  /** Whether the pin gets the autoplay treatment (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4). */
  autoplay?: boolean;
}

/** srcset of the sized images a pin has (never originals for people). */
export function srcSetOf(images: CardPin['images']): string {
  return CARD_IMAGE_SIZES.map((s) => images[s] && `${images[s]!.url} ${images[s]!.width}w`)
    .filter(Boolean)
    .join(', ');
}

export function CardImage({
  images,
  box,
  alt,
  columnWidth,
  imageLoading,
}: {
  images: CardPin['images'];
  box: CardImageBox;
  alt: string;
  columnWidth: number;
  imageLoading: CardImageLoading;
}) {
  if (!box.image) return null;
  const srcSet = srcSetOf(images);
  const img = (
    <img
      src={box.image.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? `${columnWidth}px` : undefined}
      width={columnWidth}
      height={box.height}
      alt={alt}
      style={box.objectPosition ? { objectPosition: box.objectPosition } : undefined}
      loading={imageLoading.loading}
      fetchPriority={imageLoading.fetchPriority}
      decoding="async"
    />
  );
  // An eager picture is inside a <picture> (shown as its <img> alone, ./pinCard.css), where React writes no preload of it
  // into the head: a card's own <img> comes early in the HTML (the grid's embedded pins follow the cards), and the preloads
  // repeated every srcset, 2 KB of a home page (docs/performance.md).
  return imageLoading.loading === 'eager' ? <picture>{img}</picture> : img;
}
