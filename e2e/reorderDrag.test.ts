// A person reorders a board at 1280x900 with real mouse drags in both directions and over several distances, and
// with the keyboard: each pin lands exactly where it was dropped, nothing stays lifted, and the order is saved
// (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

let board: { id: number; url: string } | undefined;
beforeAll(() => {
  [board] = sql<{ id: number; url: string }>(
    "SELECT b.id, '/' || u.username || '/' || b.slug || '/' AS url FROM boards b JOIN users u ON u.id = b.owner_id WHERE u.username = 'demo' AND (SELECT COUNT(*) FROM pins p WHERE p.board_id = b.id AND p.deleted_at IS NULL) >= 8 ORDER BY b.id LIMIT 1",
  );
});

const pins = (page: Page) => page.locator('[data-test-id="reorder-pins"] [data-pin-id]');
const shown = (page: Page) => pins(page).evaluateAll((items) => items.map((i) => i.getAttribute('data-pin-id') ?? ''));
const lifted = (page: Page) => page.locator('.reorder-pins__pin--lifted').count();
const stored = (count: number) =>
  sql<{ id: number }>(`SELECT id FROM pins WHERE board_id = ${board!.id} AND deleted_at IS NULL ORDER BY board_position DESC LIMIT ${count}`).map((r) =>
    String(r.id),
  );
/** `order` with the item at `from` taken out and put at `to`. */
function moved(order: readonly string[], from: number, to: number): string[] {
  const next = [...order];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

async function reorderMode(page: Page) {
  await page.getByRole('button', { name: 'Organize' }).click();
  await page.getByRole('button', { name: 'Reorder pins' }).click();
  await pins(page).first().waitFor();
}

/** Presses the mouse on the pin at `from`, moves it in small steps to the middle of the pin at `to`, and lets go. */
async function drag(page: Page, from: number, to: number) {
  const a = (await pins(page).nth(from).boundingBox())!;
  const b = (await pins(page).nth(to).boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + Math.min(a.height / 2, 40));
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + Math.min(b.height / 2, 40), { steps: 12 });
  await page.mouse.up();
}

describe('reordering a board by dragging (pin-card: Pins, boards and viewers)', () => {
  it('Board order: at 1280x900 a pin dragged later or earlier lands exactly where it is dropped, and the order is saved (pin-card: Pins, boards and viewers)', async () => {
    const { page, errors } = await browsing.signIn('demo', board!.url, { viewport: { width: 1280, height: 900 } });
    await waitForHydration(page);
    await reorderMode(page);
    let order = await shown(page);
    const count = order.length;
    // Later by one, three and five places, then earlier by four and two.
    for (const [from, to] of [
      [0, 1],
      [0, 3],
      [1, 6],
      [5, 1],
      [4, 2],
    ] as const) {
      await drag(page, from, to);
      order = moved(order, from, to);
      await expect.poll(() => shown(page)).toEqual(order);
      expect(await lifted(page)).toBe(0);
      await expect.poll(() => page.locator('[data-test-id="reorder-status"]').textContent()).toBe('Dropped');
      await expect.poll(() => stored(count)).toEqual(order);
    }
    // The keyboard: lift the second pin, two places later, drop.
    await pins(page).nth(1).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    order = moved(order, 1, 3);
    await expect.poll(() => shown(page)).toEqual(order);
    expect(await lifted(page)).toBe(0);
    await expect.poll(() => stored(count)).toEqual(order);
    // The order holds after a reload.
    await page.reload();
    await waitForHydration(page);
    await reorderMode(page);
    expect(await shown(page)).toEqual(order);
    expect(errors).toEqual([]);
  });
});
