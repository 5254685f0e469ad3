// Click events (docs/rules/pin-card.md#calls-spec-000-7): a person's actions on a pin each send their
// event type (shared/events/clickEvents.ts) to POST /v3/events/, through the events batching.
import { describe, expect, it } from 'vitest';
import { openBrowserSession, SCREENS, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';
import { watchEventPosts } from './network.ts';

const browsing = openBrowserSession();

const PUBLIC_PIN = `FROM pins p LEFT JOIN boards b ON b.id = p.board_id
  WHERE p.deleted_at IS NULL AND p.is_promoted = 0 AND p.origin_pin_id IS NULL AND (b.id IS NULL OR b.privacy = 'public')`;

describe('click events (pin-card: Calls)', () => {
  it('A55: opening a closeup sends 13, its more menu 27, its share 7762, its source link 8948 (pin-card: Calls)', { timeout: 60_000 }, async () => {
    const [pin] = sql<{ id: number }>(`SELECT p.id ${PUBLIC_PIN} AND p.link LIKE 'https://blocked.example/%' LIMIT 1`);
    expect(pin).toBeTruthy();
    const id = String(pin.id);
    const { page, errors } = await browsing.open();
    const posts = watchEventPosts(page);
    const sent = () => posts.acceptedPairs();
    await page.goto(`${browsing.baseUrl}/pin/${id}/`);
    await waitForHydration(page);
    await expect.poll(sent, { timeout: 10_000 }).toContainEqual([13, id]);
    // A blocked link shows its warning and stays on the page: the click through was still made.
    await page.locator('a.closeup__source').click();
    const warning = page.locator('[data-test-id="spam-warning"]');
    await warning.locator('button', { hasText: 'Okay' }).click();
    await warning.waitFor({ state: 'detached' });
    await expect.poll(sent, { timeout: 10_000 }).toContainEqual([8948, id]);
    await page.locator('[data-test-id="more-button"]').click();
    await page.locator('[data-test-id="share-button"]').click();
    await expect.poll(sent, { timeout: 10_000 }).toEqual(
      expect.arrayContaining([
        [27, id],
        [7762, id],
      ]),
    );
    expect(sent().filter(([type]) => type === 13)).toEqual([[13, id]]);
    expect(errors).toEqual([]);
  });

  it("A55: opening a card's more menu in a grid sends 27 for that card's pin (pin-card: Calls)", { timeout: 60_000 }, async () => {
    const { page, errors } = await browsing.signIn('demo', '/', SCREENS[0].options);
    const posts = watchEventPosts(page);
    await waitForHydration(page);
    // A card below the first row, clear of the header; a member's card carries the menu.
    const cards = page.locator('[data-test-id="pin"]:has([data-test-id="pin-menu-button"])');
    await cards.first().waitFor();
    const card = (await cards.count()) > 8 ? cards.nth(8) : cards.last();
    const id = (await card.getAttribute('data-pin-id'))!;
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    await card.locator('[data-test-id="pin-menu-button"]').click();
    await page.locator('[role="menu"]').first().waitFor();
    await expect.poll(() => posts.acceptedPairs(), { timeout: 10_000 }).toContainEqual([27, id]);
    // The grid opened no closeup: the 27 is the card's own.
    expect(new URL(page.url()).pathname).toBe('/');
    expect(posts.acceptedPairs().filter(([type]) => type === 13)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('A55: moving a closeup carousel sends 601 forward and 602 back (pin-card: Calls)', { timeout: 60_000 }, async () => {
    const [pin] = sql<{ id: number }>(`SELECT p.id ${PUBLIC_PIN} AND p.kind = 'carousel' AND json_array_length(p.data, '$.carouselData.slots') >= 3 LIMIT 1`);
    expect(pin).toBeTruthy();
    const id = String(pin.id);
    const { page, errors } = await browsing.open();
    const posts = watchEventPosts(page);
    await page.goto(`${browsing.baseUrl}/pin/${id}/`);
    await waitForHydration(page);
    const carousel = page.locator('[data-test-id="carousel"]');
    await carousel.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => carousel.getAttribute('data-index')).toBe('1');
    await carousel.getByRole('button', { name: 'Previous' }).click();
    await expect
      .poll(() => posts.acceptedPairs(), { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining([
          [601, id],
          [602, id],
        ]),
      );
    expect(errors).toEqual([]);
  });
});
