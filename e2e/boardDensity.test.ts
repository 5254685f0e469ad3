// docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: a board's grid may be dense. A member switches it on above the grid: the cards take
// the compact columns at once, and the choice is remembered for their next board page.
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

describe('pin density on a board (pin-card: Pins, boards and viewers)', () => {
  it('A17: a member turns the dense grid on; the cards narrow and it stays on after a reload (pin-card: Pins, boards and viewers)', async () => {
    const [board] = sql<{ url: string }>(
      "SELECT '/' || u.username || '/' || b.slug || '/' AS url FROM boards b JOIN users u ON u.id = b.owner_id WHERE u.username = 'demo' AND b.privacy = 'public' AND b.pin_count > 3 AND b.layout <> 'quick_saves' ORDER BY b.id LIMIT 1",
    );
    // demo starts with the default density (an earlier run may have left it dense).
    sql("DELETE FROM user_states WHERE state = 'BOARD_PIN_DENSITY'");
    const { page, errors } = await browsing.signIn('demo', board.url);
    await page.waitForSelector('[data-test-id="masonry"] [data-test-id="pin"]');
    await waitForHydration(page);
    const width = () =>
      page
        .locator('[data-test-id="masonry"] [data-test-id="pin"]')
        .first()
        .evaluate((el) => el.getBoundingClientRect().width);
    const before = await width();
    const toggle = page.getByRole('button', { name: 'Dense grid' });
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(width).toBeLessThan(before);
    // Remembered as a user state: the next visit opens dense.
    await expect
      .poll(
        () =>
          sql<{ value: string }>(
            "SELECT value FROM user_states WHERE state = 'BOARD_PIN_DENSITY' AND user_id = (SELECT id FROM users WHERE username = 'demo')",
          )[0]?.value,
      )
      .toBe('"dense"');
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    await expect.poll(width).toBe(before);
    expect(errors).toEqual([]);
  });
});
