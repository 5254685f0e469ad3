// The card's picture: a sized image linking to the closeup; a carousel pin shows its current slot
// with arrows and swipes; a video pin plays muted while hovered (spec 000 §4).

import { lazy, Suspense } from 'react';
import { CARD_IMAGE_SIZES, type CardImageBox, type CardImageLoading } from '#shared/pinCard/image.ts';
import type { Pin } from '#shared/types.ts';
import { CardCarousel } from './CardCarousel.tsx';

/** The hovered card's video: never in the server's markup (a card is hovered only after hydration), so downloaded on the first hover. */
const CardVideo = lazy(() => import('./CardVideo.tsx').then((m) => ({ default: m.CardVideo })));

export interface CardMediaProps {
  pin: Pin;
  box: CardImageBox;
  href: string;
  label: string;
  columnWidth: number;
  /** Eager or lazy, by the card's place in the grid (shared/pinCard/image.ts cardImageLoading). */
  imageLoading: CardImageLoading;
  /** Hovered (desktop) after hydration: video plays, carousel arrows show. */
  active: boolean;
  /** Whether the pin gets the autoplay treatment (spec 000 §4). */
  autoplay?: boolean;
}

/** srcset of the sized images a pin has (never originals for people). */
export function srcSetOf(images: Pin['images']): string {
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
  images: Pin['images'];
  box: CardImageBox;
  alt: string;
  columnWidth: number;
  imageLoading: CardImageLoading;
}) {
  if (!box.image) return null;
  const srcSet = srcSetOf(images);
  return (
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
}

export function CardMedia({ pin, box, href, label, columnWidth, imageLoading, active, autoplay = true }: CardMediaProps) {
  const alt = pin.altText || label;
  if (pin.carouselData && pin.carouselData.slots.length > 1) {
    return <CardCarousel pin={pin} box={box} href={href} label={label} columnWidth={columnWidth} imageLoading={imageLoading} active={active} />;
  }
  return (
    <a className="pin-card__image" href={href} aria-label={label}>
      <CardImage images={pin.images} box={box} alt={alt} columnWidth={columnWidth} imageLoading={imageLoading} />
      {active && autoplay && pin.videos?.videoList.v720P && (
        <Suspense fallback={null}>
          <CardVideo pin={pin} />
        </Suspense>
      )}
    </a>
  );
}
