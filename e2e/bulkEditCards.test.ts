// Bulk edit draws the pin card (docs/rules/pin-card.md#screens-and-routes-spec-000-2): the board's cards on the bulkEdit surface, with no
// hover overlay there (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4), each pressed to select it or let it go.
import { describe, expect, it } from 'vitest';
import { CARD_SIZES } from '#shared/constants.ts';
import { openBrowserSession, SCREENS } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

describe('bulk edit with the pin card (pin-card: Screens and routes, Card states and the save flow)', () => {
  it('A9, A34, A60: Organize shows the board as pin cards (its grid named bulkEdit) with no overlay, pressed to select and deselect (the selection states, a selected card drawn with the 3 px border), and Select all marks them all', async () => {
    const [board] = sql<{ url: string }>(
      "SELECT '/' || u.username || '/' || b.slug || '/' AS url FROM boards b JOIN users u ON u.id = b.owner_id WHERE u.username = 'demo' AND (SELECT COUNT(*) FROM pins p WHERE p.board_id = b.id AND p.deleted_at IS NULL) >= 3 ORDER BY b.id LIMIT 1",
    );
    const { page, errors } = await browsing.signIn('demo', board!.url, SCREENS[0].options);
    // Outside bulk edit a card has no selection state.
    await page.locator('[data-test-id="pin"]').first().waitFor();
    expect(await page.locator('[data-test-id="pin"][data-selection-state]').count()).toBe(0);
    await page.getByRole('button', { name: 'Organize' }).click();
    const editor = page.locator('[data-test-id="bulk-editor"]');
    const cards = editor.locator('[data-test-id="pin"]');
    await cards.first().waitFor();
    const first = cards.nth(0);
    const second = cards.nth(1);
    expect(await first.getAttribute('data-selection-state')).toBe('deselected');
    // Every card of the editor sits in the grid that names its surface.
    const surfaces = await cards.evaluateAll((els) => els.map((el) => el.closest('[data-card-surface]')?.getAttribute('data-card-surface') ?? null));
    expect(surfaces.length).toBeGreaterThan(0);
    expect(new Set(surfaces)).toEqual(new Set(['bulkEdit']));

    // Hovered, a card in bulk edit keeps its overlay hidden: no save, send or menu over the pin to select.
    await first.hover();
    expect(await first.getAttribute('data-hover')).toBe('hidden');
    expect(await first.locator('[data-test-id="pin-hover"]').count()).toBe(0);

    const select = first.locator('.pin-card__select');
    await select.click();
    await expect.poll(() => first.getAttribute('data-selection-state')).toBe('selected');
    // The selected border as drawn is the constant's width (the CSS reads it, never its own number).
    const outline = (card: typeof first) =>
      card.locator('.pin-card__media-box').evaluate((el) => ({ width: getComputedStyle(el).outlineWidth, style: getComputedStyle(el).outlineStyle }));
    expect(await outline(first)).toEqual({ width: `${CARD_SIZES.selectedBorder}px`, style: 'solid' });
    expect((await outline(second)).style).toBe('none');
    expect(await select.getAttribute('aria-pressed')).toBe('true');
    expect(await select.getAttribute('aria-label')).toBe('Pin is selected to be saved');
    expect(await second.getAttribute('data-selection-state')).toBe('deselected');
    await editor.getByText('1 selected', { exact: true }).waitFor();
    await select.click();
    await expect.poll(() => first.getAttribute('data-selection-state')).toBe('deselected');
    await editor.getByText('0 selected', { exact: true }).waitFor();

    await editor.getByRole('button', { name: 'Select all' }).click();
    const states = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-selection-state')));
    expect(new Set(states)).toEqual(new Set(['selected']));
    expect(errors).toEqual([]);
  });
});
