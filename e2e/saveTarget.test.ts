// The board a card names beside Save is where Save puts the pin, at 1280x900 (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4):
// across several cards, after saves on other cards to other boards, after a board chosen in the dropdown, and under
// both save_behavior settings, the board shown, the toast's board and the saved row's board are one.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

/** The board a member's save of `pinId` landed on: its name, or "Profile" for the quick-saves board. */
const savedBoard = (username: string, pinId: string) =>
  sql<{ name: string; layout: string }>(
    `SELECT b.name, b.layout FROM pins p JOIN boards b ON b.id = p.board_id
       WHERE p.origin_pin_id = ${Number(pinId)} AND p.pinner_id = (SELECT id FROM users WHERE username = '${username}') AND p.deleted_at IS NULL`,
  ).map((row) => (row.layout === 'quick_saves' ? 'Profile' : row.name));

const setSaveBehavior = (username: string, value: 0 | 1) => sql(`UPDATE users SET save_behavior = ${value} WHERE username = '${username}'`);

/** Every text the save toast showed on this page, in order (a toast lasts 5 s; a loaded machine may read late). */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    const record = () => {
      const text = document.querySelector('[data-test-id="save-toast-text"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { toastsSeen: string[] }).toastsSeen]);
}

describe('the board beside Save is where Save saves (pin-card: Card states and the save flow)', () => {
  it('A28: on card after card the board shown, the toast and the saved row name the same board, under either save_behavior', async () => {
    const username = `st_${Date.now().toString(36)}`;
    const { page, errors } = await browsing.signUp(username, '/', { viewport: { width: 1280, height: 900 } });
    setSaveBehavior(username, 1);
    const open = async () => {
      await page.goto(`${browsing.baseUrl}/?exp=quick_save:control`);
      await waitForHydration(page);
      return recordToasts(page);
    };
    let toasts = await open();
    const cards = page.locator(
      '[data-test-id="pin"][data-save-control="inline"]:is([data-pin-kind="image"], [data-pin-kind="recipe"], [data-pin-kind="article"], [data-pin-kind="product"])',
    );
    await cards.first().waitFor();
    const picker = page.locator('[data-test-id="board-picker"]');
    let used = 0;

    /** The next card, hovered, and the board its dropdown names once the member's boards are known. */
    async function nextCard(): Promise<{ card: Locator; pinId: string; shown: string }> {
      // A pin this member has saved already (the feed may show it again after a reload) names where it went.
      while (savedBoard(username, (await cards.nth(used).getAttribute('data-pin-id')) ?? '').length > 0) used++;
      const card = cards.nth(used++);
      await card.scrollIntoViewIfNeeded();
      await card.hover();
      const board = card.locator('.save-control__board');
      // "…" while the member's boards load.
      await expect.poll(async () => (await board.textContent())?.startsWith('…')).toBe(false);
      const shown = ((await board.textContent()) ?? '').replace(/\s*▾\s*$/, '');
      return { card, pinId: (await card.getAttribute('data-pin-id')) ?? '', shown };
    }
    /** After a save: the toast says the board, the row is on it, and the card still names it. */
    async function savedTo(card: Locator, pinId: string, board: string) {
      await expect.poll(async () => (await toasts()).at(-1)).toBe(`Saved to ${board}`);
      await expect.poll(() => savedBoard(username, pinId)).toEqual([board]);
      await card.hover();
      // Save's title names the board whole; the board button beside it stays, naming where the pin went.
      await expect.poll(() => card.locator('[data-test-id="save-button"]').getAttribute('title')).toBe(`Saved to ${board}`);
      await expect.poll(() => card.locator('.save-control__board').textContent()).toBe(`${board} ▾`);
    }
    async function createInPicker(card: Locator, name: string) {
      await card.locator('.save-control__board').click();
      await picker.getByLabel('New board name').fill(name);
      await picker.getByRole('button', { name: 'Create' }).click();
      await picker.waitFor({ state: 'detached' });
    }
    async function chooseInPicker(card: Locator, name: string) {
      await card.locator('.save-control__board').click();
      await picker.locator('[data-test-id="picker-board"]', { hasText: name }).click();
      await picker.waitFor({ state: 'detached' });
    }
    async function saveWhereShown(expected: string) {
      const { card, pinId, shown } = await nextCard();
      expect(shown).toBe(expected);
      await card.locator('[data-test-id="save-button"]').click();
      await savedTo(card, pinId, shown);
    }

    // A new member has no board: the card names the profile, and Save saves there.
    await saveWhereShown('Profile');
    // A board made in one card's dropdown takes that pin; the next card names it, and its Save goes there.
    let next = await nextCard();
    await createInPicker(next.card, 'Alpha shelf');
    await savedTo(next.card, next.pinId, 'Alpha shelf');
    await saveWhereShown('Alpha shelf');
    next = await nextCard();
    await createInPicker(next.card, 'Beta kitchen');
    await savedTo(next.card, next.pinId, 'Beta kitchen');
    await saveWhereShown('Beta kitchen');
    // Choosing an older board in a dropdown saves there and makes it the one the other cards name.
    next = await nextCard();
    expect(next.shown).toBe('Beta kitchen');
    await chooseInPicker(next.card, 'Alpha shelf');
    await savedTo(next.card, next.pinId, 'Alpha shelf');
    await saveWhereShown('Alpha shelf');
    // A card saved earlier still names where its pin went.
    await cards.nth(3).hover();
    await expect.poll(() => cards.nth(3).locator('.save-control__board').textContent()).toBe('Beta kitchen ▾');

    // save_behavior "profile": every card names the profile and saves there, a board chosen in a dropdown included.
    setSaveBehavior(username, 0);
    toasts = await open();
    used = 10;
    await saveWhereShown('Profile');
    next = await nextCard();
    expect(next.shown).toBe('Profile');
    await chooseInPicker(next.card, 'Beta kitchen');
    await savedTo(next.card, next.pinId, 'Beta kitchen');
    await saveWhereShown('Profile');
    expect(errors).toEqual([]);
  });
});
