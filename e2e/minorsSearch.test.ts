// The header search box as a person uses it, at 1280x900 and on a 390x844 phone: it keeps the
// query after a search; focusing it lists the visitor's own recent searches (their local record)
// and the trending ones; it is a combobox a keyboard drives (the arrow keys move the active
// option, Enter follows it, Escape closes the list and keeps the text).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, SCREENS, waitForHydration } from './browser.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;

/** The header's search field, tapped first on a phone as a finger does (it spreads over the header). */
async function searchField(page: Page, phone: boolean) {
  const field = page.getByRole('combobox', { name: 'Search' });
  if (phone) await field.tap();
  return field;
}

describe.each(SCREENS)('the search box on the $name (docs/architecture.md: Discovery)', ({ options, phone }) => {
  it('keeps the query, then lists recent and trending searches on focus, driven by the keyboard as a combobox', async () => {
    const { page, errors } = await browsing.open({ ...options, cookies: { pb_country: 'US' } });
    await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    expect(await page.getByRole('combobox', { name: 'Search' }).getAttribute('aria-expanded')).toBe('false');
    let field = await searchField(page, phone);
    await field.fill('cozy kitchen');
    await field.press('Enter');
    await page.waitForURL(/\/search\/pins\/\?q=cozy/);
    await waitForHydration(page);
    field = await searchField(page, phone);
    await expect.poll(() => field.inputValue(), { timeout: 10_000 }).toBe('cozy kitchen');

    // Back home, the empty field's focus lists the visitor's own search and trending searches.
    await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    field = await searchField(page, phone);
    await field.focus();
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await list.waitFor();
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    expect(await field.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
    const recent = list.getByRole('group', { name: 'Recent searches' }).getByRole('option');
    expect(await recent.allTextContents()).toEqual(['cozy kitchen']);
    const trending = list.getByRole('group', { name: 'Trending searches' }).getByRole('option');
    expect(await trending.count()).toBeGreaterThan(0);
    const listBox = (await list.boundingBox())!;
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(options.viewport.width);

    // The keyboard: focus stays in the field, the active option moves and is announced.
    await field.press('ArrowDown');
    await field.press('ArrowDown');
    const activeId = await field.getAttribute('aria-activedescendant');
    const active = page.locator(`[id="${activeId}"]`);
    expect(await active.getAttribute('aria-selected')).toBe('true');
    expect(await active.textContent()).toBe(await trending.first().textContent());
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await field.press('Escape');
    await list.waitFor({ state: 'detached' });
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    await field.press('ArrowDown');
    await list.waitFor();
    await field.press('ArrowDown');
    const picked = (await page.locator(`[id="${await field.getAttribute('aria-activedescendant')}"]`).textContent()) ?? '';
    expect(picked).toBe('cozy kitchen');
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/pins/' && url.searchParams.get('q') === 'cozy kitchen');
    expect(new URL(page.url()).searchParams.get('rs')).toBe('typeahead_recent');
    expect(errors).toEqual([]);
  });
});

describe('the search box suggests boards by their name (docs/architecture.md: Discovery)', () => {
  it('Discovery: typed "minute", "ta" or "week", the Boards suggested are those whose name has a word starting so, never one matched by its description or owner', {
    timeout: 60_000,
  }, async () => {
    const { page, errors } = await browsing.open({ ...SCREENS[0].options, cookies: { pb_country: 'US' } });
    await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const field = page.getByRole('combobox', { name: 'Search' });
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    /** The boards suggested for what a person types, by name (the option reads "{board} · {owner}"). */
    const boardsFor = async (typed: string) => {
      await field.fill('');
      await field.pressSequentially(typed, { delay: 60 });
      // The suggestions for this text: the query suggestions (or topics) of it are listed first.
      await expect.poll(() => list.getByRole('option').first().textContent(), { timeout: 15_000 }).toMatch(new RegExp(typed, 'i'));
      const options = list.getByRole('group', { name: 'Boards' }).getByRole('option');
      return (await options.allTextContents()).map((text) => text.split(' · ')[0]);
    };
    const wordStarts = (name: string, typed: string) =>
      name
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .some((word) => word.startsWith(typed));
    for (const typed of ['minute', 'ta']) {
      const boards = await boardsFor(typed);
      for (const name of boards) expect(wordStarts(name, typed), `"${name}" suggested for "${typed}"`).toBe(true);
    }
    expect(await boardsFor('week')).toContain('Weeknight dinners');
    expect(errors).toEqual([]);
  });
});
