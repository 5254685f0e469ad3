// The card's picture: a sized image linking to the closeup; a carousel pin shows its current slot
// with arrows and swipes; a video pin plays muted while hovered (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4).

import { lazy, Suspense } from 'react';
import { CardCarousel } from './CardCarousel.tsx';
import { CardImage, type CardMediaProps } from './CardImage.tsx';

/** The hovered card's video: never in the server's markup (a card is hovered only after hydration), so downloaded on the first hover. */
const CardVideo = lazy(() => import('./CardVideo.tsx').then((m) => ({ default: m.CardVideo })));

export function CardMedia({ pin, box, href, label, columnWidth, imageLoading, active, autoplay = true, slide }: CardMediaProps) {
  const alt = pin.altText || label;
  if (pin.carouselData && pin.carouselData.slots.length > 1) {
    return <CardCarousel pin={pin} box={box} href={href} label={label} columnWidth={columnWidth} imageLoading={imageLoading} active={active} slide={slide} />;
  }
  return (
    // The picture's alt names the link when it is the label (the pin has no alt text of its own): no aria-label to repeat it.
    <a className="pin-card__image" href={href} aria-label={alt === label ? undefined : label}>
      <CardImage images={pin.images} box={box} alt={alt} columnWidth={columnWidth} imageLoading={imageLoading} />
      {active && autoplay && pin.videos?.videoList.v720P && (
        <Suspense fallback={null}>
          <CardVideo pin={pin} />
        </Suspense>
      )}
    </a>
  );
}
