// The dialogs a card opens, used with a mouse (docs/rules/pin-card.md#dialogs-a-card-opens): the ad
// explanation and the spam warning are drawn outside the card's pointer-less hover layer, so Close,
// Okay, the backdrop and each link take the click themselves, and nothing under them (another
// card's Save, the card's own link) does.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';
import { watchEventPosts } from './network.ts';

const browsing = openBrowserSession();

/** Every state-changing resource call the page makes (a save, a delete, a hide...). */
function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && path.startsWith('/resource/')) writes.push(path);
  });
  return writes;
}

/** Whether the point at the centre of `selector` hits that element (or inside it), not something above or below. */
async function takesPointer(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return Boolean(hit && (hit === el || el.contains(hit)));
  }, selector);
}

/** A real mouse click at the centre of an element. */
async function mouseClick(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

describe('dialogs opened from a card, with a mouse at 1280x900', () => {
  it('A11: the ad explanation on a card takes the pointer: each link opens a new tab, Close and the backdrop close it, and nothing else happens', async () => {
    const { page, context, errors } = await browsing.signIn('demo', '/?exp=quick_save:control,ad_label_wording:promoted');
    await page.waitForSelector('[data-test-id="masonry"]');
    const events = watchEventPosts(page);
    const writes = watchWrites(page);
    const url = page.url();
    const ad = page.locator('[data-test-id="pin"][data-pin-kind="ad"]').first();
    const adId = await ad.getAttribute('data-pin-id');
    const open = async () => {
      await ad.hover();
      await ad.locator('[data-test-id="pin-menu-button"]').click();
      await page.locator('[role="menuitem"]', { hasText: 'Why am I seeing this?' }).click();
      await page.waitForSelector('[data-test-id="ad-explanation"]');
    };
    await open();
    // The dialog is not inside the card: the card's hover layer ignores the pointer.
    expect(await page.locator('[data-test-id="pin"] [data-test-id="ad-explanation"]').count()).toBe(0);
    const links = page.locator('[data-test-id="ad-explanation"] a');
    expect(await links.count()).toBe(4);
    for (let i = 0; i < 4; i++) {
      const selector = `[data-test-id="ad-explanation"] li:nth-child(${i + 1}) a`;
      expect(await takesPointer(page, selector)).toBe(true);
      const href = await page.locator(selector).getAttribute('href');
      const [tab] = await Promise.all([context.waitForEvent('page'), mouseClick(page, selector)]);
      expect(new URL(tab.url(), browsing.baseUrl).pathname).toBe(new URL(href ?? '', browsing.baseUrl).pathname);
      await tab.close();
      expect(await page.locator('[data-test-id="ad-explanation"]').count()).toBe(1);
    }
    expect(await takesPointer(page, '[data-test-id="ad-explanation"] button')).toBe(true);
    await mouseClick(page, '[data-test-id="ad-explanation"] button');
    await page.locator('[data-test-id="ad-explanation"]').waitFor({ state: 'detached' });
    await expect.poll(() => events.acceptedPairs().filter(([type, id]) => type === 7761 && id === adId).length).toBe(1);

    // The backdrop, away from the box, closes it too.
    await open();
    await page.mouse.click(20, 880);
    await page.locator('[data-test-id="ad-explanation"]').waitFor({ state: 'detached' });
    await expect.poll(() => events.acceptedPairs().filter(([type, id]) => type === 7761 && id === adId).length).toBe(2);

    expect(writes).toEqual([]);
    expect(page.url()).toBe(url);
    expect(errors).toEqual([]);
  });

  it('A12: the spam warning from a card source link takes the pointer: Learn more opens the guidelines, Okay closes it, and the page stays', async () => {
    const [pin] = sql<{ id: number; username: string; slug: string }>(
      `SELECT p.id, u.username, b.slug FROM pins p JOIN boards b ON b.id = p.board_id JOIN users u ON u.id = b.owner_id
       WHERE p.deleted_at IS NULL AND p.is_promoted = 0 AND b.privacy = 'public' AND p.link LIKE 'https://blocked.example/%' LIMIT 1`,
    );
    expect(pin).toBeTruthy();
    const { page, context, errors } = await browsing.open();
    await page.goto(`${browsing.baseUrl}/${pin.username}/${pin.slug}/`);
    await waitForHydration(page);
    const writes = watchWrites(page);
    const url = page.url();
    const card = page.locator(`[data-test-id="pin"][data-pin-id="${pin.id}"]`);
    const open = async () => {
      await card.hover();
      await card.locator('[data-test-id="outbound-link"]').click();
      await page.waitForSelector('[data-test-id="spam-warning"]');
    };
    await open();
    expect(await page.locator('[data-test-id="pin"] [data-test-id="spam-warning"]').count()).toBe(0);

    const learn = '[data-test-id="spam-warning"] .spam-warning__learn';
    expect(await takesPointer(page, learn)).toBe(true);
    const [tab] = await Promise.all([context.waitForEvent('page'), mouseClick(page, learn)]);
    expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe('/community-guidelines/#spam');
    await tab.close();

    const okay = '[data-test-id="spam-warning"] .spam-warning__okay';
    expect(await takesPointer(page, okay)).toBe(true);
    await mouseClick(page, okay);
    await page.locator('[data-test-id="spam-warning"]').waitFor({ state: 'detached' });

    await open();
    await page.mouse.click(20, 880);
    await page.locator('[data-test-id="spam-warning"]').waitFor({ state: 'detached' });

    expect(writes).toEqual([]);
    expect(page.url()).toBe(url);
    expect(errors).toEqual([]);
  });
});
