// A visitor's first screen on a 390x844 phone: with the cookie consent sheet (a visitor from Germany)
// and the app bar shown, the first pin still starts within the screen, and nothing scrolls sideways;
// at most one upsell stands above the pins, and a brand-new member meets no business upsell.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, SCREENS, waitForHydration } from './browser.ts';

const browsing = openBrowserSession();
const phone = SCREENS[1].options;

describe("a phone's first screen (experiences: Cookie consent banner; closeup-and-visitors: Routes and screens)", () => {
  for (const country of ['DE', 'US']) {
    it(`a visitor from ${country} at 390x844 sees the first pin's top within the first screen, the page never wider than the phone (experiences: Cookie consent banner)`, async () => {
      const { page, errors } = await browsing.open({ ...phone, cookies: { pb_country: country } });
      await page.goto(`${browsing.baseUrl}/`);
      await waitForHydration(page);
      const consent = page.locator('[data-test-id="consent-banner"]');
      expect(await consent.isVisible()).toBe(country === 'DE');
      expect(await page.locator('[data-test-id="app-upsell"]').isVisible()).toBe(true);
      const firstPin = page.locator('[data-test-id="pin"]').first();
      await firstPin.waitFor();
      const top = (await firstPin.boundingBox())!.y;
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(844);
      // A pin under the consent sheet is not on the first screen: the sheet's top is the screen's end.
      if (country === 'DE') expect(top).toBeLessThan((await consent.boundingBox())!.y);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(errors).toEqual([]);
    });
  }
});

/** What the business upgrade says. */
const BUSINESS_UPSELL = /Selling something|Upgrade for free|business account/i;

/** The upsells (the app bar, a top-region message) shown above the first pin. */
const upsellsAbovePins = (page: Page) =>
  page.evaluate(() => {
    const pin = document.querySelector('[data-test-id="pin"]')?.getBoundingClientRect();
    if (!pin) throw new Error('no pin on the page');
    const shown = [...document.querySelectorAll('[data-test-id="app-upsell"], [data-region="top"] > *')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.height > 0 && box.bottom <= pin.top;
    });
    return shown.map((el) => (el.textContent ?? '').trim().slice(0, 40));
  });

describe("upsells on a phone's first screen (interface: phones)", () => {
  it('a signed-out phone visitor from Germany gets one upsell above the pins, and the first pin starts in the top 40% of the screen even with the cookie sheet (experiences: Cookie consent banner)', async () => {
    const { page, errors } = await browsing.open({ ...phone, cookies: { pb_country: 'DE' } });
    await page.goto(`${browsing.baseUrl}/`);
    await waitForHydration(page);
    await page.locator('[data-test-id="consent-banner"]').waitFor();
    expect((await upsellsAbovePins(page)).length).toBeLessThanOrEqual(1);
    const top = (await page.locator('[data-test-id="pin"]').first().boundingBox())!.y;
    expect(top).toBeLessThanOrEqual(0.4 * 844);
    expect(errors).toEqual([]);
  });

  it('a brand-new member on a phone meets no business upsell, neither in onboarding nor on the first home feed (experiences: Roles)', async () => {
    const username = `fresh_${Date.now().toString(36)}`;
    const { page, errors } = await browsing.signUp(username, '/onboarding/', phone);
    await waitForHydration(page);
    expect(await page.getByText(BUSINESS_UPSELL).count()).toBe(0);
    await page.goto(`${browsing.baseUrl}/`);
    await waitForHydration(page);
    await page.locator('[data-test-id="pin"]').first().waitFor();
    expect(await page.getByText(BUSINESS_UPSELL).count()).toBe(0);
    expect((await upsellsAbovePins(page)).length).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });
});
