// Waiting for what the impression tracker has been told: its views begin when its IntersectionObserver reports an
// item in view, which comes after a scroll and a frame, later still on a busy machine.
import type { Locator } from 'playwright-core';
import { IMPRESSION_TOP_CUTOFF } from '#shared/constants.ts';

/**
 * Resolves once the element is in view below the tracker's top cutoff, as an IntersectionObserver made now reports it.
 * Observers are told of a frame's changes in the order they were made, so the tracker's own (made at hydration) has
 * been told by then.
 */
export async function trackerSees(item: Locator): Promise<void> {
  await item.evaluate(
    (el, cutoff) =>
      new Promise<void>((resolve) => {
        const io = new IntersectionObserver(
          (entries) => {
            if (!entries.some((e) => e.isIntersecting)) return;
            io.disconnect();
            resolve();
          },
          { rootMargin: `-${cutoff}px 0px 0px 0px` },
        );
        io.observe(el);
      }),
    IMPRESSION_TOP_CUTOFF,
  );
}
