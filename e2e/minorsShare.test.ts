// The closeup's share control as a person meets it: on a phone whose browser has the Web Share API
// a tap opens the system share sheet with the pin's address (the API is recorded here: headless
// Chromium has no sheet to show); the flyout is the fallback on a phone without it and on the
// desktop; the "Share this Pin" upsell goes away at the first tap instead of staying on screen.
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, PHONE_UA, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, mobile: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** A browser share sheet that records what it was asked to share, or refuses (NotAllowedError), or is absent. */
async function shareSheet(context: BrowserContext, kind: 'records' | 'refuses' | 'absent'): Promise<void> {
  await context.addInitScript((mode: string) => {
    const shared: Array<{ title?: string; url?: string }> = [];
    Object.defineProperty(window, 'sharedData', { value: shared });
    if (mode === 'absent') {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      return;
    }
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: { title?: string; url?: string }) => {
        shared.push(data);
        return mode === 'records' ? Promise.resolve() : Promise.reject(new DOMException('not allowed', 'NotAllowedError'));
      },
    });
  }, kind);
}

const [pin] = sql<{ id: number }>(
  `SELECT p.id FROM pins p LEFT JOIN boards b ON b.id = p.board_id WHERE p.deleted_at IS NULL AND p.kind = 'image' AND p.is_promoted = 0 AND (b.id IS NULL OR b.privacy = 'public') ORDER BY p.id LIMIT 1`,
);

describe('sharing a pin (closeup-and-visitors: What this area covers)', () => {
  it.each([
    { name: 'a phone with a share sheet', options: PHONE, sheet: 'records', sheetOpens: true },
    { name: 'a phone whose share sheet refuses', options: PHONE, sheet: 'refuses', sheetOpens: false },
    { name: 'a phone without one', options: PHONE, sheet: 'absent', sheetOpens: false },
    { name: 'the desktop', options: DESKTOP, sheet: 'records', sheetOpens: false },
  ] as const)('C39: on $name, the share control opens the right thing (closeup-and-visitors: Routes and screens)', async ({ options, sheet, sheetOpens }) => {
    const { context, page, errors } = await browsing.open(options);
    await shareSheet(context, sheet);
    await page.goto(`${baseUrl}/pin/${pin!.id}/`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Share' });
    if ('mobile' in options) await button.tap();
    else await button.click();
    const flyout = page.locator('[data-test-id="share-flyout"]');
    if (sheetOpens) {
      await expect.poll(() => page.evaluate(() => (window as unknown as { sharedData: unknown[] }).sharedData)).toHaveLength(1);
      const [data] = await page.evaluate(() => (window as unknown as { sharedData: Array<{ url: string }> }).sharedData);
      expect(data!.url).toBe(`${baseUrl}/pin/${pin!.id}/`);
      expect(await flyout.count()).toBe(0);
    } else {
      await flyout.waitFor();
      const box = (await flyout.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(options.viewport.width);
      if (sheet === 'records') expect(await page.evaluate(() => (window as unknown as { sharedData: unknown[] }).sharedData)).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  it('the share upsell leaves the screen at the first tap on a phone (closeup-and-visitors: Constants)', async () => {
    const { context, page, errors } = await browsing.open({ ...PHONE, cookies: { pb_country: 'US' } });
    await shareSheet(context, 'records');
    await page.goto(`${baseUrl}/pin/${pin!.id}/`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const upsell = page.locator('[data-test-id="share-upsell"]');
    await upsell.waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Share' }).tap();
    expect(await upsell.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
