// Every menu and flyout closes the same way (client/components/useOutsidePress.ts): a press that
// starts outside it closes it at once (on the pointer going down, not on the click after), a press
// inside one of its items runs the item and leaves it open, and Escape closes it with the focus
// back on its button. The card menu, the closeup's more menu and share flyout, and a profile's more menu.
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

const madeUsers: number[] = [];
afterAll(() => {
  if (madeUsers.length) sql(`DELETE FROM users WHERE id IN (${madeUsers.join(',')})`);
});

/** A point of the page with nothing to press under it (no link, control, menu or card). */
async function quietPoint(page: Page): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(() => {
    for (let y = 120; y < window.innerHeight - 40; y += 23) {
      for (const x of [4, window.innerWidth - 4, Math.round(window.innerWidth / 2)]) {
        const at = document.elementFromPoint(x, y);
        if (at && !at.closest('a, button, input, textarea, select, [role], [popover], [data-test-id="pin"], [tabindex]')) return { x, y };
      }
    }
    return null;
  });
  if (!point) throw new Error('no quiet point on the page');
  return point;
}

/** Presses outside the open popup and holds: the popup must be gone before the pointer comes up. */
async function pressOutside(page: Page, button: Locator): Promise<void> {
  const { x, y } = await quietPoint(page);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
  await page.mouse.up();
}

async function escapeReturnsFocus(page: Page, button: Locator, popup: Locator): Promise<void> {
  await button.click();
  await popup.waitFor();
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });
  expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
}

describe('one way to close a menu (closeup-and-visitors: States and actions; pin-card: Card states and the save flow)', () => {
  it('user actions: the profile more menu closes on a press outside (before release) and on Escape; its item runs (closeup-and-visitors: States and actions)', async () => {
    const username = `press_${Date.now().toString(36)}`;
    const [member] = sql<{ id: number }>(
      `INSERT INTO users (username, email, created_at) VALUES ('${username}', '${username}@example.com', ${Date.now()}) RETURNING id`,
    );
    madeUsers.push(member!.id);
    const { page, errors } = await browsing.signIn('demo', `/${username}/`);
    const button = page.locator('[data-test-id="profile-more"]');
    const menu = page.getByRole('menu', { name: `More options for ${username}` });
    await button.click();
    await menu.waitFor();
    await pressOutside(page, button);
    await menu.waitFor({ state: 'detached' });
    await escapeReturnsFocus(page, button, menu);
    await button.click();
    await menu.getByRole('menuitem', { name: 'Block' }).click();
    const confirm = page.getByRole('dialog', { name: `Block ${username}?` });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(errors).toEqual([]);
  });

  it('the card menu closes on a press outside (before release) and on Escape (pin-card: Card states and the save flow)', async () => {
    const { page, errors } = await browsing.signIn('demo', '/');
    await waitForHydration(page);
    const card = page.locator('[data-test-id="pin"]:has([data-test-id="pin-menu-button"])').nth(1);
    await card.hover();
    const button = card.locator('[data-test-id="pin-menu-button"]');
    const menu = page.locator('[data-test-id="pin-menu"]');
    await button.click();
    await menu.waitFor();
    await pressOutside(page, button);
    await menu.waitFor({ state: 'detached' });
    await card.hover();
    await escapeReturnsFocus(page, button, menu);
    expect(errors).toEqual([]);
  });

  it('C37: the closeup more menu and share flyout stay open for a press inside, close on a press outside and on Escape (closeup-and-visitors: States and actions)', async () => {
    const [pin] = sql<{ id: number }>(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.deleted_at IS NULL AND p.kind = 'image' AND b.privacy = 'public' ORDER BY p.id LIMIT 1",
    );
    const { page, errors } = await browsing.signIn('demo', `/pin/${pin!.id}/`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browsing.baseUrl });
    const more = page.locator('[data-test-id="more-button"]');
    const menu = page.locator('[data-test-id="more-menu"]');
    await more.click();
    await menu.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect.poll(() => menu.getByRole('status').textContent()).toContain('Link copied!');
    await pressOutside(page, more);
    await menu.waitFor({ state: 'detached' });
    await escapeReturnsFocus(page, more, menu);

    const share = page.locator('[data-test-id="share-button"]');
    const flyout = page.locator('[data-test-id="share-flyout"]');
    await share.click();
    await flyout.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => flyout.getByRole('status').textContent()).toContain('Link copied!');
    await pressOutside(page, share);
    await flyout.waitFor({ state: 'detached' });
    await escapeReturnsFocus(page, share, flyout);
    expect(errors).toEqual([]);
  });
});
