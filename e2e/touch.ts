// A person's finger on a 390x844 touch phone, for the tests of what a tap and a held touch do: the
// phone's visit options, a slow phone's late chunks, and a touch held in place.
import type { Locator, Page } from 'playwright-core';
import { PHONE_UA, type VisitOptions } from './browser.ts';

/** An iPhone: 390x844, touch, a mobile viewport and Safari's user agent. */
export const PHONE: VisitOptions = { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, mobile: true };

/**
 * A slow phone: every script chunk the page loads after its first screen (a name matching `chunk`)
 * arrives `ms` late, as on a weak connection, while the page itself loads as usual.
 */
export async function lateChunks(page: Page, chunk: RegExp, ms: number): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && chunk.test(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}

/** A person's finger held still on the middle of `target` for `ms`, then lifted. */
export async function holdFinger(page: Page, target: Locator, ms: number): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the target is not on screen');
  const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
