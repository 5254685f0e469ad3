// Keyboard and focus (docs/architecture.md#the-interface-and-phones): Escape in the board picker gives focus back to
// the control that opened it, at 1280x900; and on a 390x844 phone a control reached with Tab is never left under the
// sticky header or the members' tab bar (scroll padding).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserSession, PHONE_UA, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

/** What has focus: its test id or class, for messages. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? (el.dataset.testId ?? el.className ?? el.tagName) : null;
  });

let behaviour = 1;
beforeAll(() => {
  behaviour = sql<{ v: number }>("SELECT save_behavior AS v FROM users WHERE username = 'demo'")[0].v;
  sql("UPDATE users SET save_behavior = 1 WHERE username = 'demo'");
});
afterAll(() => sql(`UPDATE users SET save_behavior = ${behaviour} WHERE username = 'demo'`));

describe('keyboard and focus (docs/architecture.md: The interface and phones)', () => {
  it('Interface: Escape in the board picker gives focus back to the Save or board button that opened it, at 1280x900', async () => {
    const { page, errors } = await browsing.signIn('demo', '/?exp=quick_save:control', { viewport: { width: 1280, height: 900 } });
    await waitForHydration(page);
    const picker = page.locator('[data-test-id="board-picker"]');
    // A card's board button, opened with the keyboard.
    const card = page.locator('[data-test-id="pin"][data-save-control="inline"][data-pin-kind="image"]').first();
    await card.hover();
    const board = card.locator('.save-control__board');
    await board.focus();
    await page.keyboard.press('Enter');
    await picker.waitFor();
    await picker.getByRole('searchbox', { name: 'Search your boards' }).focus();
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    expect(await board.evaluate((el) => el === document.activeElement), `focus on ${await focused(page)}`).toBe(true);

    // A closeup's Save (the classic control: Save opens the picker).
    await page.goto(`${browsing.baseUrl}/pin/${await card.getAttribute('data-pin-id')}/`);
    await waitForHydration(page);
    const save = page.locator('[data-test-id="closeup"] [data-test-id="save-button"]');
    await save.focus();
    await page.keyboard.press('Enter');
    await picker.waitFor();
    await picker.getByRole('searchbox', { name: 'Search your boards' }).focus();
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    expect(await save.evaluate((el) => el === document.activeElement), `focus on ${await focused(page)}`).toBe(true);
    expect(errors).toEqual([]);
  });

  it('Interface: on a phone a control reached with Tab is never under the header or the tab bar', async () => {
    const { page, errors } = await browsing.signIn('demo', '/', { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, mobile: true });
    await waitForHydration(page);
    await page.locator('.tab-bar').waitFor();
    const hidden: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        // The header's and the tab bar's own controls are where they are; so are the skip link and the top layer.
        if (!el || el === document.body || el.closest('.header, .tab-bar, .skip-link, [popover]')) return null;
        const box = el.getBoundingClientRect();
        if (box.height === 0) return null;
        const header = document.querySelector('.header')!.getBoundingClientRect().bottom;
        const bar = document.querySelector('.tab-bar')!.getBoundingClientRect().top;
        return box.top < header - 1 || box.bottom > bar + 1 ? `${el.tagName}.${el.className} at ${Math.round(box.top)}-${Math.round(box.bottom)}` : null;
      });
      if (where) hidden.push(where);
    }
    expect(hidden).toEqual([]);
    expect(errors).toEqual([]);
  });
});
