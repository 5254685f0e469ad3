// The closeup carousel (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4): arrows move by itemsPerPage and are disabled at the ends,
// dots (docs/rules/closeup-and-visitors.md#constants-spec-002-9: 8 px) show the current slot. Every slide's box is sized up front.
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { logClick } from '#client/features/events/logClick.ts';
import { closeupArrows, DEFAULT_ITEMS_PER_PAGE, moveCarousel } from '#shared/closeup/closeupCarousel.ts';
import { closeupImage } from '#shared/closeup/closeupImage.ts';
import type { CarouselSlot, ImageSize } from '#shared/types.ts';
import { SlideArrows, SlideDots } from './SlideControls.tsx';

export interface CloseupCarouselProps {
  /** The carousel pin, whose slot moves are logged. */
  pinId: string;
  slots: CarouselSlot[];
  imageSize: ImageSize;
  width: number;
  itemsPerPage?: number;
}

export function CloseupCarousel({ pinId, slots, imageSize, width, itemsPerPage = DEFAULT_ITEMS_PER_PAGE }: CloseupCarouselProps) {
  useSignals();
  const index = useSignal(0);
  const { prevDisabled, nextDisabled } = closeupArrows(index.value, slots.length);
  const first = slots[0]?.images ? closeupImage({ images: slots[0].images }, imageSize) : null;
  const ratio = first ? `${first.width} / ${first.height}` : '1 / 1';
  const move = (direction: -1 | 1) => {
    logClick(direction > 0 ? 'carouselNext' : 'carouselPrevious', pinId);
    index.value = moveCarousel(index.value, direction, slots.length, itemsPerPage);
  };
  return (
    <section className="carousel" data-test-id="carousel" data-index={index.value} aria-roledescription="carousel" aria-label="Carousel">
      <div className="carousel__viewport" style={{ aspectRatio: ratio }}>
        <div className="carousel__track" style={{ transform: `translateX(-${index.value * 100}%)` }}>
          {slots.map((slot, i) => {
            const image = slot.images ? closeupImage({ images: slot.images }, imageSize) : null;
            return (
              <figure key={slot.slotId} className="carousel__slide" aria-hidden={i !== index.value} aria-label={`${i + 1} of ${slots.length}`}>
                {image && (
                  <img
                    src={image.url}
                    width={width}
                    height={Math.round((image.height * width) / image.width)}
                    alt={slot.title}
                    loading={i === 0 ? 'eager' : 'lazy'}
                  />
                )}
                <figcaption className="carousel__caption">{slot.title}</figcaption>
              </figure>
            );
          })}
        </div>
      </div>
      <SlideArrows labels={['Previous', 'Next']} prevDisabled={prevDisabled} nextDisabled={nextDisabled} onMove={move} />
      <SlideDots
        keys={slots.map((slot) => slot.slotId)}
        current={index.value}
        label="Slides"
        dotLabel={(i) => `Slide ${i + 1}`}
        onPick={(i) => {
          index.value = i;
        }}
      />
    </section>
  );
}
