// The story pin page viewer on the closeup: every page in the first page's box (sized before
// anything loads, so paging never shifts the layout), previous/next buttons disabled at the ends,
// dots and "n of total", arrow keys and swipes. Bots get every page laid out as a static document.

import { useSignal, useSignals } from '@preact/signals-react/runtime';
import type { KeyboardEvent, TouchEvent } from 'react';
import { useRef } from 'react';
import { closeupImage } from '#shared/closeup/closeupImage.ts';
import {
  moveStoryPage,
  storyArrows,
  storyDurationBadge,
  storyKeyStep,
  storyPageTexts,
  storyPageVisual,
  storyProgressText,
  storySwipeStep,
} from '#shared/closeup/story.ts';
import type { ImageSize, Pin, StoryPinPage } from '#shared/types.ts';
import { SlideArrows, SlideDots } from './SlideControls.tsx';

export interface StoryPagesProps {
  pin: Pin;
  pages: StoryPinPage[];
  imageSize: ImageSize;
  width: number;
  alt: string;
  /** A bot's complete document: every page one after another, no controls. */
  staticDocument: boolean;
}

interface PageProps {
  pin: Pin;
  page: StoryPinPage;
  imageSize: ImageSize;
  width: number;
  alt: string;
  eager: boolean;
}

/** One page: its picture (image, the pin's video, or a video block's poster) and its text blocks. */
function StoryPage({ pin, page, imageSize, width, alt, eager }: PageProps) {
  const visual = storyPageVisual(page);
  const image = visual?.images ? closeupImage({ images: visual.images }, imageSize) : null;
  const texts = storyPageTexts(page);
  const height = image ? Math.round((image.height * width) / image.width) : width;
  const video = visual?.type === 'video' ? pin.videos?.videoList.v720P : undefined;
  return (
    <>
      {video ? (
        <video src={video.url} poster={image?.url} width={width} height={height} controls muted playsInline preload="none" />
      ) : (
        image && <img src={image.url} width={width} height={height} alt={texts[0] ?? alt} loading={eager ? 'eager' : 'lazy'} />
      )}
      {visual?.type === 'video' && !video && <span className="story__video-label">Video</span>}
      {texts.length > 0 && (
        <figcaption className="story__text">
          {texts.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </figcaption>
      )}
    </>
  );
}

export function StoryPages({ pin, pages, imageSize, width, alt, staticDocument }: StoryPagesProps) {
  useSignals();
  const index = useSignal(0);
  const touchX = useRef<number | null>(null);
  const count = pages.length;
  const duration = storyDurationBadge(pin.storyPinData);
  const firstVisual = storyPageVisual(pages[0]);
  const first = firstVisual?.images ? closeupImage({ images: firstVisual.images }, imageSize) : closeupImage(pin, imageSize);
  const ratio = first ? `${first.width} / ${first.height}` : '1 / 1';

  if (staticDocument) {
    return (
      <div className="story story--static" data-test-id="story">
        {pages.map((page, i) => (
          <figure key={i} className="story__static-page" data-test-id="story-page" aria-label={`Page ${i + 1} of ${count}`}>
            <StoryPage pin={pin} page={page} imageSize={imageSize} width={width} alt={alt} eager />
          </figure>
        ))}
      </div>
    );
  }

  const { prevDisabled, nextDisabled } = storyArrows(index.value, count);
  const go = (direction: -1 | 1) => {
    index.value = moveStoryPage(index.value, direction, count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = storyKeyStep(event.key);
    if (step === null) return;
    event.preventDefault();
    go(step);
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined) return;
    const step = storySwipeStep(end - start, index.value, count);
    if (step !== null) go(step);
  };

  return (
    <section
      className="story"
      data-test-id="story"
      data-index={index.value}
      aria-roledescription="story"
      aria-label="Story pages"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the story region takes focus so arrow keys page through it (the WAI carousel pattern)
      tabIndex={0}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div className="story__viewport" data-test-id="story-viewport" style={{ aspectRatio: ratio, backgroundColor: pin.dominantColor }}>
        <div className="story__track" style={{ transform: `translateX(-${index.value * 100}%)` }}>
          {pages.map((page, i) => (
            <figure
              key={i}
              className="story__page"
              data-test-id="story-page"
              aria-hidden={i !== index.value}
              inert={i !== index.value}
              aria-label={`Page ${i + 1} of ${count}`}
            >
              <StoryPage pin={pin} page={page} imageSize={imageSize} width={width} alt={alt} eager={Math.abs(i - index.value) <= 1} />
            </figure>
          ))}
        </div>
        {duration && (
          <span className="story__duration" data-test-id="story-duration">
            {duration}
          </span>
        )}
      </div>
      {count > 1 && (
        <SlideArrows labels={['Previous page', 'Next page']} prevDisabled={prevDisabled} nextDisabled={nextDisabled} className="story__arrow" onMove={go} />
      )}
      <div className="story__progress">
        {count > 1 && (
          <SlideDots
            keys={pages.map((_, i) => i)}
            current={index.value}
            label="Pages"
            dotLabel={(i) => `Page ${i + 1}`}
            onPick={(i) => {
              index.value = i;
            }}
          />
        )}
        <span className="story__count" data-test-id="story-progress" aria-live="polite">
          {storyProgressText(index.value, count)}
        </span>
      </div>
    </section>
  );
}
