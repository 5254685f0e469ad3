// Tabbing through a grid at 1280x900 (docs/architecture.md#the-interface-and-phones): each pin is one or two Tab stops
// (its link and its Save), and the card's other controls are reached inside it with the arrow keys.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';

const browsing = openBrowserSession();

/** A person's Tab: held 250 ms, then 250 ms before the next key. */
async function tab(page: Page) {
  await page.keyboard.press('Tab', { delay: 250 });
  await page.waitForTimeout(250);
}

/** The focused element: the card it is in (or null) and its name as a person hears it. */
const focus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const card = el?.closest<HTMLElement>('[data-test-id="pin"]');
    return { card: card?.dataset.pinId ?? null, name: (el?.getAttribute('aria-label') || el?.textContent || el?.tagName || '').trim() };
  });

describe('a card’s tab stops (docs/architecture.md: The interface and phones)', () => {
  it('Interface: at 1280x900, tabbing at 250 ms a key, each pin is at most two Tab stops, and the arrow keys reach the rest of the card', async () => {
    const { page, errors } = await browsing.signIn('demo', '/?exp=quick_save:control', { viewport: { width: 1280, height: 900 } });
    await waitForHydration(page);
    // Tab from the top of the page to the first card.
    let at = await focus(page);
    for (let i = 0; i < 40 && !at.card; i++) {
      await tab(page);
      at = await focus(page);
    }
    expect(at.card).not.toBeNull();
    // Through the first five cards: how many Tab presses each holds.
    const stops = new Map<string, string[]>();
    for (let i = 0; i < 30 && stops.size <= 5; i++) {
      if (at.card) stops.set(at.card, [...(stops.get(at.card) ?? []), at.name]);
      await tab(page);
      at = await focus(page);
    }
    const tooMany = [...stops].filter(([, names]) => names.length > 2);
    expect(tooMany).toEqual([]);

    // Inside a card the arrow keys move through its controls: Save, the board button and More options among them. A card
    // demo has not saved (earlier files save pins, and a card whose pin demo saved reads "Saved").
    const card = page
      .locator('[data-test-id="pin"][data-save-control="inline"][data-pin-kind="image"]:has([data-test-id="save-control"][data-save-state="unsaved"])')
      .first();
    await card.locator('a.pin-card__image').focus();
    const reached: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('ArrowRight');
      const now = await focus(page);
      if (now.card !== (await card.getAttribute('data-pin-id'))) break;
      if (reached.at(-1) !== now.name) reached.push(now.name);
    }
    expect(reached).toEqual(expect.arrayContaining(['Save', 'More options']));
    // The board button names where Save goes ("Profile ▾", or a board).
    expect(reached.some((name) => name.endsWith('▾'))).toBe(true);
    // And back.
    await page.keyboard.press('ArrowLeft');
    expect((await focus(page)).card).toBe(await card.getAttribute('data-pin-id'));
    expect(errors).toEqual([]);
  });
});
