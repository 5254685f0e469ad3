// The explore local tab (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): a member opens Local from /today/, saves a pin in one tap, and
// a second tap on the saved card opens the one-tap repin page (docs/rules/pin-card.md#screens-and-routes-spec-000-2) instead of unsaving; after a
// reload the card is still saved, from the feed's pinnedToBoard.
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';

const browsing = openBrowserSession();

describe('the explore local tab', () => {
  it('A5, A26: one tap saves, a tap on a saved card opens the repin page with its origin, and the saved state comes back from the feed (pin-card: Screens and routes, Card states and the save flow)', async () => {
    const { page, errors } = await browsing.signUp(`local_${Date.now().toString(36)}`, '/today/');
    const { baseUrl } = browsing;
    await waitForHydration(page);
    await page.getByRole('link', { name: 'local', exact: true }).click();
    await page.waitForURL(`${baseUrl}/today/local/`);
    await waitForHydration(page);

    const card = page.locator('[data-test-id="pin"][data-save-control="persistentOneClickSave"][data-pin-kind="image"]').first();
    const pinId = await card.getAttribute('data-pin-id');
    await card.hover();
    const save = card.locator('[data-test-id="save-button"]');
    expect(await save.textContent()).toBe('Save');
    await save.click();
    // Read from the toast that showed, which goes after 5 s.
    const toast = await page.waitForSelector('[data-test-id="save-toast-text"]');
    expect(await toast.textContent()).toBe('Saved to Profile');

    // Saved: the tap now leads to the repin page, not to "Pin deleted!".
    await card.hover();
    const saved = card.getByRole('link', { name: 'Saved' });
    await saved.click();
    await page.waitForURL(`${baseUrl}/pin/${pinId}/repin/?origin=%2Ftoday%2Flocal%2F`);
    await waitForHydration(page);
    expect(await page.textContent('h1')).toBe('Save this Pin');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`${baseUrl}/today/local/`);
    await waitForHydration(page);

    // After a reload the card is still saved: its state comes from being pinned to a board.
    const again = page.locator(`[data-test-id="pin"][data-pin-id="${pinId}"]`);
    await again.hover();
    expect(await again.getByRole('link', { name: 'Saved' }).getAttribute('href')).toBe(`/pin/${pinId}/repin/?origin=%2Ftoday%2Flocal%2F`);
    expect(errors).toEqual([]);
  });
});
