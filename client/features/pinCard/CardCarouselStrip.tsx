// The carousel card's strip of slides (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): a row of small pictures, one per
// slot, that scrolls sideways when it is wider than the card, with scroll arrows shown only past a
// 4 px threshold at either end and stepping by half of the strip's visible width. The spec names
// scroll arrows but not what scrolls: our choice is this strip, shown with the card's other
// controls (hovered or focused), so a person can jump to any slide and scroll to the ones not in view.

import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { type Ref, useEffect, useLayoutEffect, useRef } from 'react';
import { scrollArrows, scrollTarget } from '#shared/pinCard/carousel.ts';
import type { CarouselSlot, Pin } from '#shared/types.ts';

interface CardCarouselStripProps {
  slots: CarouselSlot[];
  /** The first slot's pictures are the pin's own. */
  pinImages: Pin['images'];
  index: number;
  onChoose: (index: number) => void;
}

/** The smallest picture a slot has: the strip's pictures are thumbnails. */
const thumbnailOf = (images: Pin['images'] | undefined) => images?.['136x136'] ?? images?.['236x'] ?? images?.['474x'];

export function CardCarouselStrip({ slots, pinImages, index, onChoose }: CardCarouselStripProps) {
  useSignals();
  const strip = useRef<HTMLOListElement>(null);
  const arrows = useSignal({ left: false, right: false });
  const leftArrow = useRef<HTMLButtonElement>(null);
  const rightArrow = useRef<HTMLButtonElement>(null);
  /** Focus was on an arrow that goes away at an end: it moves to the other arrow, staying on the card. */
  const handOff = useRef<'left' | 'right' | null>(null);
  const measure = () => {
    const el = strip.current;
    if (!el) return;
    const next = scrollArrows(el.scrollLeft, el.scrollWidth, el.clientWidth);
    if (next.left === arrows.value.left && next.right === arrows.value.right) return;
    const focused = document.activeElement;
    if (focused && focused === rightArrow.current && !next.right) handOff.current = 'left';
    if (focused && focused === leftArrow.current && !next.left) handOff.current = 'right';
    arrows.value = next;
  };
  useEffect(() => {
    if (!handOff.current) return;
    (handOff.current === 'left' ? leftArrow : rightArrow).current?.focus();
    handOff.current = null;
  });
  // Measured once shown, then whenever the list or any slide changes size: a slide's size can change after the list's
  // own box has settled (its stylesheet or picture arriving later), which the list's own size would not tell.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured once shown, then on every resize
  useLayoutEffect(() => {
    measure();
    const resized = new ResizeObserver(measure);
    if (strip.current) {
      resized.observe(strip.current);
      for (const slide of strip.current.children) resized.observe(slide);
    }
    return () => resized.disconnect();
  }, []);
  const scroll = (direction: 'left' | 'right') => {
    const el = strip.current;
    if (el) el.scrollTo({ left: scrollTarget(el.scrollLeft, el.scrollWidth, el.clientWidth, direction), behavior: 'smooth' });
  };

  return (
    <div className="pin-card__strip" data-test-id="carousel-strip">
      {arrows.value.left && <Arrow ref={leftArrow} direction="left" onClick={() => scroll('left')} />}
      <ol ref={strip} className="pin-card__strip-slides" aria-label="Slides" onScroll={measure}>
        {slots.map((slot, i) => {
          const picture = thumbnailOf(i === 0 || !slot.images ? pinImages : slot.images);
          return (
            <li key={slot.slotId}>
              <button
                type="button"
                className="pin-card__strip-slide"
                aria-label={`Slide ${i + 1}${slot.title ? `: ${slot.title}` : ''}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onChoose(i)}
              >
                {picture && <img src={picture.url} alt="" width={56} height={56} loading="lazy" decoding="async" />}
              </button>
            </li>
          );
        })}
      </ol>
      {arrows.value.right && <Arrow ref={rightArrow} direction="right" onClick={() => scroll('right')} />}
    </div>
  );
}

/** A scroll arrow at one end of the strip. */
function Arrow({ ref, direction, onClick }: { ref: Ref<HTMLButtonElement>; direction: 'left' | 'right'; onClick: () => void }) {
  return (
    <button
      ref={ref}
      type="button"
      className={`pin-card__strip-arrow pin-card__strip-arrow--${direction}`}
      aria-label={`Scroll slides ${direction}`}
      onClick={onClick}
    >
      {direction === 'left' ? '‹' : '›'}
    </button>
  );
}
