// A visitor's first screen on a 390x844 phone: with the cookie consent sheet (a visitor from Germany)
// and the app bar shown, the first pin still starts within the screen, and nothing scrolls sideways.
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
