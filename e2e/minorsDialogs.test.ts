// Confirmations as proper dialogs, at 1280x900 and on a 390x844 phone: Delete Pin on the pin edit
// page, and Block, which lives in another member's profile more menu (⋯), not as a main button.
// A new member's profile hydrates cleanly (no React #418: the server and the client draw the same).
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openBrowserSession, SCREENS } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

const madePins: number[] = [];
const madeUsers: number[] = [];
afterAll(() => {
  if (madePins.length) sql(`DELETE FROM pins WHERE id IN (${madePins.join(',')})`);
  if (madeUsers.length) sql(`DELETE FROM users WHERE id IN (${madeUsers.join(',')})`);
});

/** A copy of one of demo's own pins, for a test to delete. */
function demoPinCopy(): number {
  const columns =
    'pinner_id, board_id, section_id, origin_pin_id, kind, title, description, alt_text, link, domain, image_signature, promoter_id, is_promoted, comments_disabled, data, created_at, deleted_at, updated_at, save_count';
  const [made] = sql<{ id: number }>(
    `INSERT INTO pins (${columns}) SELECT ${columns} FROM pins WHERE id = (
       SELECT p.id FROM pins p JOIN users u ON u.id = p.pinner_id WHERE u.username = 'demo' AND p.kind = 'image' AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL ORDER BY p.id LIMIT 1)
     RETURNING id`,
  );
  madePins.push(made!.id);
  return made!.id;
}

const press = (target: Locator, phone: boolean) => (phone ? target.tap() : target.click());

/** The dialog is modal, inside the screen, and holds the focus. */
async function expectModal(page: Page, dialog: Locator, width: number) {
  await dialog.waitFor();
  expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
}

describe.each(SCREENS)('confirmation dialogs on the $name', ({ options, phone }) => {
  it('C43: pin actions: Delete Pin asks in a modal dialog; Keep it keeps the pin, Delete deletes it (closeup-and-visitors: States and actions)', async () => {
    const id = demoPinCopy();
    const { page, errors } = await browsing.signIn('demo', `/pin/${id}/edit/`, options);
    const dialog = page.getByRole('dialog', { name: 'Delete this Pin?' });
    expect(await dialog.isVisible()).toBe(false);
    await press(page.getByRole('button', { name: 'Delete Pin' }), phone);
    await expectModal(page, dialog, options.viewport.width);
    await press(dialog.getByRole('button', { name: 'Keep it' }), phone);
    await dialog.waitFor({ state: 'hidden' });
    expect(sql(`SELECT deleted_at FROM pins WHERE id = ${id}`)).toEqual([{ deleted_at: null }]);
    if (!phone) {
      await page.getByRole('button', { name: 'Delete Pin' }).click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await press(page.getByRole('button', { name: 'Delete Pin' }), phone);
    await press(dialog.getByRole('button', { name: 'Delete', exact: true }), phone);
    await page.waitForURL((url) => !url.pathname.endsWith('/edit/'));
    expect(sql<{ deleted: number }>(`SELECT deleted_at IS NOT NULL AS deleted FROM pins WHERE id = ${id}`)).toEqual([{ deleted: 1 }]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('C44: user actions: Block is in the profile more menu and asks first; a new member’s profile hydrates cleanly (closeup-and-visitors: States and actions)', async () => {
    const username = `new_${options.viewport.width}_${Date.now().toString(36)}`;
    const [member] = sql<{ id: number }>(
      `INSERT INTO users (username, email, created_at) VALUES ('${username}', '${username}@example.com', ${Date.now()}) RETURNING id`,
    );
    madeUsers.push(member!.id);
    const { page, errors } = await browsing.signIn('demo', `/${username}/`, options);
    const header = page.locator('[data-test-id="profile-header"]');
    expect(await header.getByRole('button', { name: 'Block' }).count()).toBe(0);
    const more = header.getByRole('button', { name: 'More options' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await press(more, phone);
    const item = page.getByRole('menu').getByRole('menuitem', { name: 'Block' });
    await item.waitFor();
    await press(item, phone);
    const dialog = page.getByRole('dialog', { name: `Block ${username}?` });
    await expectModal(page, dialog, options.viewport.width);
    await press(dialog.getByRole('button', { name: 'Cancel' }), phone);
    await dialog.waitFor({ state: 'hidden' });
    expect(sql(`SELECT 1 FROM user_blocks WHERE blocked_id = ${member!.id}`)).toEqual([]);

    await press(more, phone);
    await press(page.getByRole('menu').getByRole('menuitem', { name: 'Block' }), phone);
    await press(dialog.getByRole('button', { name: 'Block', exact: true }), phone);
    await expect.poll(() => sql(`SELECT 1 AS b FROM user_blocks WHERE blocked_id = ${member!.id}`)).toEqual([{ b: 1 }]);
    expect(await header.getByRole('status').textContent()).toBe('Blocked');
    await press(more, phone);
    await press(page.getByRole('menu').getByRole('menuitem', { name: 'Unblock' }), phone);
    await expect.poll(() => sql(`SELECT 1 FROM user_blocks WHERE blocked_id = ${member!.id}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(options.viewport.width);
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('block is optimistic and reverted on failure', () => {
  it('C44: a block the server refuses (the member is gone by then) turns back to Block, says why and blocks nothing', async () => {
    const username = `gone_${Date.now().toString(36)}`;
    const [member] = sql<{ id: number }>(
      `INSERT INTO users (username, email, created_at) VALUES ('${username}', '${username}@example.com', ${Date.now()}) RETURNING id`,
    );
    madeUsers.push(member!.id);
    const { page } = await browsing.signIn('demo', `/${username}/`);
    const header = page.locator('[data-test-id="profile-header"]');
    const more = header.getByRole('button', { name: 'More options' });
    await more.click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Block' }).click();
    const dialog = page.getByRole('dialog', { name: `Block ${username}?` });
    await dialog.waitFor();
    // The member leaves before the block lands: the server answers the block with a refusal.
    sql(`DELETE FROM users WHERE id = ${member!.id}`);
    const answered = page.waitForResponse((r) => r.url().includes('/resource/UserBlockResource/create/'));
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    expect((await answered).status()).toBeGreaterThanOrEqual(400);
    await header.getByRole('alert').waitFor();
    expect(await header.getByRole('status').count()).toBe(0);
    await more.click();
    expect(await page.getByRole('menu').getByRole('menuitem').textContent()).toBe('Block');
    expect(sql(`SELECT 1 FROM user_blocks WHERE blocked_id = ${member!.id}`)).toEqual([]);
  }, 60_000);
});
