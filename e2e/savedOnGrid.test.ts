// A pin saved on its closeup reads Saved on the grid, as a person comes back to it on a fresh load: its card starts in
// the saved state, naming the board, and a second Save there makes no second copy (docs/rules/pin-card.md, Card states
// and the save flow).
import { describe, expect, it } from 'vitest';
import { openBrowserSession, type VisitOptions, waitForHydration } from './browser.ts';
import { findCard } from './feedCards.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();
const { baseUrl } = browsing;
const DESKTOP: VisitOptions = { viewport: { width: 1280, height: 900 } };
const HOME = '/?exp=quick_save:control';

/** How many live saves `username` has of the pin's root (a copy on any of their boards counts). */
const copies = (username: string, pinId: string) =>
  sql<{ n: number }>(
    `SELECT COUNT(*) AS n FROM pins s WHERE s.deleted_at IS NULL AND s.pinner_id = (SELECT id FROM users WHERE username = '${username}')
       AND s.origin_pin_id = (SELECT COALESCE(origin_pin_id, id) FROM pins WHERE id = ${Number(pinId)})`,
  )[0].n;

describe('a pin saved on its closeup reads Saved on the grid (pin-card: Card states and the save flow)', () => {
  it('A27, A28: saved on the closeup to a board, the home card reads Saved naming that board after a reload; its Save makes no copy', async () => {
    const username = `sg_${Date.now().toString(36)}`;
    const { page, errors } = await browsing.signUp(username, '/', DESKTOP);
    // Two boards, so the grid's next save would go elsewhere than the closeup's.
    sql(`UPDATE users SET save_behavior = 1 WHERE username = '${username}'`);
    for (const name of ['Weeknight dinners', 'Someday']) {
      const status = await page.evaluate(async (boardName) => {
        const response = await fetch('/resource/BoardResource/create/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ options: { name: boardName, privacy: 'public' } }),
        });
        return response.status;
      }, name);
      expect(status).toBeLessThan(300);
    }
    await page.goto(`${baseUrl}${HOME}`);
    await waitForHydration(page);
    const first = page.locator('[data-test-id="pin"][data-save-control="inline"][data-pin-kind="image"]:not(:has([data-save-state="saved"]))').first();
    await first.waitFor();
    const id = (await first.getAttribute('data-pin-id')) ?? '';
    expect(copies(username, id)).toBe(0);

    // The closeup: Save, then the board in the picker.
    await page.goto(`${baseUrl}/pin/${id}/`);
    await waitForHydration(page);
    await page.locator('[data-surface="closeup"] [data-test-id="save-button"]').click();
    const picker = page.locator('[data-test-id="board-picker"]');
    await picker.locator('[data-test-id="picker-board"]', { hasText: 'Weeknight dinners' }).click();
    await expect.poll(() => page.locator('[data-test-id="save-toast-text"]').textContent()).toBe('Saved to Weeknight dinners');
    expect(copies(username, id)).toBe(1);

    // Back on the grid, a fresh load: the card starts saved, its board button naming the board.
    await page.goto(`${baseUrl}${HOME}`);
    await waitForHydration(page);
    const card = await findCard(page, `pin ${id}`, `[data-pin-id="${id}"]`);
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    const save = card.locator('[data-test-id="save-button"]');
    await expect.poll(() => save.textContent()).toBe('Saved');
    expect(await card.locator('[data-test-id="save-control"]').getAttribute('data-save-state')).toBe('saved');
    expect((await card.locator('.save-control__board').textContent())?.replace(/\s*▾\s*$/, '')).toBe('Weeknight dinners');

    // A second Save there keeps it where it is: no second copy.
    const answered = page.waitForResponse((r) => r.url().includes('/resource/RepinResource/create/'));
    await save.click();
    expect((await answered).status()).toBeLessThan(300);
    await expect.poll(() => page.locator('[data-test-id="save-toast-text"]').textContent()).toBe('This Pin is already on Weeknight dinners.');
    expect(copies(username, id)).toBe(1);
    expect(errors).toEqual([]);
  });
});
