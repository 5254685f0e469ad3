// A story pin its creator deleted, as its owner's board draws it (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4):
// the card shows the deleted placeholder instead of the pin, and no menu.
import { describe, expect, it } from 'vitest';
import { openBrowserSession } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

describe('a deleted story pin on a card', () => {
  it("A22: the owner's board draws the card's deleted placeholder, with no image and no menu", async () => {
    const [pin] = sql<{ id: number; username: string; slug: string }>(
      `SELECT p.id, u.username, b.slug FROM pins p JOIN boards b ON b.id = p.board_id JOIN users u ON u.id = b.owner_id
        WHERE p.kind = 'story' AND json_extract(p.data, '$.storyPinData.isDeleted') = 1 AND p.deleted_at IS NULL
          AND p.pinner_id = b.owner_id AND b.privacy = 'public' ORDER BY p.id LIMIT 1`,
    );
    expect(pin).toBeTruthy();
    const { page, errors } = await browsing.signIn(pin.username, `/${pin.username}/${pin.slug}/`);
    await page.waitForSelector('[data-test-id="masonry"]');
    const card = page.locator(`[data-test-id="pin"][data-pin-id="${pin.id}"]`);
    await expect
      .poll(
        async () => {
          if ((await card.count()) > 0) return true;
          await page.mouse.wheel(0, 1500);
          return false;
        },
        { timeout: 30_000, message: 'the deleted story pin is not on its board' },
      )
      .toBe(true);
    await card.scrollIntoViewIfNeeded();
    const placeholder = card.locator('[data-test-id="deleted-story"]');
    expect(await placeholder.textContent()).toBe('This Pin was deleted by its creator');
    expect(await card.locator('img').count()).toBe(0);
    await card.hover();
    await page.waitForTimeout(300);
    expect(await card.locator('[data-test-id="pin-menu-button"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
