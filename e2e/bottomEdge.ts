// What floats at the bottom of the window and the phone's tab bar: where an element stands, read the moment it is
// drawn (a toast leaves after a few seconds), against the bar's top edge and the window's bottom.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface BottomEdge {
  /** The element's bottom edge, in px from the window's top. */
  bottom: number;
  /** The tab bar's top edge, or null where no bar shows. */
  barTop: number | null;
  windowHeight: number;
}

/**
 * From the page's next document on, records where the first element matching `selector` stands once it is drawn (an
 * init script watching the document, so nothing that shows and goes is missed). Returns a reader that waits for it.
 */
export async function watchBottomEdge(page: Page, selector: string): Promise<() => Promise<BottomEdge>> {
  await page.addInitScript((wanted) => {
    const w = window as unknown as { bottomEdge?: BottomEdge };
    const measure = () => {
      if (w.bottomEdge) return;
      const box = document.querySelector(wanted)?.getBoundingClientRect();
      if (!box || box.height === 0) return;
      const bar = document.querySelector('[data-test-id="tab-bar"]')?.getBoundingClientRect();
      w.bottomEdge = { bottom: box.bottom, barTop: bar && bar.height > 0 ? bar.top : null, windowHeight: window.innerHeight };
    };
    new MutationObserver(measure).observe(document, { childList: true, subtree: true, characterData: true });
  }, selector);
  return async () => {
    await page.waitForFunction(() => (window as unknown as { bottomEdge?: BottomEdge }).bottomEdge !== undefined);
    return page.evaluate(() => (window as unknown as { bottomEdge: BottomEdge }).bottomEdge);
  };
}

/**
 * Where the bar shows, the element stands `gap` px above its top edge; elsewhere (no bar: a visitor, a desktop) `gap`
 * px above the window's bottom, where it always stood.
 */
export function expectBottomEdge(edge: BottomEdge, barShows: boolean, gap: number): void {
  if (barShows) {
    expect(edge.barTop).not.toBeNull();
    expect(edge.bottom).toBeLessThanOrEqual(edge.barTop ?? 0);
    expect((edge.barTop ?? 0) - edge.bottom).toBe(gap);
  } else {
    expect(edge.barTop).toBeNull();
    expect(edge.windowHeight - edge.bottom).toBe(gap);
  }
}
