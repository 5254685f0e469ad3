// The share upsell on a closeup (docs/rules/closeup-and-visitors.md#constants-spec-002-9): a signed-out visitor sees it
// 4000 ms after the page, naming the messenger of their country's icon variant (shared/visitor/upsell.ts).
import { describe, expect, it } from 'vitest';
import { openBrowserSession, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

describe('the share upsell (closeup-and-visitors: Constants)', () => {
  it.each([
    { country: 'JP', variant: '20', messenger: 'LINE' },
    { country: 'BR', variant: '6', messenger: 'WhatsApp' },
  ])('C49: a visitor from $country gets icon variant $variant ($messenger) (closeup-and-visitors: Constants)', async ({ country, variant, messenger }) => {
    const [pin] = sql<{ id: number }>(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.kind = 'image' AND p.deleted_at IS NULL AND b.privacy = 'public' AND p.is_promoted = 0 ORDER BY p.id LIMIT 1",
    );
    const { page, errors } = await browsing.open({ cookies: { pb_country: country } });
    await page.goto(`${browsing.baseUrl}/pin/${pin.id}/`);
    await waitForHydration(page);
    const upsell = page.locator('[data-test-id="share-upsell"]');
    await upsell.waitFor();
    expect(await upsell.getAttribute('data-icon-variant')).toBe(variant);
    expect(await upsell.textContent()).toBe(`Share this Pin with a friend on ${messenger}`);
    expect(errors).toEqual([]);
  });
});
