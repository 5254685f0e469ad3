// Search on a 390x844 phone (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): the results start
// on the first screen, above y=300, under the header, the title and one row of scope chips that
// scrolls sideways inside itself while the page never does; signed out and signed in.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextPaint, openBrowserSession, SCREENS, waitForHydration } from './browser.ts';
import { watchNetwork } from './network.ts';

const browsing = openBrowserSession();
const PHONE = SCREENS[1].options;
const PATH = '/search/pins/?q=garden';

/** The first result's top, whether the chips share one row, and how wide the page and the chip row are. */
function measure(page: Page) {
  return page.evaluate(() => {
    const first = document.querySelector('[data-test-id="search-page"] [data-test-id="pin"]');
    const tabs = document.querySelector<HTMLElement>('.scope-tabs');
    const tops = new Set([...(tabs?.querySelectorAll('li') ?? [])].map((li) => Math.round(li.getBoundingClientRect().top)));
    return {
      firstTop: first ? Math.round(first.getBoundingClientRect().top) : Number.NaN,
      chipRows: tops.size,
      chipsScroll: tabs ? tabs.scrollWidth > tabs.clientWidth && getComputedStyle(tabs).overflowX === 'auto' : false,
      pageWidth: document.documentElement.scrollWidth,
    };
  });
}

describe('search results on a phone (closeup-and-visitors: Routes and screens)', () => {
  it('signed out, once the app bar and the welcome are closed, the first result starts above y=300 and the chips are one scrolling row (closeup-and-visitors: Routes and screens)', async () => {
    const { page, errors } = await browsing.open(PHONE);
    const network = watchNetwork(page);
    await page.goto(`${browsing.baseUrl}${PATH}`);
    await waitForHydration(page);
    // What slides over the top comes from the page's experience calls: decided once they are answered and drawn.
    await network.quiet();
    await nextPaint(page);
    const bar = page.locator('[data-test-id="app-upsell-dismiss"]');
    if (await bar.isVisible()) await bar.tap();
    const welcome = page.locator('.xp-region--top').getByRole('button', { name: 'Not now' });
    if (await welcome.isVisible()) await welcome.tap();
    await expect.poll(() => page.locator('.xp-region--top [data-test-id^="experience-"]').count()).toBe(0);
    await expect.poll(() => page.locator('[data-test-id="app-upsell"]').count()).toBe(0);
    const m = await measure(page);
    expect(m.firstTop).toBeLessThan(300);
    expect(m).toMatchObject({ chipRows: 1, chipsScroll: true, pageWidth: 390 });
    expect(errors).toEqual([]);
  });

  it('signed in, the first result starts above y=300 and the chips (with Your Pins) are one scrolling row (closeup-and-visitors: Routes and screens)', async () => {
    // partner: a business account, so no "Selling something?" message sits above the page.
    const { page, errors } = await browsing.signIn('partner', PATH, PHONE);
    const m = await measure(page);
    expect(m.firstTop).toBeLessThan(300);
    expect(m).toMatchObject({ chipRows: 1, chipsScroll: true, pageWidth: 390 });
    expect(await page.locator('.scope-tabs').getByRole('link', { name: 'Your Pins' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
