// Polish a person notices, at 1280x900 and 390x844: the Dark mode switch in the menu says whether it is on, the
// search field follows the theme, settings has an Appearance form that switches it, the EU cookie settings'
// checkboxes are all one size, and the desktop share flyout has marks on its targets and a close button.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, SCREENS, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

/** The relative luminance (0 black, 1 white) of a CSS colour `rgb(r, g, b)`. */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** demo's saved dark mode: on, off, or never chosen. */
function setDarkMode(dark: boolean | null): void {
  sql(
    dark === null
      ? "UPDATE users SET settings = json_remove(COALESCE(settings, '{}'), '$.dark_mode') WHERE username = 'demo'"
      : `UPDATE users SET settings = json_set(COALESCE(settings, '{}'), '$.dark_mode', json('${dark}')) WHERE username = 'demo'`,
  );
}

async function menuSwitch(page: Page) {
  await page.locator('[data-test-id="header-menu-button"]').click();
  const toggle = page.locator('[data-test-id="header-menu"] [data-test-id="theme-toggle"]');
  await toggle.waitFor();
  return toggle;
}

describe('polish', () => {
  for (const screen of SCREENS) {
    it(`B18: at ${screen.options.viewport.width} px the menu's Dark mode says Off then On, the search field follows the theme, and settings' Appearance switches it`, {
      timeout: 90_000,
    }, async () => {
      setDarkMode(false);
      try {
        const visit = await browsing.signIn('demo', '/settings/account/', screen.options);
        const { page } = visit;
        const search = page.locator('.search-box__input').first();
        const searchBackground = () => search.evaluate((el) => getComputedStyle(el).backgroundColor);
        expect(luminance(await searchBackground())).toBeGreaterThan(0.5);
        let toggle = await menuSwitch(page);
        expect(await toggle.getAttribute('aria-checked')).toBe('false');
        expect(await toggle.locator('[data-test-id="theme-toggle-state"]').textContent()).toBe('Off');
        expect(await toggle.locator('[data-test-id="theme-toggle-state"]').isVisible()).toBe(true);
        await page.keyboard.press('Escape');

        // Settings: Appearance, a real form with Light and Dark.
        const appearance = page.locator('[data-test-id="settings-appearance"]');
        expect(await appearance.getAttribute('method')).toBe('post');
        expect(await appearance.getByLabel('Light').isChecked()).toBe(true);
        await appearance.getByLabel('Dark').check();
        await Promise.all([page.waitForEvent('load'), appearance.getByRole('button', { name: 'Save appearance' }).click()]);
        await waitForHydration(page);
        expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
        expect(await page.locator('[data-test-id="settings-appearance"]').getByLabel('Dark').isChecked()).toBe(true);
        // Dark now: the search field is dark too, and the menu says On.
        expect(luminance(await searchBackground())).toBeLessThan(0.1);
        toggle = await menuSwitch(page);
        expect(await toggle.getAttribute('aria-checked')).toBe('true');
        expect(await toggle.locator('[data-test-id="theme-toggle-state"]').textContent()).toBe('On');
        expect(visit.errors).toEqual([]);
      } finally {
        setDarkMode(null);
      }
    });
  }

  it("B18: in dark mode a saved pin's Saved and the profile's current tab stand out from the page at 1280 px", { timeout: 60_000 }, async () => {
    // A control drawn in the page's own colour reads as loose text: a pressed or current control swaps the page's colours.
    const [pin] = sql<{ id: number }>(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id JOIN users u ON u.id = b.owner_id WHERE u.username = 'demo' AND b.privacy = 'public' AND p.deleted_at IS NULL ORDER BY p.id LIMIT 1",
    );
    setDarkMode(true);
    try {
      const visit = await browsing.signIn('demo', `/pin/${pin.id}/`, SCREENS[0].options);
      const { page } = visit;
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      const pageBackground = luminance(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
      const saved = page.locator('.closeup [data-test-id="save-button"]').first();
      await expect.poll(() => saved.textContent()).toMatch(/Saved/);
      const savedBackground = luminance(await saved.evaluate((el) => getComputedStyle(el).backgroundColor));
      expect(Math.abs(savedBackground - pageBackground)).toBeGreaterThan(0.5);
      await page.goto(`${browsing.baseUrl}/demo/`);
      const tab = page.locator('.profile__tabs a[aria-current="page"]');
      const tabBackground = luminance(await tab.evaluate((el) => getComputedStyle(el).backgroundColor));
      expect(Math.abs(tabBackground - pageBackground)).toBeGreaterThan(0.5);
      expect(visit.errors).toEqual([]);
    } finally {
      setDarkMode(null);
    }
  });

  for (const screen of SCREENS) {
    it(`B2: at ${screen.options.viewport.width} px the EU cookie settings' checkboxes are all the same size`, { timeout: 60_000 }, async () => {
      const visit = await browsing.open({ ...screen.options, cookies: { pb_country: 'DE' } });
      const { page } = visit;
      await page.goto(`${browsing.baseUrl}/`);
      await waitForHydration(page);
      await page.locator('[data-test-id="consent-banner"]').getByRole('button', { name: 'Let me choose' }).click();
      const boxes = page.locator('[data-test-id="consent-settings"] input[type="checkbox"]');
      await boxes.first().waitFor();
      const sizes = await boxes.evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return `${Math.round(r.width)}x${Math.round(r.height)}`;
        }),
      );
      expect(sizes.length).toBeGreaterThan(1);
      expect(new Set(sizes)).toEqual(new Set(['20x20']));
    });
  }

  it('C39: at 1280 px the share flyout marks each target with an icon and closes with its close button, focus back on Share', { timeout: 60_000 }, async () => {
    const visit = await browsing.open(SCREENS[0].options);
    const { page } = visit;
    const [pin] = sql<{ id: number }>(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.kind = 'image' ORDER BY p.id LIMIT 1",
    );
    await page.goto(`${browsing.baseUrl}/pin/${pin.id}/`);
    await waitForHydration(page);
    await page.click('[data-test-id="share-button"]');
    const flyout = page.locator('[data-test-id="share-flyout"]');
    await flyout.waitFor();
    const targets = flyout.locator('.share__targets a');
    expect(await targets.count()).toBeGreaterThan(3);
    for (const target of await targets.all()) {
      const icon = target.locator('[aria-hidden="true"]').first();
      const box = (await icon.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    expect(await flyout.locator('[data-test-id="copy-link"] svg').count()).toBe(1);
    const close = flyout.getByRole('button', { name: 'Close' });
    await close.click();
    await expect.poll(() => flyout.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-test-id'))).toBe('share-button');
    expect(visit.errors).toEqual([]);
  });
});
