// A card's title as a visitor reads it names the Pin it opens: a grid title (the short title a card shows) is the
// Pin's own title shortened, so the closeup's heading says the same thing (docs/rules/pin-card.md#display-rules-spec-000-5).
import { describe, expect, it } from 'vitest';
import { openBrowserSession, SCREENS, waitForHydration } from './browser.ts';
import { sql } from './localState.ts';

const browsing = openBrowserSession();

describe('a card names the Pin it opens', () => {
  it('pin-card: Display rules: a card showing its grid title opens a closeup whose title says the same', { timeout: 90_000 }, async () => {
    const candidates = sql<{ id: number; username: string; slug: string }>(
      `SELECT p.id, u.username, b.slug FROM pins p JOIN boards b ON b.id = p.board_id JOIN users u ON u.id = b.owner_id
        WHERE b.privacy = 'public' AND b.layout = 'default' AND p.deleted_at IS NULL AND p.is_promoted = 0 AND p.kind = 'image'
          AND json_extract(p.data, '$.gridTitle') IS NOT NULL AND json_extract(p.data, '$.seoNoindexReason') IS NULL
          AND trim(p.title) != ''
          AND p.board_position >= (SELECT MIN(q.board_position) FROM (SELECT board_position FROM pins WHERE board_id = b.id AND deleted_at IS NULL
                                    ORDER BY board_position DESC LIMIT 10) q)
        ORDER BY p.id LIMIT 6`,
    );
    const { page, errors } = await browsing.open({ ...SCREENS[0].options, cookies: { pb_country: 'US' } });
    let checked = 0;
    for (const pin of candidates) {
      await page.goto(`${browsing.baseUrl}/${pin.username}/${pin.slug}/`);
      await waitForHydration(page);
      const card = page.locator(`[data-test-id="pin"][data-pin-id="${pin.id}"]`);
      if ((await card.count()) === 0) continue;
      const cardTitle = ((await card.locator('.pin-card__title').textContent()) ?? '').trim();
      expect(cardTitle).not.toBe('');
      await card.locator('a[href*="/pin/"]').first().click();
      const heading = page.locator('h1.closeup__title');
      await heading.waitFor({ timeout: 20_000 });
      expect(((await heading.textContent()) ?? '').toLowerCase(), `card "${cardTitle}" opened another Pin`).toContain(cardTitle.toLowerCase());
      checked++;
      if (checked === 3) break;
    }
    expect(checked).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
