// Organizing boards and the profile as their owner does it, at 1280x900 and 390x844: "+ Section" on the board,
// the boards to move to listed as soon as Organize opens, a move or copy that says where the Pins went (and that a
// Pin is already there), every Pin of a big board to organize (not only the first page), a new member's avatar
// showing their initial, and the profile's board selects labelled.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePng } from '../tests/fixtures/images.ts';
import { openBrowserSession, SCREENS, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

/** The next id of `table`, as the worker picks one (worker/lib/freshIds.ts: ids are never reused). */
const nextId = (table: 'pins' | 'boards') =>
  `(MAX((SELECT COALESCE(MAX(id), 0) FROM ${table}), (SELECT COALESCE(MAX(max_id), 0) FROM id_high_water WHERE entity = '${table}')) + 1)`;

/** A fresh board of demo's with `pins` of their image pins saved onto it; answers its id, name and address. */
function boardWithPins(label: string, pins: number): { id: number; name: string; url: string } {
  const name = `${label} ${Date.now() % 1_000_000}`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const now = Date.now();
  const [board] = sql<{ id: number }>(
    `INSERT INTO boards (id, owner_id, name, slug, description, privacy, position, created_at)
       SELECT ${nextId('boards')}, id, '${name}', '${slug}', '', 'public', 0, ${now} FROM users WHERE username = 'demo' RETURNING id`,
  );
  const sources = sql<{ id: number }>(
    `SELECT p.id FROM pins p JOIN users u ON u.id = p.pinner_id
      WHERE u.username = 'demo' AND p.deleted_at IS NULL AND p.kind = 'image' AND p.board_id IS NOT NULL
      GROUP BY COALESCE(p.origin_pin_id, p.id) ORDER BY p.id DESC LIMIT ${pins}`,
  );
  for (const source of sources) {
    sql(
      `INSERT INTO pins (id, pinner_id, board_id, section_id, origin_pin_id, kind, title, description, alt_text, link, domain, image_signature, data, created_at)
         SELECT ${nextId('pins')}, pinner_id, ${board.id}, NULL, COALESCE(origin_pin_id, id), kind, title, description, alt_text, link, domain, image_signature, data, ${now}
           FROM pins WHERE id = ${source.id}`,
    );
  }
  sql(`UPDATE boards SET pin_count = (SELECT COUNT(*) FROM pins WHERE board_id = ${board.id} AND deleted_at IS NULL) WHERE id = ${board.id}`);
  return { id: board.id, name, url: `/demo/${slug}/` };
}

describe('organize and profile', () => {
  for (const screen of SCREENS) {
    it(`pin-card: Pins, boards and viewers: at ${screen.options.viewport.width} px the owner adds a section with "+ Section"; another member has no such control`, {
      timeout: 60_000,
    }, async () => {
      const board = boardWithPins('Sectioned', 0);
      const visit = await browsing.signIn('demo', board.url, screen.options);
      const { page } = visit;
      const add = page.locator('[data-test-id="add-section"]');
      await add.getByText('+ Section').click();
      const sectionName = `Breakfast ${screen.name}`;
      await add.getByLabel('Section name').fill(sectionName);
      await add.getByRole('button', { name: 'Add section' }).click();
      await page.waitForURL((url) => url.pathname.startsWith(board.url) && url.pathname !== board.url);
      expect(await page.locator('h1').textContent()).toBe(sectionName);
      expect(visit.errors).toEqual([]);

      const other = await browsing.signIn('partner', board.url, screen.options);
      expect(await other.page.locator('[data-test-id="add-section"]').count()).toBe(0);
    });
  }

  for (const screen of SCREENS) {
    it(`pin-card: Pins, boards and viewers: at ${screen.options.viewport.width} px Organize lists the boards at once, Move says where the Pin went, and a Pin already there is said to be`, {
      timeout: 90_000,
    }, async () => {
      const from = boardWithPins('Moving from', 3);
      const to = boardWithPins('Moving to', 0);
      const visit = await browsing.signIn('demo', from.url, screen.options);
      const { page } = visit;
      await page.getByRole('button', { name: 'Organize' }).click();
      const editor = page.locator('[data-test-id="bulk-editor"]');
      const boards = editor.getByLabel('Target board');
      // The list is there without touching it, within a moment of opening.
      await expect.poll(() => boards.locator('option').count(), { timeout: 3_000 }).toBeGreaterThan(1);
      expect(await boards.locator('option').first().textContent()).toBe('Choose a board…');

      const cards = editor.locator('[data-test-id="pin"]');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(3);
      // Copy the first Pin to the other board: said, naming it.
      await cards.nth(0).locator('.pin-card__select').click();
      await boards.selectOption({ label: to.name });
      await editor.getByRole('button', { name: 'Copy', exact: true }).click();
      const done = editor.locator('[data-test-id="bulk-editor-done"]');
      await expect.poll(() => done.textContent()).toBe(`Copied 1 Pin to ${to.name}.`);

      // Moving that Pin there too: it is already there, and it says so.
      await cards.nth(0).locator('.pin-card__select').click();
      await boards.selectOption({ label: to.name });
      await editor.getByRole('button', { name: 'Move', exact: true }).click();
      const error = editor.locator('[data-test-id="bulk-editor-error"]');
      await expect.poll(() => error.textContent()).toBe(`This Pin is already on ${to.name}.`);
      expect(await cards.count()).toBe(3);

      // Moving it with another (the first stays selected): said, naming the board, and the one moved leaves this grid.
      expect(await cards.nth(0).getAttribute('data-selection-state')).toBe('selected');
      await cards.nth(1).locator('.pin-card__select').click();
      await boards.selectOption({ label: to.name });
      await editor.getByRole('button', { name: 'Move', exact: true }).click();
      await expect.poll(() => done.textContent()).toBe(`Moved 1 Pin to ${to.name}. 1 was already there.`);
      expect(await cards.count()).toBe(2);
      const [{ n }] = sql<{ n: number }>(`SELECT COUNT(*) AS n FROM pins WHERE board_id = ${to.id} AND deleted_at IS NULL`);
      expect(n).toBe(2);
      expect(visit.errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    });
  }

  it('Organize covers the whole board (pin-card: Pins, boards and viewers): every Pin of a 55-Pin board is listed, reorderable, and "Select all" moves them all but the one kept out', {
    timeout: 120_000,
  }, async () => {
    const from = boardWithPins('Big board', 55);
    const to = boardWithPins('All moved to', 0);
    const [{ n: total }] = sql<{ n: number }>(`SELECT COUNT(*) AS n FROM pins WHERE board_id = ${from.id} AND deleted_at IS NULL`);
    expect(total).toBe(55);
    const visit = await browsing.signIn('demo', from.url, SCREENS[0].options);
    const { page } = visit;
    await page.getByRole('button', { name: 'Organize' }).click();
    const editor = page.locator('[data-test-id="bulk-editor"]');
    const cards = editor.locator('[data-test-id="pin"]');
    // Every Pin is there to select, not only the first page, and the person need not scroll for it.
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(55);

    // Reorder lists them all: the last is "position 55 of 55", and it moves like the others.
    await editor.getByRole('button', { name: 'Reorder pins' }).click();
    const movable = editor.locator('[aria-roledescription="movable Pin"]');
    expect(await movable.count()).toBe(55);
    const last = movable.nth(54);
    expect(await last.getAttribute('aria-label')).toMatch(/, position 55 of 55$/);
    const lastId = await last.getAttribute('data-pin-id');
    await last.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Space');
    await expect.poll(() => editor.locator('[data-test-id="reorder-status"]').textContent()).toBe('Dropped');
    expect(await movable.nth(53).getAttribute('data-pin-id')).toBe(lastId);
    await editor.getByRole('button', { name: 'Select pins' }).click();
    await expect.poll(() => cards.count()).toBe(55);

    // Select all is all 55, said so; one tapped out leaves 54 of 55, never "All but 0".
    const count = editor.locator('[data-test-id="bulk-editor-count"]');
    await editor.getByRole('button', { name: 'Select all' }).click();
    expect(await count.textContent()).toBe('All 55 Pins selected');
    const keptOut = cards.nth(54);
    const keptId = await keptOut.getAttribute('data-pin-id');
    await keptOut.locator('.pin-card__select').click();
    expect(await count.textContent()).toBe('54 of 55 Pins selected');
    expect(await keptOut.getAttribute('data-selection-state')).not.toBe('selected');
    await editor.getByLabel('Target board').selectOption({ label: to.name });
    await editor.getByRole('button', { name: 'Move', exact: true }).click();
    await expect.poll(() => editor.locator('[data-test-id="bulk-editor-done"]').textContent()).toBe(`Moved 54 Pins to ${to.name}.`);
    await expect.poll(() => cards.count()).toBe(1);
    const left = sql<{ id: number }>(`SELECT id FROM pins WHERE board_id = ${from.id} AND deleted_at IS NULL`);
    expect(left.map((r) => String(r.id))).toEqual([keptId]);
    const [{ n: moved }] = sql<{ n: number }>(`SELECT COUNT(*) AS n FROM pins WHERE board_id = ${to.id} AND deleted_at IS NULL`);
    expect(moved).toBe(54);
    expect(visit.errors).toEqual([]);
  });

  for (const screen of SCREENS) {
    it(`pin-card: Pins, boards and viewers: at ${screen.options.viewport.width} px a new member's avatar shows their initial, and the profile's board selects are labelled`, {
      timeout: 60_000,
    }, async () => {
      const username = `newbie_${screen.name}_${Date.now() % 1_000_000}`;
      const visit = await browsing.signUp(username, `/${username}/`, screen.options);
      const { page } = visit;
      await waitForHydration(page);
      const avatar = page.locator('[data-test-id="profile-header"] .profile__avatar');
      expect(await avatar.textContent()).toBe('N');
      expect(await avatar.isVisible()).toBe(true);
      // Each board select has a visible name a person reads, not only one for screen readers.
      const selects = page.locator('.profile__filters select');
      const labels0 = await selects.evaluateAll((els) => els.map((el) => (el as HTMLSelectElement).labels?.length ?? 0));
      expect(labels0.every((n) => n === 1)).toBe(true);
      // And on someone's profile with boards, the three selects are there, each labelled.
      const demo = await browsing.signIn('demo', '/demo/', screen.options);
      const demoSelects = demo.page.locator('.profile__filters select');
      expect(await demoSelects.count()).toBe(3);
      const labels = await demoSelects.evaluateAll((els) => els.map((el) => (el as HTMLSelectElement).labels?.[0]?.firstChild?.textContent?.trim() ?? ''));
      expect(labels).toEqual(['Show', 'View', 'Sort boards']);
      expect(visit.errors).toEqual([]);
    });
  }

  for (const screen of SCREENS) {
    it(`pin-card: Pins, boards and viewers: at ${screen.options.viewport.width} px a member uploads their own profile photo, and their profile shows it`, {
      timeout: 120_000,
    }, async () => {
      const username = `photo_${screen.name}_${Date.now() % 1_000_000}`;
      const visit = await browsing.signUp(username, '/settings/', screen.options);
      const { page } = visit;
      const file = join(tmpdir(), `${username}.png`);
      writeFileSync(
        file,
        makePng(320, 320, (x, y) => [(x * 3) % 256, (y * 5) % 256, 140]),
      );
      await page.locator('[data-test-id="own-photo-input"]').setInputFiles(file);
      const preview = page.locator('[data-test-id="own-photo-preview"]');
      await expect.poll(() => preview.getAttribute('src'), { timeout: 45_000 }).toMatch(/^\/i\/736x\/[a-f0-9]{32}\.png$/);
      const signature = /([a-f0-9]{32})/.exec((await preview.getAttribute('src'))!)![1];
      await page.locator('[data-test-id="settings-profile"] button[type="submit"]').click();
      await page.getByText('Your profile is saved.').waitFor();
      const [row] = sql<{ image_signature: string }>(`SELECT image_signature FROM users WHERE username = '${username}'`);
      expect(row.image_signature).toBe(signature);
      await page.goto(`${browsing.baseUrl}/${username}/`);
      expect(await page.locator('[data-test-id="profile-header"] img.profile__avatar').getAttribute('src')).toContain(signature);
      expect(visit.errors).toEqual([]);
    });
  }
});
