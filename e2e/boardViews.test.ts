// A person on a board list and a board page: the COLORS view filter's chips on a 390 px phone
// (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: they wrap, none is off-screen) and the sensitivity screen of a sensitive board
// (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: "Show pins" shows the pins, and a reload keeps them shown), the owner's More ideas
// tab with its "New" badge, and "More creators like this" on a closeup (docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4).
import { describe, expect, it } from 'vitest';
import { openBrowserSession, PHONE_UA, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, mobile: true };

function sensitiveBoard() {
  const [board] = sql<{ id: number; url: string }>(
    "SELECT b.id, '/' || u.username || '/' || b.slug || '/' AS url FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.sensitive = 1 AND b.privacy = 'public' ORDER BY b.id LIMIT 1",
  );
  return board;
}

describe('board views (pin-card: Pins, boards and viewers; closeup-and-visitors: States and actions)', () => {
  it('C42: a visitor on a phone presses "Show pins" on a sensitive board and the pins stay shown after a reload (closeup-and-visitors: States and actions)', async () => {
    const board = sensitiveBoard();
    const { page, errors } = await browsing.open(PHONE);
    await page.goto(`${browsing.baseUrl}${board.url}`);
    await waitForHydration(page);
    await expect.poll(() => page.getByText('This board may contain sensitive content').isVisible()).toBe(true);
    expect(await page.locator('[data-test-id="masonry"] [data-test-id="pin"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Show pins' }).click();
    await page.locator('[data-test-id="masonry"] [data-test-id="pin"]').first().waitFor();
    await page.reload();
    await waitForHydration(page);
    await page.locator('[data-test-id="masonry"] [data-test-id="pin"]').first().waitFor();
    expect(await page.getByText('This board may contain sensitive content').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('C42: a member’s dismissal is kept: a reload and a new browser show the pins (closeup-and-visitors: States and actions)', async () => {
    const board = sensitiveBoard();
    sql(`DELETE FROM board_sensitivity_dismissals WHERE board_id = ${board.id} AND user_id = (SELECT id FROM users WHERE username = 'demo')`);
    const { page, errors } = await browsing.signIn('demo', board.url);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Show pins' }).click();
    await page.locator('[data-test-id="masonry"] [data-test-id="pin"]').first().waitFor();
    await page.reload();
    await waitForHydration(page);
    await page.locator('[data-test-id="masonry"] [data-test-id="pin"]').first().waitFor();
    expect(await page.getByRole('button', { name: 'Show pins' }).count()).toBe(0);
    expect(errors).toEqual([]);
    const again = await browsing.signIn('demo', board.url);
    await again.page.locator('[data-test-id="masonry"] [data-test-id="pin"]').first().waitFor();
    expect(await again.page.getByRole('button', { name: 'Show pins' }).count()).toBe(0);
  });

  it('on a 390 px phone a visitor picks a colour chip and sees the boards of that colour; no chip is off-screen (pin-card: Pins, boards and viewers)', async () => {
    const [member] = sql<{ username: string }>(
      `SELECT u.username FROM users u JOIN boards b ON b.owner_id = u.id WHERE b.cover_pin_id IS NOT NULL AND b.archived = 0 AND b.privacy = 'public'
        GROUP BY u.id ORDER BY COUNT(*) DESC, u.id LIMIT 1`,
    );
    const { page, errors } = await browsing.open(PHONE);
    await page.goto(`${browsing.baseUrl}/${member.username}/`);
    await waitForHydration(page);
    await page.getByRole('combobox', { name: 'View' }).selectOption('COLORS');
    const chips = page.getByRole('list', { name: 'Board colours' }).getByRole('button');
    await chips.first().waitFor();
    const count = await chips.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      const box = (await chips.nth(i).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const last = chips.nth(count - 1);
    await last.scrollIntoViewIfNeeded();
    await last.click();
    await expect.poll(() => last.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('[data-test-id="board-card"]').count()).toBeGreaterThan(0);
    // The title of the chip counts the boards it keeps, as the grid shows them.
    const title = (await last.getAttribute('title')) ?? '';
    await expect.poll(() => page.locator('[data-test-id="board-card"]').count()).toBe(Number.parseInt(title, 10));
    expect(errors).toEqual([]);
  });

  it('C42: the owner opens More ideas: ideas show, and the New badge is gone for good (closeup-and-visitors: States and actions)', async () => {
    const [board] = sql<{ id: number; url: string }>(
      `SELECT b.id, '/' || u.username || '/' || b.slug || '/' AS url FROM boards b JOIN users u ON u.id = b.owner_id
        WHERE u.username = 'demo' AND b.privacy = 'public' AND b.pin_count > 3 AND b.layout <> 'quick_saves' AND b.sensitive = 0 ORDER BY b.id LIMIT 1`,
    );
    sql(`UPDATE boards SET more_ideas_badge = 1 WHERE id = ${board.id}`);
    const { page, errors } = await browsing.signIn('demo', board.url, PHONE);
    await waitForHydration(page);
    const badge = page.locator('[data-test-id="more-ideas-badge"]');
    await expect.poll(() => badge.isVisible()).toBe(true);
    await page.getByRole('tab', { name: /More ideas/ }).click();
    await expect.poll(() => page.getByRole('tab', { name: /More ideas/ }).getAttribute('aria-selected')).toBe('true');
    await page.locator('[data-test-id="masonry"] [data-test-id="pin"]').first().waitFor();
    expect(await badge.count()).toBe(0);
    await expect.poll(() => sql<{ v: number }>(`SELECT more_ideas_badge AS v FROM boards WHERE id = ${board.id}`)[0].v).toBe(0);
    await page.reload();
    await waitForHydration(page);
    expect(await badge.count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  it('C43: a member on a closeup sees More creators like this and follows one (closeup-and-visitors: States and actions)', async () => {
    const [pin] = sql<{ id: number }>(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id JOIN users u ON u.id = p.pinner_id
        WHERE b.privacy = 'public' AND b.sensitive = 0 AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL AND p.is_promoted = 0 AND u.username <> 'demo'
          AND EXISTS (SELECT 1 FROM pin_interests i WHERE i.pin_id = p.id) ORDER BY p.id LIMIT 1`,
    );
    const { page, errors } = await browsing.signIn('demo', `/pin/${pin.id}/`, PHONE);
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'More creators like this' });
    await section.waitFor();
    const follow = section.getByRole('button', { name: /^Follow / }).first();
    const name = ((await follow.getAttribute('aria-label')) ?? '').replace(/^Follow /, '');
    await follow.scrollIntoViewIfNeeded();
    await follow.click();
    const unfollow = section.getByRole('button', { name: `Unfollow ${name}` });
    await expect.poll(() => unfollow.getAttribute('aria-pressed')).toBe('true');
    expect(await unfollow.textContent()).toBe('Following');
    // Put back as it was, the way a person would.
    await unfollow.click();
    await expect.poll(() => section.getByRole('button', { name: `Follow ${name}` }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe("the board edit page's collaborators", () => {
  it('C42: removing a collaborator is optimistic and, when the removal fails, the collaborator is back in the list with the reason', async () => {
    const [board] = sql<{ id: number; collaborators: number }>(
      `SELECT b.id, (SELECT COUNT(*) FROM board_collaborators c WHERE c.board_id = b.id) AS collaborators FROM boards b JOIN users u ON u.id = b.owner_id
        WHERE u.username = 'demo' AND b.layout <> 'quick_saves' AND EXISTS (SELECT 1 FROM board_collaborators c WHERE c.board_id = b.id) ORDER BY b.id LIMIT 1`,
    );
    expect(board).toBeTruthy();
    const { page } = await browsing.signIn('demo', `/board/${board.id}/edit/`);
    await waitForHydration(page);
    const list = page.locator('[data-test-id="collaborators"] li');
    const shown = await list.count();
    expect(shown).toBeGreaterThan(0);
    const first = await list.first().locator('a').textContent();
    // The removal fails (the site answers it with a server error).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/resource\/BoardCollaboratorResource\/delete\//, async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ resource_response: { error: { code: 'unavailable', message: 'Try again.' } } }),
      });
    });
    await list.first().getByRole('button', { name: 'Remove' }).click();
    // At once, before the answer: gone from the list.
    await expect.poll(() => list.count()).toBe(shown - 1);
    release();
    await expect.poll(() => list.count()).toBe(shown);
    expect(await list.first().locator('a').textContent()).toBe(first);
    await page.getByRole('alert').waitFor();
    expect(sql<{ n: number }>(`SELECT COUNT(*) AS n FROM board_collaborators WHERE board_id = ${board.id}`)[0].n).toBe(board.collaborators);
  }, 60_000);
});
