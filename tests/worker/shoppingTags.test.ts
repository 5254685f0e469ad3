// docs/rules/pin-card.md#screens-and-routes-spec-000-2: a shoppable pin's card links its keyword landing pages, the /shopping/ page
// of each of its interests, read with the pin from D1.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Pin } from '#shared/types.ts';
import { documentState, request } from './helpers.ts';

/** Each card's id and the hrefs of its keyword landing page tags. */
function tagsByCard(html: string): Map<number, string[]> {
  const tags = new Map<number, string[]>();
  for (const card of html.split('data-test-id="pin" data-pin-id="').slice(1)) {
    const list = /data-test-id="shopping-tags">(.*?)<\/ul>/s.exec(card);
    if (list)
      tags.set(
        Number(card.slice(0, card.indexOf('"'))),
        [...list[1].matchAll(/href="([^"]+)"/g)].map((m) => m[1]),
      );
  }
  return tags;
}

describe('keyword landing page tags on the card (pin-card: Screens and routes)', () => {
  it('A8: a shoppable pin links the /shopping/ pages of its interests, and each page answers with those products (pin-card: Screens and routes)', async () => {
    const pin = (await env.DB.prepare(
      `SELECT p.id, u.username, b.slug FROM pins p JOIN boards b ON b.id = p.board_id JOIN users u ON u.id = b.owner_id
        WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.is_promoted = 0 AND p.origin_pin_id IS NULL AND json_extract(p.data, '$.isShoppable') = 1
          AND EXISTS (SELECT 1 FROM pin_interests pi WHERE pi.pin_id = p.id) LIMIT 1`,
    ).first<{ id: number; username: string; slug: string }>())!;
    const interests = await env.DB.prepare('SELECT t.id, t.url_name FROM pin_interests pi JOIN interests t ON t.id = pi.interest_id WHERE pi.pin_id = ?')
      .bind(pin.id)
      .all<{ id: number; url_name: string }>();
    const html = await (await request(`/${pin.username}/${pin.slug}/`)).text();
    const tags = tagsByCard(html);
    const hrefs = tags.get(pin.id) ?? [];
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(interests.results.map((t) => `/shopping/${t.url_name}/${t.id}/`)).toContain(href);
    for (const href of hrefs) {
      const page = await request(href);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('data-test-id="editorial-page"');
    }
  });

  it('A8: only shoppable, non-promoted pins carry tags (pin-card: Screens and routes)', async () => {
    const shoppingHtml = await (await request('/shopping/')).text();
    const [home, shopping] = [tagsByCard(await (await request('/')).text()), tagsByCard(shoppingHtml)];
    // The card data the page embeds for hydration carries the same tags (pinJoin.shoppingKlpUrls).
    const data = documentState(shoppingHtml).page.data as { kind: 'editorial'; pins: { pins: Pin[] } };
    const embedded = data.pins.pins.filter((p) => p.pinJoin?.shoppingKlpUrls && shopping.has(Number(p.entityId)));
    expect(embedded.map((p) => [Number(p.entityId), p.pinJoin?.shoppingKlpUrls?.map((t) => t.url)])).toEqual([...shopping.entries()]);
    const tagged = [...home.keys(), ...shopping.keys()];
    expect(shopping.size).toBeGreaterThan(0);
    const rows = await env.DB.prepare(
      `SELECT is_promoted, json_extract(data, '$.isShoppable') AS shoppable FROM pins WHERE id IN (SELECT value FROM json_each(?))`,
    )
      .bind(JSON.stringify(tagged))
      .all<{ is_promoted: number; shoppable: number }>();
    expect(rows.results.length).toBe(new Set(tagged).size);
    expect(rows.results.every((r) => r.is_promoted === 0 && r.shoppable === 1)).toBe(true);
  });
});
