// Waiting for what the impression tracker has been told: its views begin when its IntersectionObserver reports an
// item in view, which comes after a scroll and a frame, later still on a busy machine.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { IMPRESSION_TOP_CUTOFF } from '#shared/constants.ts';

/**
 * Resolves once the grid's tracker is running (it is downloaded after hydration, later still on a busy machine; the
 * grid is marked `data-impressions="tracking"` when it starts) and the element is in view below its top cutoff, as an
 * IntersectionObserver made after the tracker's reports it. Observers are told of a frame's changes in the order they
 * were made, so the tracker's own has been told by then.
 */
export async function trackerSees(item: Locator): Promise<void> {
  await item.evaluate(
    (el, cutoff) =>
      new Promise<void>((resolve) => {
        const observe = () => {
          const io = new IntersectionObserver(
            (entries) => {
              if (!entries.some((e) => e.isIntersecting)) return;
              io.disconnect();
              resolve();
            },
            { rootMargin: `-${cutoff}px 0px 0px 0px` },
          );
          io.observe(el);
        };
        const whenTracked = () => {
          if (el.closest('[data-impressions="tracking"]')) observe();
          else requestAnimationFrame(whenTracked);
        };
        whenTracked();
      }),
    IMPRESSION_TOP_CUTOFF,
  );
}

/**
 * Scrolls down as a person does until the item has left the tracked area (above the top cutoff), which ends its view.
 * A card found at the end of what the feed has read stays in view after one long scroll: the page ends below it until
 * the next page of the feed is read, so one wheel of a fixed length is not enough.
 */
export async function scrollPast(page: Page, item: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        const box = await item.boundingBox();
        if (!box || box.y + box.height <= IMPRESSION_TOP_CUTOFF) return true;
        await page.mouse.wheel(0, 1200);
        return false;
      },
      { timeout: 30_000, message: 'the item never left the view' },
    )
    .toBe(true);
}
