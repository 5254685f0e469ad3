// The card title by write access (docs/rules/pin-card.md#roles-spec-000-6, docs/rules/pin-card.md#display-rules-spec-000-5) through the real board page:
// the pinner, who has write access, reads their own title on the card; anyone else the pin's grid title.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { request, sessionCookie } from './helpers.ts';

/** The card title of pin `id` in a page's HTML, or null when its card is not drawn there. */
function cardTitleIn(html: string, id: number): string | null {
  const at = html.indexOf(`data-pin-id="${id}"`);
  if (at < 0) return null;
  const next = html.indexOf('data-test-id="pin"', at + 1);
  const card = html.slice(at, next < 0 ? undefined : next);
  const match = card.match(/class="pin-card__title"[^>]*>([^<]*)</);
  return match ? match[1].replace(/&#x27;/g, "'").replace(/&amp;/g, '&') : null;
}

describe('A39: write access changes the card title (pin-card: Roles, Display rules)', () => {
  it('A39: the pinner sees their own title on the card, a visitor the grid title', async () => {
    const { results } = await env.DB.prepare(
      `SELECT p.id, p.title, json_extract(p.data, '$.gridTitle') AS grid, b.owner_id, u.username, b.slug FROM pins p
        JOIN boards b ON b.id = p.board_id JOIN users u ON u.id = b.owner_id
        WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.pinner_id = b.owner_id AND p.is_promoted = 0 AND p.kind = 'image'
          AND json_extract(p.data, '$.gridTitle') IS NOT NULL AND json_extract(p.data, '$.seoNoindexReason') IS NULL
          AND trim(p.title) != '' AND trim(p.title) != json_extract(p.data, '$.gridTitle')
        ORDER BY p.id DESC LIMIT 20`,
    ).all<{ id: number; title: string; grid: string; owner_id: number; username: string; slug: string }>();
    let checked = 0;
    for (const pin of results) {
      // Footers shown (the footer-hiding experiment would hide a member's card titles).
      const path = `/${pin.username}/${pin.slug}/?exp=footer_hiding_500417:control`;
      const visitor = cardTitleIn(await (await request(path)).text(), pin.id);
      if (visitor === null) continue;
      expect(visitor).toBe(pin.grid.trim());
      const cookie = await sessionCookie(pin.owner_id);
      const owner = cardTitleIn(await (await request(path, { headers: { cookie } })).text(), pin.id);
      expect(owner).toBe(pin.title.trim());
      checked++;
      if (checked === 2) break;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
