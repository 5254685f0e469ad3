// A carousel pin on the card (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#constants-spec-000-9): the current slot's image; previous and next arrows
// past the ends' rules; left/right swipes of at least 10 px; the slot title as accessory content
// for 4000 ms after a change; with the card's controls, the strip of slides and its scroll arrows.

import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { logClick } from '#client/features/events/logClick.ts';
import { CARD_TIMING } from '#shared/constants.ts';
import type { ClickAction } from '#shared/events/clickEvents.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import { carouselArrows, swipe, swipeDirection } from '#shared/pinCard/carousel.ts';
import { cardImageBox } from '#shared/pinCard/image.ts';
import { CardImage, type CardMediaProps } from './CardImage.tsx';

/** The strip of slides shows only on a hovered or focused card: its own chunk, out of the first download. */
const CardCarouselStrip = lazy(() => import('./CardCarouselStrip.tsx').then((m) => ({ default: m.CardCarouselStrip })));

export function CardCarousel({ pin, box, href, label, columnWidth, imageLoading, active, slide: index }: CardMediaProps) {
  useSignals();
  const slots = pin.carouselData!.slots;
  const accessory = useSignal(false);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const go = (next: number, logged?: ClickAction) => {
    if (next === index.value) return;
    if (logged) logClick(logged, pin.entityId);
    index.value = next;
    accessory.value = true;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => (accessory.value = false), CARD_TIMING.carouselAccessory);
  };
  const slot = slots[index.value];
  const images: CardPin['images'] = index.value === 0 || !slot.images ? pin.images : slot.images;
  // Every slot is shown in the first slot's box, so changing slots never moves the grid.
  const slotBox = index.value === 0 ? box : { ...cardImageBox({ images, imageCrop: undefined }, columnWidth, 'home'), height: box.height };
  const arrows = carouselArrows(index.value, slots.length);

  return (
    <div
      className="pin-card__carousel"
      onTouchStart={(e) => (touch.current = { x: e.touches[0].clientX, y: e.touches[0].clientY })}
      onTouchEnd={(e) => {
        const start = touch.current;
        touch.current = null;
        if (!start) return;
        const t = e.changedTouches[0];
        const direction = swipeDirection(t.clientX - start.x, t.clientY - start.y);
        if (direction) go(swipe(index.value, slots.length, direction));
      }}
    >
      {/* Keyed by slot: each slot shown is its own carousel slot impression (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4, 7352). */}
      <a
        key={slot.slotId}
        className="pin-card__image"
        href={href}
        aria-label={`${label}, slide ${index.value + 1} of ${slots.length}`}
        data-carousel-slot-id={slot.slotId}
        data-slot-index={index.value}
      >
        <CardImage images={images} box={slotBox} alt={slot.title || pin.altText || label} columnWidth={columnWidth} imageLoading={imageLoading} />
      </a>
      {active && arrows.previous && (
        <button
          type="button"
          className="pin-card__arrow pin-card__arrow--previous"
          aria-label="Previous slide"
          onClick={() => go(index.value - 1, 'carouselPrevious')}
        >
          ‹
        </button>
      )}
      {active && arrows.next && (
        <button type="button" className="pin-card__arrow pin-card__arrow--next" aria-label="Next slide" onClick={() => go(index.value + 1, 'carouselNext')}>
          ›
        </button>
      )}
      {active && (
        <Suspense fallback={null}>
          <CardCarouselStrip slots={slots} pinImages={pin.images} index={index.value} onChoose={go} />
        </Suspense>
      )}
      {accessory.value && slot.title && (
        <p className="pin-card__accessory" data-test-id="carousel-accessory">
          {slot.title}
        </p>
      )}
      <ol className="pin-card__dots" aria-hidden="true">
        {slots.map((s, i) => (
          <li key={s.slotId} className={i === index.value ? 'is-current' : undefined} />
        ))}
      </ol>
    </div>
  );
}
