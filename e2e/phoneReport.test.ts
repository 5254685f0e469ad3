// A member reporting a pin on a touch phone, by finger only (docs/rules/pin-card.md#dialogs-a-card-opens): a long press
// opens the card's menu sheet, Report Pin closes the sheet for good and opens the report dialog on
// top of everything, and each of its buttons (Cancel, Next, Report, Close) is on screen and takes
// the tap meant for it.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowserSession } from './browser.ts';
import { sql } from './localState.ts';
import { holdFinger, lateChunks, PHONE } from './touch.ts';

const browsing = openBrowserSession();
const DEMO = "(SELECT id FROM users WHERE username = 'demo')";
const filed = (pinId: string) => sql<{ report_reason: string }>(`SELECT report_reason FROM pin_feedback WHERE pin_id = ${pinId} AND user_id = ${DEMO}`);
const unfile = (pinId: string) => sql(`DELETE FROM pin_feedback WHERE pin_id = ${pinId} AND user_id = ${DEMO}`);

/** Whether `control` is inside the phone's screen and is what a finger on its middle touches (nothing covers it). */
async function tappable(control: Locator): Promise<boolean> {
  const box = await control.boundingBox();
  if (!box || box.y < 0 || box.y + box.height > 844 || box.x < 0 || box.x + box.width > 390) return false;
  return control.evaluate(
    (el, at) => {
      const hit = document.elementFromPoint(at.x, at.y);
      return hit !== null && (hit === el || el.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

/** The card menu sheet is open and can be seen. */
const sheetShown = (page: Page) => page.locator('[data-test-id="pin-menu"]:popover-open').count();

/** A person's finger on `control`: checked reachable first, then tapped where it is. */
async function tapOn(page: Page, control: Locator): Promise<void> {
  await control.waitFor();
  await expect.poll(() => tappable(control), { timeout: 5_000 }).toBe(true);
  const box = (await control.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

describe('reporting a pin by touch on a phone (pin-card: Dialogs a card opens)', () => {
  it('A33: long press, Report Pin, Cancel; again, a reason, Next, Report, Close: the sheet closes for good and every step takes its tap (pin-card: Dialogs a card opens)', async () => {
    const { page, errors } = await browsing.signIn('demo', '/', PHONE);
    // A slow phone: the long-press code comes a second after the first touch.
    await lateChunks(page, /longPress-/, 1000);
    const card = page.locator('[data-test-id="masonry"] [data-test-id="pin"][data-pin-kind="image"]').nth(1);
    const pinId = (await card.getAttribute('data-pin-id'))!;
    unfile(pinId);
    const report = page.locator('[data-test-id="pin-menu"]').getByRole('menuitem', { name: 'Report Pin' });
    const dialog = page.getByRole('dialog', { name: 'Report Pin' });
    // First the person changes their mind: Cancel closes the dialog, and neither the sheet nor the closeup opens after.
    await holdFinger(page, card.locator('.pin-card__media-box'), 1400);
    await tapOn(page, report);
    await tapOn(page, dialog.getByRole('button', { name: 'Cancel' }));
    await dialog.waitFor({ state: 'detached' });
    await page.waitForTimeout(800);
    expect(await sheetShown(page)).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    // Then reports it.
    await holdFinger(page, card.locator('.pin-card__media-box'), 700);
    await tapOn(page, report);
    await dialog.waitFor();
    // The sheet is gone, and stays gone while the person reads the reasons.
    for (let look = 0; look < 8; look++) {
      expect(await sheetShown(page), `${look * 200} ms after Report Pin`).toBe(0);
      await page.waitForTimeout(200);
    }
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    const next = dialog.getByRole('button', { name: 'Next' });
    expect(await tappable(cancel)).toBe(true);
    await tapOn(page, dialog.getByText('Harassment or bullying'));
    expect(await dialog.getByRole('radio', { name: 'Harassment or bullying' }).isChecked()).toBe(true);
    await tapOn(page, next);
    await dialog.locator('[data-test-id="report-confirm"]').waitFor();
    expect(filed(pinId)).toEqual([]);
    await tapOn(page, dialog.getByRole('button', { name: 'Report', exact: true }));
    await dialog.locator('[data-test-id="report-thanks"]').waitFor();
    expect(filed(pinId)).toEqual([{ report_reason: 'harassment' }]);
    await tapOn(page, dialog.getByRole('button', { name: 'Close' }));
    await dialog.waitFor({ state: 'detached' });
    await page.waitForTimeout(800);
    expect(await sheetShown(page)).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    unfile(pinId);
    expect(errors).toEqual([]);
  });
});
