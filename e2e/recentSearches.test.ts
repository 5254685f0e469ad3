// Recent searches a person can remove, one at a time or all, at 1280x900 (docs/architecture.md#discovery): from the
// search box's list with the pointer or the Delete key (a member's on the server, a visitor's in their local record),
// and without JavaScript from the page that asks for a query.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;
const DESKTOP = { width: 1280, height: 900 };

const stored = (username: string) =>
  sql<{ query: string }>(
    `SELECT query FROM recent_searches WHERE user_id = (SELECT id FROM users WHERE username = '${username}') ORDER BY searched_at DESC`,
  ).map((r) => r.query);

/** Searches as a person does: types in the header's field and presses Enter. */
async function search(page: Page, query: string) {
  const field = page.getByRole('combobox', { name: 'Search' });
  await field.fill(query);
  await field.press('Enter');
  await page.waitForURL(/\/search\/pins\/\?q=/);
  await waitForHydration(page);
}

/** The recent searches the header's list shows once the empty field has focus on the home page. */
async function listedRecent(page: Page): Promise<string[]> {
  await page.goto(`${baseUrl}/`);
  await waitForHydration(page);
  await page.getByRole('combobox', { name: 'Search' }).focus();
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await list.waitFor();
  await list.getByRole('group', { name: 'Trending searches' }).waitFor();
  return list.getByRole('group', { name: 'Recent searches' }).getByRole('option').allTextContents();
}

describe('removing recent searches (docs/architecture.md: Discovery)', () => {
  it('Discovery: a member removes a recent search with its × and with Delete, then clears them all', async () => {
    const username = `rs_${Date.now().toString(36)}`;
    const { page, errors } = await browsing.signUp(username, '/', { viewport: DESKTOP });
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    for (const q of ['blue vases', 'cozy kitchen', 'rainy day crafts']) await search(page, q);
    expect(await listedRecent(page)).toEqual(['rainy day crafts', 'cozy kitchen', 'blue vases']);
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    const recent = list.getByRole('group', { name: 'Recent searches' });

    // The pointer: its × button.
    await list.getByRole('button', { name: 'Remove cozy kitchen from recent searches' }).click();
    await expect.poll(() => recent.getByRole('option').allTextContents()).toEqual(['rainy day crafts', 'blue vases']);
    await expect.poll(() => stored(username)).toEqual(['rainy day crafts', 'blue vases']);
    expect(await page.getByRole('combobox', { name: 'Search' }).evaluate((el) => el === document.activeElement)).toBe(true);

    // The keyboard: the active option and Delete.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Delete');
    await expect.poll(() => recent.getByRole('option').allTextContents()).toEqual(['blue vases']);
    await expect.poll(() => stored(username)).toEqual(['blue vases']);
    expect(await listedRecent(page)).toEqual(['blue vases']);

    // Clear all.
    await search(page, 'paper lanterns');
    expect(await listedRecent(page)).toEqual(['paper lanterns', 'blue vases']);
    await list.getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(() => recent.count()).toBe(0);
    await expect.poll(() => stored(username)).toEqual([]);
    expect(await listedRecent(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('Discovery: without JavaScript a member removes a recent search and clears them all from the search page', async () => {
    const username = `rn_${Date.now().toString(36)}`;
    const { page, errors } = await browsing.signUp(username, '/', { viewport: DESKTOP, javaScriptEnabled: false });
    for (const q of ['blue vases', 'cozy kitchen', 'rainy day crafts']) await page.goto(`${baseUrl}/search/pins/?q=${encodeURIComponent(q)}&rs=typed`);
    // The search page that asks for a query (the empty header search lands there).
    await page.goto(`${baseUrl}/search/pins/?q=&rs=typed`);
    const section = page.locator('[data-test-id="recent-searches"]');
    expect(await section.getByRole('link').allTextContents()).toEqual(['rainy day crafts', 'cozy kitchen', 'blue vases']);
    await section.getByRole('button', { name: 'Remove cozy kitchen' }).click();
    await page.waitForURL(`${baseUrl}/search/pins/?q=&rs=typed`);
    expect(await section.getByRole('link').allTextContents()).toEqual(['rainy day crafts', 'blue vases']);
    expect(stored(username)).toEqual(['rainy day crafts', 'blue vases']);
    await section.getByRole('button', { name: 'Clear all' }).click();
    await page.waitForURL(`${baseUrl}/search/pins/?q=&rs=typed`);
    expect(await section.count()).toBe(0);
    expect(stored(username)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('Discovery: a visitor removes a recent search kept on their device, then clears them all', async () => {
    const { page, errors } = await browsing.open({ viewport: DESKTOP, cookies: { pb_country: 'US' } });
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    for (const q of ['blue vases', 'cozy kitchen']) await search(page, q);
    expect(await listedRecent(page)).toEqual(['cozy kitchen', 'blue vases']);
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await list.getByRole('button', { name: 'Remove cozy kitchen from recent searches' }).click();
    await expect.poll(() => list.getByRole('group', { name: 'Recent searches' }).getByRole('option').allTextContents()).toEqual(['blue vases']);
    expect(await listedRecent(page)).toEqual(['blue vases']);
    await list.getByRole('button', { name: 'Clear all' }).click();
    expect(await listedRecent(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
