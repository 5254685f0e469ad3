// The pin card in a real browser (spec 000 §4-§6): what each viewer kind sees on representative
// cards of each pin kind, hover and keyboard access to save and the menu, no layout shift.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, waitForHydration, type BrowserSession } from './browser.ts';

let s: BrowserSession;
beforeAll(async () => {
  s = await openBrowser();
});
afterAll(async () => {
  await s?.browser.close();
});

const card = (page: Page, kind: string) => page.locator(`[data-test-id="pin"][data-pin-kind="${kind}"]`).first();

async function openHome(page: Page, baseUrl: string, query = ''): Promise<void> {
  await page.goto(`${baseUrl}/${query}`);
  await waitForHydration(page);
}

describe('the card for a signed-out visitor (spec 000 §4, §6)', () => {
  it('shows badges, prices and ad labels, the "Open" hover text and a Save that asks to log in, and no menu', async () => {
    const { page, baseUrl, errors } = s;
    await openHome(page, baseUrl, '?exp=ad_label_wording:ad');
    expect(await card(page, 'video').locator('[data-test-id="type-badge"]').textContent()).toMatch(/^\d+:\d\d$/);
    expect(await card(page, 'gif').locator('[data-test-id="type-badge"]').textContent()).toBe('GIF');
    const product = page.locator('[data-test-id="pin"][data-pin-kind="product"]:has([data-test-id="pin-price"])').first();
    expect(await product.locator('[data-test-id="pin-price"]').textContent()).toMatch(/\$\d/);
    expect(await card(page, 'ad').locator('[data-test-id="ad-label"]').textContent()).toBe('Ad');

    const image = card(page, 'image');
    await image.hover();
    await expect.poll(() => image.locator('.pin-card__hover.is-active').count()).toBe(1);
    expect(await image.locator('.pin-card__open').textContent()).toBe('Open');
    expect(await image.locator('[data-test-id="save-upsell"]').getAttribute('href')).toMatch(/^\/login\/\?next=/);
    expect(await page.locator('[data-test-id="pin-menu-button"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('moves through a carousel with its arrows, showing the slot title for a while (spec 000 §4)', async () => {
    const { page, baseUrl } = s;
    await openHome(page, baseUrl);
    const carousel = card(page, 'carousel');
    await carousel.hover();
    await expect.poll(() => carousel.locator('[aria-label="Next slide"]').count()).toBe(1);
    expect(await carousel.locator('[aria-label="Previous slide"]').count()).toBe(0);
    const badge = carousel.locator('[data-test-id="type-badge"]');
    expect(await badge.textContent()).toMatch(/^1\/\d$/);
    await carousel.locator('[aria-label="Next slide"]').click();
    expect(await carousel.locator('[data-test-id="carousel-accessory"]').count()).toBe(1);
    expect(await carousel.locator('[aria-label="Previous slide"]').count()).toBe(1);
    expect(await carousel.locator('a.pin-card__image').getAttribute('aria-label')).toMatch(/slide 2 of \d/);
  });
});
