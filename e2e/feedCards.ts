// Finding a card of a kind in a feed as a person looking for one does, scrolling down until the feed has read one.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The first card of a kind (`where`: more of the card's selector), scrolling the feed as a person looking for one does:
 * the home feeds are ordered by saves (a visitor's popular feed) or recency, which the run's other journeys change, so a
 * kind seen on the first screen in one run may be a page further down in the next.
 * @example const carousel = await findCard(page, 'carousel');
 */
export async function findCard(page: Page, kind: string, where = `[data-pin-kind="${kind}"]`): Promise<Locator> {
  const found = page.locator(`[data-test-id="pin"]${where}`).first();
  await expect
    .poll(
      async () => {
        if ((await found.count()) > 0) return true;
        await page.mouse.wheel(0, 900);
        return false;
      },
      { timeout: 30_000, message: `no ${kind} card in the feed` },
    )
    .toBe(true);
  return found;
}
