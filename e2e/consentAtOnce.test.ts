// A cookie choice takes effect at once (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4): after Accept all, what marketing
// consent gates (a promoted pin's view attribution source) starts on the same page, without a reload.
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { watchNetwork } from './network.ts';

const browsing = openBrowserSession();

describe('a cookie choice on the page it is made on', () => {
  it('B23: Accept all turns ad attribution on at once: the promoted pin in view registers its source without a reload', async () => {
    const { page, errors } = await browsing.open({ attributionReporting: 'supported', cookies: { pb_country: 'DE' } });
    const sources: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/attribution_source/') sources.push(r.url());
    });
    await page.goto(`${browsing.baseUrl}/`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const ad = page.locator('[data-test-id="pin"][data-pin-kind="ad"]').first();
    await ad.scrollIntoViewIfNeeded();
    await watchNetwork(page).quiet();
    // No consent yet: nothing is registered.
    expect(sources).toEqual([]);
    await page.locator('[data-test-id="consent-banner"]').getByRole('button', { name: 'Accept all' }).click();
    await page.locator('[data-test-id="consent-toast"]').waitFor();
    await expect.poll(() => sources.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(await page.locator('[data-test-id="consent-banner"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
