// What floats at the bottom of the window and the phone's tab bar: where an element stands, read the moment it is
// drawn (a toast leaves after a few seconds), against the bar's top edge and the window's bottom.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface BottomEdge {
  /** The element's bottom edge, in px from the window's top. */
  bottom: number;
  /** The tab bar's top edge, or null where no bar shows. */
  barTop: number | null;
  /** For what stands in the bottom stack, the feed's loading line's top edge while it shows (the stack then stands above it), else null. */
  lineTop: number | null;
  windowHeight: number;
  /** How far what floats rose to stay clear of a primary control in the window's lower half (`--floating-lift`: a closeup's action bar), else 0. */
  lift: number;
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
      const element = document.querySelector(wanted);
      const box = element?.getBoundingClientRect();
      if (!box || box.height === 0) return;
      const bar = document.querySelector('[data-test-id="tab-bar"]')?.getBoundingClientRect();
      const line = element?.closest('.bottom-stack') ? document.querySelector('.feed__loading:not(:empty)')?.getBoundingClientRect() : null;
      const lineTop = line && line.height > 0 ? line.top : null;
      const lift = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--floating-lift')) || 0;
      w.bottomEdge = { bottom: box.bottom, barTop: bar && bar.height > 0 ? bar.top : null, lineTop, windowHeight: window.innerHeight, lift };
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
 * px above the window's bottom, where it always stood; what stands in the bottom stack, above the feed's loading line while it shows;
 * all of it risen by the lift that keeps it clear of a primary control in the window's lower half (client/features/closeup/clearOfFloating.ts).
 */
export function expectBottomEdge(edge: BottomEdge, barShows: boolean, gap: number): void {
  if (edge.lineTop !== null) {
    expect(edge.bottom).toBeLessThanOrEqual(edge.lineTop - 8);
    expect(edge.barTop !== null).toBe(barShows);
  } else if (barShows) {
    expect(edge.barTop).not.toBeNull();
    expect(edge.bottom).toBeLessThanOrEqual(edge.barTop ?? 0);
    expect((edge.barTop ?? 0) - edge.bottom).toBe(gap + edge.lift);
  } else {
    expect(edge.barTop).toBeNull();
    expect(edge.windowHeight - edge.bottom).toBe(gap + edge.lift);
  }
}

/** What floats at the window's bottom, by name: each a selector of the element a person sees. */
export const BOTTOM_ELEMENTS = {
  loading: '.feed__loading:not(:empty)',
  prompt: '[data-test-id="signup-prompt"]',
  saveToast: '[data-test-id="save-toast"]',
  experienceToast: '[data-region="toast"] .xp-toast',
  consentToast: '[data-test-id="consent-toast"]',
  inviteToast: '[data-test-id="invite-toast"]',
  publishedToast: '[data-test-id="published-toast"]',
} as const;

export interface BottomStackSeen {
  /** Each pair of elements drawn at once at some frame (`a+b`, in BOTTOM_ELEMENTS' order). */
  pairs: string[];
  /** Each pair drawn intersecting, or standing below the tab bar's top edge, at any frame. */
  faults: string[];
}

/**
 * From the page's next document on, checks every frame which of BOTTOM_ELEMENTS are drawn, which pairs are drawn at
 * once, whether any two of them intersect and whether any goes below the tab bar's top edge. Returns a reader of what
 * it saw (what else is drawn meanwhile, say a closeup's related grid loading, does not change which pairs were seen),
 * once the next frame has been checked.
 */
export async function watchBottomStack(page: Page): Promise<() => Promise<BottomStackSeen>> {
  await page.addInitScript((elements) => {
    const seen: BottomStackSeen = { pairs: [], faults: [] };
    (window as unknown as { bottomStack: BottomStackSeen }).bottomStack = seen;
    const fault = (text: string) => seen.faults.includes(text) || seen.faults.push(text);
    const frame = () => {
      const drawn = Object.entries(elements).flatMap(([name, selector]) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return box && box.height > 0 ? [{ name, box }] : [];
      });
      const bar = document.querySelector('[data-test-id="tab-bar"]')?.getBoundingClientRect();
      for (const [i, a] of drawn.entries()) {
        if (bar && bar.height > 0 && a.box.bottom > bar.top) fault(`${a.name} below the tab bar's top`);
        for (const b of drawn.slice(i + 1)) {
          if (!seen.pairs.includes(`${a.name}+${b.name}`)) seen.pairs.push(`${a.name}+${b.name}`);
          const apart = a.box.bottom <= b.box.top || b.box.bottom <= a.box.top || a.box.right <= b.box.left || b.box.right <= a.box.left;
          if (!apart) fault(`${a.name} and ${b.name} intersect`);
        }
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, BOTTOM_ELEMENTS);
  // Read after the next frame's check: what a test just saw appear in the DOM is drawn, and checked, only at that frame.
  return () =>
    page.evaluate(
      () =>
        new Promise<BottomStackSeen>((resolve) => requestAnimationFrame(() => resolve((window as unknown as { bottomStack: BottomStackSeen }).bottomStack))),
    );
}

/** Holds the home feed's next pages, so "Loading more Pins…" stays while it is read; returns the release. */
export async function holdFeed(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/resource\/HomefeedResource\/get\//, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
