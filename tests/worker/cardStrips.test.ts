// The card surfaces drawn as short rows on existing pages (docs/rules/pin-card.md#screens-and-routes-spec-000-2): the shopping small
// carousel, a visual search's inspiration shopping pin, a profile's story and activity rows and a pin's engagement details, each in
// the first HTML.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { BoardDetail, Pin, SaveResult } from '#shared/types.ts';
import { call, signUp } from './accountHelpers.ts';
import { getResource, request } from './helpers.ts';

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The pin cards the page's HTML draws inside the row on `surface`: their pin ids and kinds. */
async function rowCards(path: string, surface: string, headers: Record<string, string> = {}) {
  const response = await request(path, { headers });
  expect(response.status).toBe(200);
  const html = await response.text();
  const start = html.indexOf(`data-card-surface="${surface}"`);
  if (start < 0) return null;
  const row = html.slice(start, html.indexOf('</section>', start));
  return [...row.matchAll(/data-test-id="pin" data-pin-id="(\d+)" data-pin-kind="(\w+)"/g)].map((m) => ({ id: m[1], kind: m[2] }));
}

describe('A9: card rows on their own surfaces (pin-card: Screens and routes)', () => {
  it('A9: the shopping page leads with a small carousel of its first products, drawn as cards, the grid after it', async () => {
    const carousel = await rowCards('/shopping/', 'shoppingCarousel');
    expect(carousel?.length).toBe(6);
    for (const card of carousel ?? []) expect(card.kind).toBe('product');
    // The grid does not draw them again.
    const grid = (await rowCards('/shopping/', 'shopFeed')) ?? [];
    expect(grid.length).toBeGreaterThan(0);
    expect(grid.map((c) => c.id)).not.toEqual(expect.arrayContaining(carousel!.map((c) => c.id)));
    // Other editorial feeds have none.
    expect(await rowCards('/videos/', 'shoppingCarousel')).toBeNull();
  });

  it('A9: the same carousel on a 390 px phone', async () => {
    expect((await rowCards('/shopping/', 'shoppingCarousel', { 'user-agent': PHONE_UA }))?.length).toBe(6);
  });

  it('A9: a visual search leads with the one product that looks most like the pin, drawn as a card', async () => {
    const seed = await env.DB.prepare(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.is_promoted = 0 AND p.kind = 'image' LIMIT 1`,
    ).first<{ id: number }>();
    const inspiration = await rowCards(`/pin/${seed!.id}/visual-search/`, 'visualInspirationShopping');
    expect(inspiration).toHaveLength(1);
    expect(inspiration![0].kind).toBe('product');
    const products = (await rowCards(`/pin/${seed!.id}/visual-search/products/`, 'shopFeed')) ?? [];
    expect(products[0]?.id).toBe(inspiration![0].id);
    // The products tab is all products already: no row above it.
    expect(await rowCards(`/pin/${seed!.id}/visual-search/products/`, 'visualInspirationShopping')).toBeNull();
  });

  it('A9: a creator’s profile shows the story pins they made and their latest activity, each a row of cards', async () => {
    const creator = await env.DB.prepare(
      `SELECT u.username FROM pins p JOIN users u ON u.id = p.pinner_id JOIN boards b ON b.id = p.board_id
        WHERE p.kind = 'story' AND p.origin_pin_id IS NULL AND p.deleted_at IS NULL AND b.privacy = 'public'
        GROUP BY u.id ORDER BY count(*) DESC LIMIT 1`,
    ).first<{ username: string }>();
    const stories = (await rowCards(`/${creator!.username}/`, 'creatorStories')) ?? [];
    expect(stories.length).toBeGreaterThan(0);
    for (const card of stories) expect(card.kind).toBe('story');
    const activity = (await rowCards(`/${creator!.username}/`, 'creatorActivity')) ?? [];
    expect(activity.length).toBeGreaterThan(0);
    expect(activity.map((c) => c.id)).not.toEqual(expect.arrayContaining(stories.map((c) => c.id)));
  });

  it('A9: a pin’s engagement details draw the saves others made of it as cards, on a desktop and a 390 px phone', async () => {
    const pin = await env.DB.prepare(
      `SELECT o.id, count(*) AS saves FROM pins s JOIN pins o ON o.id = s.origin_pin_id JOIN boards b ON b.id = s.board_id
        WHERE s.deleted_at IS NULL AND o.deleted_at IS NULL AND b.privacy = 'public' AND o.is_promoted = 0 GROUP BY o.id ORDER BY saves DESC LIMIT 1`,
    ).first<{ id: number; saves: number }>();
    for (const headers of [{}, { 'user-agent': PHONE_UA }] as Array<Record<string, string>>) {
      const cards = (await rowCards(`/pin/${pin!.id}/engagement/`, 'engagementDetails', headers)) ?? [];
      expect(cards.length).toBeGreaterThan(0);
      const origins = await env.DB.prepare('SELECT DISTINCT origin_pin_id AS origin FROM pins WHERE id IN (SELECT value FROM json_each(?))')
        .bind(JSON.stringify(cards.map((c) => Number(c.id))))
        .all<{ origin: number }>();
      expect(origins.results).toEqual([{ origin: pin!.id }]);
    }
    expect((await request('/pin/999999999/engagement/')).status).toBe(404);
  });

  it('A9: the retrieval hub draws a member’s own saves as cards, and finds them by their words; a visitor is asked to log in', async () => {
    const me = await signUp('hub');
    const pins = (await getResource<Pin[]>('HomefeedResource', { page_size: 25 })).body.resource_response.data!.filter((p) => !p.isPromoted && p.title);
    const board = (await call<BoardDetail>('BoardResource', 'create', { name: 'Finds', privacy: 'secret' }, me.cookie)).data;
    const saved: string[] = [];
    for (const pin of pins.slice(0, 3)) {
      saved.push((await call<SaveResult>('RepinResource', 'create', { pin_id: pin.entityId, board_id: board.entityId }, me.cookie)).data.id);
    }
    for (const headers of [{ cookie: me.cookie }, { cookie: me.cookie, 'user-agent': PHONE_UA }] as Array<Record<string, string>>) {
      const cards = (await rowCards('/pins/', 'retrievalHub', headers)) ?? [];
      expect(cards.map((c) => c.id).sort()).toEqual([...saved].sort());
    }
    const word = pins[1].title.split(/\s+/).find((w) => w.length > 3) ?? pins[1].title;
    const found = (await rowCards(`/pins/?q=${encodeURIComponent(word)}`, 'retrievalHub', { cookie: me.cookie })) ?? [];
    expect(found.map((c) => c.id)).toContain(saved[1]);
    expect(await rowCards('/pins/?q=no-such-words-anywhere', 'retrievalHub', { cookie: me.cookie })).toBeNull();
    // The hub is a member's own: a visitor gets the login page.
    expect(await (await request('/pins/')).text()).toContain('Log in to find your Pins');
  });
});
