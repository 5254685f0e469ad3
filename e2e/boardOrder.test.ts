// A person reorders a board's pins in organize mode, with a mouse and the keyboard at 1280x900 and a
// finger on a 390x844 phone, and the order holds after reload (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserSession, PHONE_UA, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

let board: { id: number; url: string } | undefined;
beforeAll(() => {
  [board] = sql<{ id: number; url: string }>(
    "SELECT b.id, '/' || u.username || '/' || b.slug || '/' AS url FROM boards b JOIN users u ON u.id = b.owner_id WHERE u.username = 'demo' AND (SELECT COUNT(*) FROM pins p WHERE p.board_id = b.id AND p.deleted_at IS NULL) >= 4 ORDER BY b.id LIMIT 1",
  );
});
// The demo board goes back to its newest-first order for the other tests.
afterAll(() => sql(`UPDATE pins SET board_position = id WHERE board_id = ${board!.id}`));

async function reorderMode(page: Page) {
  await page.getByRole('button', { name: 'Organize' }).click();
  await page.getByRole('button', { name: 'Reorder pins' }).click();
  await page.locator('[data-test-id="reorder-pins"] [data-pin-id]').first().waitFor();
}
const shown = (page: Page) =>
  page.locator('[data-test-id="reorder-pins"] [data-pin-id]').evaluateAll((items) => items.map((i) => i.getAttribute('data-pin-id')));
const stored = () =>
  sql<{ id: number }>(`SELECT id FROM pins WHERE board_id = ${board!.id} AND deleted_at IS NULL ORDER BY board_position DESC LIMIT 4`).map((r) => String(r.id));
const status = (page: Page) => page.locator('[data-test-id="reorder-status"]').textContent();

describe('reordering a board (pin-card: Pins, boards and viewers)', () => {
  it('at 1280x900 the keyboard and a mouse drag move pins, and the order holds after reload (pin-card: Pins, boards and viewers)', async () => {
    const { page, errors } = await browsing.signIn('demo', board!.url, { viewport: { width: 1280, height: 900 } });
    await reorderMode(page);
    const start = await shown(page);
    const [a, b, c] = start;
    // Keyboard: focus the first pin, lift it, move it two places later, drop it.
    await page.locator(`[data-pin-id="${a}"]`).focus();
    await page.keyboard.press('Space');
    expect(await status(page)).toBe(`Picked up pin 1 of ${start.length}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await status(page)).toBe('Moved to position 3');
    await page.keyboard.press('Space');
    expect(await status(page)).toBe('Dropped');
    await expect.poll(stored).toEqual([b, c, a, start[3]]);
    // Escape puts a lifted pin back.
    await page.locator(`[data-pin-id="${b}"]`).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    expect((await shown(page)).slice(0, 3)).toEqual([b, c, a]);
    // Mouse: drag the third pin onto the first.
    const from = (await page.locator(`[data-pin-id="${a}"]`).boundingBox())!;
    const to = (await page.locator(`[data-pin-id="${b}"]`).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(stored).toEqual([a, b, c, start[3]]);
    await page.reload();
    await waitForHydration(page);
    await reorderMode(page);
    expect((await shown(page)).slice(0, 4)).toEqual([a, b, c, start[3]]);
    expect(errors).toEqual([]);
  });

  it('on a 390x844 phone a finger drags a pin to a new place (pin-card: Pins, boards and viewers)', async () => {
    const { page, errors } = await browsing.signIn('demo', board!.url, { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, mobile: true });
    await reorderMode(page);
    const [a, b] = await shown(page);
    const from = (await page.locator(`[data-pin-id="${b}"]`).boundingBox())!;
    const to = (await page.locator(`[data-pin-id="${a}"]`).boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', from.x + from.width / 2, from.y + from.height / 2);
    for (let i = 1; i <= 8; i++)
      await touch('touchMove', from.x + from.width / 2 + ((to.x - from.x) * i) / 8, from.y + from.height / 2 + ((to.y - from.y) * i) / 8);
    await touch('touchEnd', 0, 0);
    await expect.poll(() => stored().slice(0, 2)).toEqual([b, a]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
