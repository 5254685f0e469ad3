// The controls of a closeup's slides, its carousel's and a story's pages: the previous/next arrows and the dots. Each
// needs the client (NEEDS_SCRIPT: hidden until the page has hydrated), so both viewers show and hide them one way.
import { CAROUSEL_DOT_SIZE } from '#shared/constants.ts';
import { NEEDS_SCRIPT } from '#shared/forms.ts';

interface SlideArrowsProps {
  /** The arrows' accessible names: "Previous" and "Next", or a story's "Previous page" and "Next page". */
  labels: readonly [previous: string, next: string];
  prevDisabled: boolean;
  nextDisabled: boolean;
  /** A class added to both arrows. */
  className?: string;
  onMove: (direction: -1 | 1) => void;
}

/** The previous and next arrows, disabled at the ends. */
export function SlideArrows({ labels, prevDisabled, nextDisabled, className, onMove }: SlideArrowsProps) {
  const extra = className ? ` ${className}` : '';
  return (
    <>
      <button
        type="button"
        {...NEEDS_SCRIPT}
        className={`carousel__arrow carousel__arrow--prev${extra}`}
        aria-label={labels[0]}
        disabled={prevDisabled}
        onClick={() => onMove(-1)}
      >
        ‹
      </button>
      <button
        type="button"
        {...NEEDS_SCRIPT}
        className={`carousel__arrow carousel__arrow--next${extra}`}
        aria-label={labels[1]}
        disabled={nextDisabled}
        onClick={() => onMove(1)}
      >
        ›
      </button>
    </>
  );
}

interface SlideDotsProps {
  /** One key per slide, in order. */
  keys: readonly (string | number)[];
  current: number;
  /** The dots' accessible name ("Slides", "Pages") and each dot's ("Slide 2", "Page 2"). */
  label: string;
  dotLabel: (index: number) => string;
  onPick: (index: number) => void;
}

/** One dot per slide (docs/rules/closeup-and-visitors.md#constants-spec-002-9: 8 px), the current one selected. */
export function SlideDots({ keys, current, label, dotLabel, onPick }: SlideDotsProps) {
  return (
    <div {...NEEDS_SCRIPT} className="carousel__dots" role="tablist" aria-label={label}>
      {keys.map((key, i) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={i === current}
          aria-label={dotLabel(i)}
          className="carousel__dot"
          style={{ width: CAROUSEL_DOT_SIZE, height: CAROUSEL_DOT_SIZE }}
          onClick={() => onPick(i)}
        />
      ))}
    </div>
  );
}
