// The card's sized image (never an original for people) and the props every card picture takes:
// shared by the single picture (CardMedia.tsx) and the carousel's slots (CardCarousel.tsx).

import type { Signal } from '@preact/signals-react';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import { type CardImageBox, type CardImageLoading, cardImageSources } from '#shared/pinCard/image.ts';

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
  /** A carousel's current slide, kept by the card: its type badge counts it (shared/pinCard/badge.ts). */
  slide: Signal<number>;
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
  const { src, srcSet, sizes } = cardImageSources(images, box.image.url, columnWidth);
  const img = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={columnWidth}
      height={box.height}
      alt={alt}
      style={box.objectPosition ? { objectPosition: box.objectPosition } : undefined}
      // eager is an image's default: only lazy is written. A first screen's picture (the largest paint) decodes as the
      // browser sees fit; one loaded later, as it nears the screen, never holds up a frame.
      loading={imageLoading.loading === 'lazy' ? 'lazy' : undefined}
      fetchPriority={imageLoading.fetchPriority}
      decoding={imageLoading.loading === 'lazy' ? 'async' : undefined}
    />
  );
  // An eager picture is inside a <picture> (shown as its <img> alone, ./pinCard.css), where React writes no preload of it
  // into the head: a card's own <img> comes early in the HTML (the grid's embedded pins follow the cards), and the preloads
  // repeated every srcset, 2 KB of a home page (docs/performance.md).
  return imageLoading.loading === 'eager' ? <picture>{img}</picture> : img;
}
