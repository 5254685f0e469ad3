// The header search's suggestions as a keyboard user meets them at 1280x900, tabbing at 250 ms a key on a slow
// connection: the list is open only while focus is in the field, Escape closes it and leaves focus in the field,
// and it never covers the control that has focus (docs/architecture.md#discovery).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';

const browsing = openBrowserSession();

/** A person's key press at 250 ms a key: held 250 ms, then 250 ms before the next. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key, { delay: 250 });
  await page.waitForTimeout(250);
}

/** Where focus is: in the search field, or elsewhere and then whether the top element at its middle is part of it. */
const focus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'page';
    if (el.getAttribute('role') === 'combobox') return 'field';
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return 'offscreen';
    const top = document.elementFromPoint(x, y);
    return top && (el.contains(top) || top.contains(el)) ? 'uncovered' : `covered by ${top?.className}`;
  });

describe('search suggestions and the keyboard (docs/architecture.md: Discovery)', () => {
  it('Discovery: tabbing at 250 ms a key the suggestions close once focus leaves the field, and Escape closes them with focus kept', async () => {
    const { page, errors } = await browsing.open({ viewport: { width: 1280, height: 900 }, cookies: { pb_country: 'US' } });
    // A slow connection: the suggestions' script arrives 1.5 s after it is asked for.
    await page.route(/\/assets\/SearchTypeahead-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${browsing.baseUrl}/`);
    await waitForHydration(page);
    const field = page.getByRole('combobox', { name: 'Search' });
    const list = page.getByRole('listbox', { name: 'Search suggestions' });

    // Tab from the top of the page into the field, then on through the page.
    let reached = false;
    for (let i = 0; i < 12 && !reached; i++) {
      await press(page, 'Tab');
      reached = (await focus(page)) === 'field';
    }
    expect(reached).toBe(true);
    for (let i = 0; i < 10; i++) {
      await press(page, 'Tab');
      const where = await focus(page);
      expect(where).not.toBe('field');
      expect(where).not.toMatch(/^covered/);
      expect(await list.isVisible()).toBe(false);
    }
    // Well after the script has come, the list is still closed and the field says so.
    await page.waitForTimeout(1500);
    expect(await list.isVisible()).toBe(false);
    expect(await field.getAttribute('aria-expanded')).toBe('false');

    // Focus back in the field opens the list; Escape closes it, keeps focus and the text.
    await field.focus();
    await field.pressSequentially('kit', { delay: 250 });
    await list.waitFor();
    await press(page, 'Escape');
    expect(await list.isVisible()).toBe(false);
    expect(await focus(page)).toBe('field');
    expect(await field.inputValue()).toBe('kit');
    // The arrow key opens it again, and one Tab away closes it.
    await press(page, 'ArrowDown');
    await list.waitFor();
    await press(page, 'Tab');
    expect(await focus(page)).not.toBe('field');
    expect(await list.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
});
