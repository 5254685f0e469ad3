// Every popup and the keyboard at 1280x900, tabbing at 250 ms a key (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4):
// the search suggestions, a card's ⋯ menu, the board picker and the header's menu close once focus moves to a control
// outside them, and Tab always lands on a real control, never on the page's <body>.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';

const browsing = openBrowserSession();
const DESKTOP = { viewport: { width: 1280, height: 900 }, cookies: { pb_country: 'US' } };

/** A person's key press at 250 ms a key: held 250 ms, then 250 ms before the next. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key, { delay: 250 });
  await page.waitForTimeout(250);
}

/** What has focus: 'body' when nothing does, else its name, for messages. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    return el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 30) || el.className || el.tagName;
  });

/** Whether focus is inside the popup `selector` finds (false once it is gone). */
const focusIn = (page: Page, selector: string) => page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);

describe('popups close when focus leaves them (docs/architecture.md: The interface and phones)', () => {
  it('Interface: Tab out of a long search suggestion list moves focus to the next control and closes the list', async () => {
    const { page, errors } = await browsing.signIn('demo', '/', DESKTOP);
    await waitForHydration(page);
    const field = page.getByRole('combobox', { name: 'Search' });
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await field.click();
    // One letter: suggestions, topics, boards and people, a list taller than its max-height, so it scrolls.
    await field.pressSequentially('a', { delay: 250 });
    await list.waitFor();
    await expect.poll(() => list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await press(page, 'Tab');
    expect(await focused(page)).not.toBe('body');
    expect(await list.isVisible()).toBe(false);
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });

  it("Interface: Tab past a card's last ⋯ menu item closes the menu, focus on the next card", async () => {
    const { page, errors } = await browsing.signIn('demo', '/', DESKTOP);
    await waitForHydration(page);
    const card = page.locator('[data-test-id="pin"][data-save-control="inline"][data-pin-kind="image"]').first();
    await card.hover();
    await card.getByRole('button', { name: 'More options' }).focus();
    await press(page, 'Enter');
    const MENU = '[data-test-id="pin"] [role="menu"]';
    const menu = page.locator(MENU);
    await menu.first().waitFor();
    await expect.poll(() => focusIn(page, MENU)).toBe(true);
    for (let i = 0; i < 12 && (await focusIn(page, MENU)); i++) await press(page, 'Tab');
    expect(await focused(page)).not.toBe('body');
    expect(await menu.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('Interface: Shift+Tab out of the board picker past its board button closes the picker', async () => {
    const { page, errors } = await browsing.signIn('demo', '/?exp=quick_save:control', DESKTOP);
    await waitForHydration(page);
    const picker = page.locator('[data-test-id="board-picker"]');
    const card = page.locator('[data-test-id="pin"][data-save-control="inline"][data-pin-kind="image"]').first();
    await card.hover();
    const board = card.locator('.save-control__board');
    await board.focus();
    await press(page, 'Enter');
    await picker.waitFor();
    const search = picker.getByRole('searchbox', { name: 'Search your boards' });
    await search.focus();
    // Back to the board button (the picker's own control): still open; one more Shift+Tab leaves it.
    for (let i = 0; i < 6 && (await picker.isVisible()); i++) await press(page, 'Shift+Tab');
    expect(await picker.isVisible()).toBe(false);
    expect(await focused(page)).not.toBe('body');
    expect(errors).toEqual([]);
  });

  it("Interface: Tab past the header menu's last item closes the menu", async () => {
    const { page, errors } = await browsing.signIn('demo', '/', DESKTOP);
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Account menu' });
    const MENU = '[data-test-id="header-menu"]';
    const menu = page.locator(MENU);
    await button.focus();
    await press(page, 'Enter');
    await menu.waitFor();
    await press(page, 'Tab');
    expect(await focusIn(page, MENU)).toBe(true);
    for (let i = 0; i < 12 && (await focusIn(page, MENU)); i++) await press(page, 'Tab');
    expect(await focused(page)).not.toBe('body');
    expect(await menu.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
});
