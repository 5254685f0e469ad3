// The card's hover overlay on a desktop (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): options, send and save buttons,
// Send opening the share flyout, and a surface that forces the overlay visible.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, settled, waitForHydration } from './browser.ts';

const browsing = openBrowserSession();

/** The opacity of a card's primary (save) row: 1 when the overlay shows, 0 when faded out. */
const primaryOpacity = (card: Locator) => card.locator('.pin-card__primary').evaluate((el) => getComputedStyle(el).opacity);

describe('the card hover overlay (pin-card: Who it serves, Card states and the save flow)', () => {
  it('A21: a hovered card holds save, send and options; Send opens the share flyout; leaving makes it inactive', async () => {
    const { page, errors } = await browsing.signIn('demo', '/');
    await waitForHydration(page);
    const card = page.locator('[data-test-id="pin"][data-pin-kind="image"]').first();
    expect(await card.getAttribute('data-hover')).toBeNull();
    await card.hover();
    await expect.poll(() => card.getAttribute('data-hover')).toBe('active');
    await expect.poll(() => primaryOpacity(card)).toBe('1');
    for (const control of ['save-button', 'pin-send-button', 'pin-menu-button'])
      await card.locator(`[data-test-id="${control}"]`).waitFor({ state: 'visible' });
    expect(await card.getByRole('button', { name: 'Send' }).count()).toBe(1);

    await card.locator('[data-test-id="pin-send-button"]').click();
    const flyout = page.locator('[data-test-id="share-flyout"]');
    await flyout.waitFor({ state: 'visible' });
    await flyout.locator('[data-test-id="send-form"]').waitFor();
    await page.mouse.click(5, 5);
    await flyout.waitFor({ state: 'detached' });

    await page.mouse.move(5, 5);
    await expect.poll(() => card.getAttribute('data-hover')).toBeNull();
    await expect.poll(() => primaryOpacity(card)).toBe('0');
    expect(errors).toEqual([]);
  });

  it('A21, A59: the card stays active for 120 ms after the pointer leaves, then turns inactive (the page clock stepped by hand)', async () => {
    const { page, errors } = await browsing.open();
    await page.clock.install();
    await page.goto(`${browsing.baseUrl}/`);
    await waitForHydration(page);
    const card = page.locator('[data-test-id="pin"][data-pin-kind="image"]').first();
    await card.hover();
    await expect.poll(() => card.getAttribute('data-hover')).toBe('active');
    // From here the page's timers run only when the test moves its clock.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.mouse.move(5, 5);
    // The spec's 120 ms, written here rather than read from CARD_TIMING, so a changed constant fails this test.
    await page.clock.runFor(110);
    await settled(page);
    expect(await card.getAttribute('data-hover')).toBe('active');
    await page.clock.runFor(10);
    await expect.poll(() => card.getAttribute('data-hover')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('A21: the explore local tab forces the overlay visible: its one-tap save shows on every card without pointing', async () => {
    const { page, errors } = await browsing.signIn('demo', '/today/local/');
    await waitForHydration(page);
    const cards = page.locator('[data-test-id="pin"][data-pin-kind="image"]');
    await cards.first().waitFor();
    await page.mouse.move(1, 1);
    for (const card of (await cards.all()).slice(0, 3)) {
      expect(await card.getAttribute('data-hover')).toBe('active');
      await expect.poll(() => primaryOpacity(card)).toBe('1');
      await card.locator('[data-test-id="save-button"]').waitFor({ state: 'visible' });
    }
    expect(errors).toEqual([]);
  });
});
