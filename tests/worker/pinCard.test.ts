// The pin card as the edge renders it for each viewer kind (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#display-rules-spec-000-5, docs/rules/pin-card.md#roles-spec-000-6), and hiding a pin
// (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#calls-spec-000-7: PUT /v3/p2p/{pin}/hide/ and /unhide/).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FIRST_HTML_CARDS } from '#shared/constants.ts';
import type { Pin } from '#shared/types.ts';
import { decoratePins } from '#worker/pins/pinData.ts';
import { GOOGLEBOT_UA, getResource, ORIGIN, request, sessionCookie } from './helpers.ts';

const CARD = /data-test-id="pin" data-pin-id="(\d+)" data-pin-kind="(\w+)" data-slot-index="\d+" data-save-control="(\w+)"/g;
const cards = (html: string) => [...html.matchAll(CARD)].map((m) => ({ id: m[1], kind: m[2], save: m[3] }));

/** The ids of the cards of a page that draw the shopping indicator. */
const markedCards = (html: string): number[] =>
  html
    .split('data-test-id="pin" data-pin-id="')
    .slice(1)
    .filter((c) => c.includes('data-test-id="shopping-indicator"'))
    .map((c) => Number(c.slice(0, c.indexOf('"'))));

async function homeHtml(init: RequestInit = {}, query = ''): Promise<string> {
  const response = await request(`/${query}`, init);
  expect(response.status).toBe(200);
  return response.text();
}

describe('the card per viewer kind (pin-card: Card states and the save flow, Roles)', () => {
  it("A45: a person's first HTML leaves out the annotation chips, shown only on an active card (after hydration); a bot's keeps their search links (pin-card: Who it serves)", async () => {
    const person = await homeHtml();
    const bot = await homeHtml({ headers: { 'user-agent': GOOGLEBOT_UA } });
    expect(cards(person).length).toBeGreaterThan(0);
    expect(person).not.toContain('class="pin-card__chips"');
    expect(bot).toContain('class="pin-card__chips"');
    expect(bot).toMatch(/<ul class="pin-card__chips" aria-label="Related topics"><li><a href="\/search\/pins\/\?q=[^"]+&amp;rs=pin_annotation">/);
  });

  it("a card's picture link is named by the picture's alt when that is the card's label, else by an aria-label (pin-card: Who it serves)", async () => {
    const html = await homeHtml();
    const links = [...html.matchAll(/<a class="pin-card__image" href="[^"]+"( aria-label="([^"]*)")?><picture><img [^>]*alt="([^"]*)"/g)];
    expect(links.length).toBeGreaterThan(0);
    // Either the alt names the link (no aria-label), or the aria-label says what the alt does not.
    for (const [, , label, alt] of links) expect(label).not.toBe(alt);
    expect(links.some(([, named]) => !named)).toBe(true);
    expect(links.some(([, named]) => named)).toBe(true);
  });

  it('A1, A19: gives signed-out visitors the upsell instead of a save button, and no footer hiding', async () => {
    const html = await homeHtml({}, '?exp=footer_hiding_500417:enabled');
    const all = cards(html);
    // A person's first HTML holds the cards of a large first screen (docs/performance.md).
    expect(all.length).toBe(FIRST_HTML_CARDS);
    expect(new Set(all.map((c) => c.save))).toEqual(new Set(['upsell']));
    expect(html.match(/class="pin-card__footer" style=/g)?.length ?? 0).toBeGreaterThan(0);
  });

  it('A1, A24: gives a signed-in desktop viewer inline save (or promote/hidden by the pin) (pin-card: Card states and the save flow)', async () => {
    const cookie = await sessionCookie(1);
    const all = cards(await homeHtml({ headers: { cookie } }, '?exp=quick_save:control'));
    expect(all.some((c) => c.save === 'inline')).toBe(true);
    expect(all.every((c) => ['inline', 'promote', 'hidden'].includes(c.save))).toBe(true);
  });

  it('A24: gives signed-in mobile viewers classic save, and quick save replaces it (pin-card: Card states and the save flow)', async () => {
    const cookie = await sessionCookie(1);
    const mobile = { cookie, 'sec-ch-ua-mobile': '?1' };
    expect(cards(await homeHtml({ headers: mobile }, '?exp=quick_save:control')).some((c) => c.save === 'classic')).toBe(true);
    const quick = cards(await homeHtml({ headers: mobile }, '?exp=quick_save:enabled'));
    expect(quick.some((c) => c.save === 'persistentOneClickSave')).toBe(true);
    expect(quick.some((c) => c.save === 'classic' || c.save === 'inline')).toBe(false);
  });

  it('A19, B28: hides the footer at first for signed-in viewers in experience 500417 (pin-card: Card states and the save flow)', async () => {
    const cookie = await sessionCookie(1);
    const html = await homeHtml({ headers: { cookie } }, '?exp=footer_hiding_500417:enabled');
    expect(html).not.toContain('class="pin-card__footer" style=');
  });

  it('A44: draws the shopping indicator on shoppable, non-promoted pins only (pin-card: Display rules)', async () => {
    const shoppable = (await env.DB.prepare(
      `SELECT p.id, u.username, b.slug FROM pins p JOIN boards b ON b.id = p.board_id JOIN users u ON u.id = b.owner_id
        WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.is_promoted = 0 AND json_extract(p.data, '$.isShoppable') = 1 LIMIT 1`,
    ).first<{ id: number; username: string; slug: string }>())!;
    const html = await (await request(`/${shoppable.username}/${shoppable.slug}/?exp=shopping_indicator_surfaces:control`)).text();
    const marked = markedCards(html);
    expect(marked).toContain(shoppable.id);
    const rows = await env.DB.prepare(
      `SELECT is_promoted, json_extract(data, '$.isShoppable') AS shoppable FROM pins WHERE id IN (SELECT value FROM json_each(?))`,
    )
      .bind(JSON.stringify(marked))
      .all<{ is_promoted: number; shoppable: number }>();
    expect(rows.results.every((r) => r.is_promoted === 0 && r.shoppable === 1)).toBe(true);
  });

  it('A44: the shopping indicator experiment decides per surface (a board grid is browsing, search is shopping) (pin-card: Display rules)', async () => {
    const shoppable = (await env.DB.prepare(
      `SELECT p.id, p.title, u.username, b.slug FROM pins p JOIN boards b ON b.id = p.board_id JOIN users u ON u.id = b.owner_id
        WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.is_promoted = 0 AND json_extract(p.data, '$.isShoppable') = 1 LIMIT 1`,
    ).first<{ id: number; title: string; username: string; slug: string }>())!;
    const board = (group: string) => request(`/${shoppable.username}/${shoppable.slug}/?exp=shopping_indicator_surfaces:${group}`).then((r) => r.text());
    expect(markedCards(await board('browse'))).toContain(shoppable.id);
    expect(markedCards(await board('shopping_intent'))).toEqual([]);
    const search = (group: string) =>
      request(`/search/pins/?q=${encodeURIComponent(shoppable.title)}&exp=shopping_indicator_surfaces:${group}`).then((r) => r.text());
    expect(markedCards(await search('shopping_intent')).length).toBeGreaterThan(0);
    expect(markedCards(await search('browse'))).toEqual([]);
  });

  it('A44: the shop feeds (/shopping/, /today/shop/) are the shop feed surface: shopping intent marks their cards, browse does not (pin-card: Display rules)', async () => {
    for (const path of ['/shopping/', '/today/shop/']) {
      const feed = (group: string) => request(`${path}?exp=shopping_indicator_surfaces:${group}`).then((r) => r.text());
      expect(markedCards(await feed('shopping_intent')).length, path).toBeGreaterThan(0);
      expect(markedCards(await feed('browse')), path).toEqual([]);
    }
    // A browsing discovery feed stays browsing.
    const videos = (group: string) => request(`/today/popular/?exp=shopping_indicator_surfaces:${group}`).then((r) => r.text());
    expect(markedCards(await videos('shopping_intent'))).toEqual([]);
  });

  it('A20: still labels every ad with its promoter and "Promoted" in experience 500417 (pin-card: Who it serves, Card states and the save flow)', async () => {
    const cookie = await sessionCookie(1);
    const html = await homeHtml({ headers: { cookie } }, '?exp=footer_hiding_500417:enabled,ad_label_wording:promoted');
    const ads = cards(html).filter((c) => c.kind === 'ad' || c.kind === 'third_party_ad');
    expect(ads.length).toBeGreaterThan(0);
    expect(html.match(/data-test-id="pin-disclosure"/g)?.length).toBe(ads.length);
    const labels = [...html.matchAll(/data-test-id="ad-label">([^<]+)</g)].map((m) => m[1]);
    expect(labels.filter((l) => l === 'Promoted').length).toBe(ads.length);
  });

  it('A38: labels every ad by the experiment group (pin-card: Card states and the save flow)', async () => {
    const html = await homeHtml({}, '?exp=ad_label_wording:sponsored');
    const ads = cards(html).filter((c) => c.kind === 'ad' || c.kind === 'third_party_ad');
    expect(ads.length).toBeGreaterThan(0);
    const labels = [...html.matchAll(/data-test-id="ad-label">([^<]+)</g)].map((m) => m[1]);
    expect(labels.filter((l) => l === 'Sponsored').length).toBe(ads.length);
    expect(labels.every((l) => l === 'Sponsored' || l.startsWith('Paid partnership') || l === 'Affiliate links')).toBe(true);
  });
});

describe('pins in board feeds (pin-card: Roles)', () => {
  it('A42: marks the boards a collaborator works on, so the card shows the group-board footer', async () => {
    const row = await env.DB.prepare(`SELECT c.board_id, c.user_id FROM board_collaborators c
      WHERE c.status = 'accepted' AND EXISTS (SELECT 1 FROM pins p WHERE p.board_id = c.board_id AND p.deleted_at IS NULL) LIMIT 1`).first<{
      board_id: number;
      user_id: number;
    }>();
    expect(row).not.toBeNull();
    const cookie = await sessionCookie(row!.user_id);
    const { response, body } = await getResource<Pin[]>('BoardFeedResource', { board_id: String(row!.board_id) }, { headers: { cookie } });
    expect(response.status).toBe(200);
    const pins = body.resource_response.data ?? [];
    expect(pins.length).toBeGreaterThan(0);
    expect(pins.every((p) => p.board?.collaboratedByMe === true)).toBe(true);
  });
});

describe('collaboratedByMe read with the pins (pin-card: Roles)', () => {
  it('the closeup, its related pins, the home feed and search mark exactly the boards the viewer collaborates on (pin-card: Roles)', async () => {
    const row =
      await env.DB.prepare(`SELECT c.board_id, c.user_id, (SELECT p.id FROM pins p WHERE p.board_id = c.board_id AND p.deleted_at IS NULL ORDER BY p.id LIMIT 1) AS pin_id
      FROM board_collaborators c JOIN boards b ON b.id = c.board_id
      WHERE c.status = 'accepted' AND b.privacy = 'public' AND (SELECT COUNT(*) FROM pins p WHERE p.board_id = c.board_id AND p.deleted_at IS NULL) > 1
      LIMIT 1`).first<{ board_id: number; user_id: number; pin_id: number }>();
    expect(row).not.toBeNull();
    const { results } = await env.DB.prepare("SELECT board_id FROM board_collaborators WHERE user_id = ? AND status = 'accepted'")
      .bind(row!.user_id)
      .all<{ board_id: number }>();
    const mine = new Set(results.map((r) => String(r.board_id)));
    const marked = (pins: Pin[]) => pins.every((p) => Boolean(p.board?.collaboratedByMe) === (p.board !== null && mine.has(p.board.entityId)));
    const headers = { cookie: await sessionCookie(row!.user_id) };

    const closeup = await getResource<Pin>('PinResource', { id: String(row!.pin_id) }, { headers });
    expect(closeup.body.resource_response.data?.board?.collaboratedByMe).toBe(true);

    const related = await getResource<Pin[]>('RelatedPinsResource', { pin_id: String(row!.pin_id) }, { headers });
    const relatedPins = related.body.resource_response.data ?? [];
    expect(relatedPins.some((p) => p.board?.entityId === String(row!.board_id))).toBe(true);
    expect(marked(relatedPins)).toBe(true);

    const home = await getResource<Pin[]>('HomefeedResource', {}, { headers });
    const homePins = home.body.resource_response.data ?? [];
    expect(homePins.length).toBeGreaterThan(0);
    expect(marked(homePins)).toBe(true);

    const title = await env.DB.prepare('SELECT title FROM pins WHERE id = ?').bind(row!.pin_id).first<string>('title');
    const word = (title ?? '').split(/\W+/).find((w) => w.length > 3) ?? '';
    const search = await getResource<Pin[]>('SearchResource', { q: word, page_size: 50 }, { headers });
    const found = search.body.resource_response.data ?? [];
    expect(found.some((p) => p.entityId === String(row!.pin_id))).toBe(true);
    expect(marked(found)).toBe(true);

    // Someone else sees the same closeup without the mark.
    const other = await getResource<Pin>('PinResource', { id: String(row!.pin_id) });
    expect(other.body.resource_response.data?.board?.collaboratedByMe).toBeUndefined();
  });
});

describe('carousel slot images (pin-card: Pins, boards and viewers)', () => {
  it('fills every slot of a page with more slots than D1 binds parameters (100)', async () => {
    const results = Array.from({ length: 150 }, (_, i) => ({ signature: `slotsig${String(i).padStart(25, '0')}` }));
    await env.DB.batch(
      results.map((r) =>
        env.DB.prepare("INSERT OR IGNORE INTO images (signature, ext, width, height, dominant_color) VALUES (?, 'jpg', 600, 800, '#777777')").bind(r.signature),
      ),
    );
    const { body } = await getResource<Pin[]>('HomefeedResource', {});
    const base = body.resource_response.data![0];
    const pins: Pin[] = results.map((r, i) => ({
      ...base,
      entityId: String(i + 1),
      board: null,
      carouselData: { carouselId: String(i), index: 0, slots: [{ slotId: String(i), title: '', imageSignature: r.signature }] },
    }));
    const decorated = await decoratePins(env.DB, pins, { forBot: false, viewerId: null });
    expect(decorated.filter((p) => p.carouselData!.slots[0].images?.['236x'])).toHaveLength(results.length);
  });

  it('a carousel read with its row has every slot image, sized for people and originals only for bots (pin-card: Pins, boards and viewers)', async () => {
    const { results } = await env.DB.prepare(
      `SELECT p.id, json_array_length(p.data, '$.carouselData.slots') AS slots FROM pins p JOIN boards b ON b.id = p.board_id
        WHERE p.kind = 'carousel' AND p.deleted_at IS NULL AND b.privacy = 'public' ORDER BY p.id LIMIT 3`,
    ).all<{ id: number; slots: number }>();
    expect(results.length).toBeGreaterThan(0);
    for (const row of results) {
      const person = (await getResource<Pin>('PinResource', { id: String(row.id) })).body.resource_response.data!;
      expect(person.carouselData!.slots).toHaveLength(row.slots);
      expect(person.carouselData!.slots.every((slot) => slot.images?.['236x'] && !slot.images.originals)).toBe(true);
      const bot = (await getResource<Pin>('PinResource', { id: String(row.id) }, { headers: { 'user-agent': GOOGLEBOT_UA } })).body.resource_response.data!;
      expect(bot.carouselData!.slots.every((slot) => slot.images?.originals && Object.keys(slot.images).length === 1)).toBe(true);
    }
  });
});

describe('hiding a pin (pin-card: Card states and the save flow, Calls)', () => {
  const put = (path: string, cookie?: string, origin = ORIGIN) => request(path, { method: 'PUT', headers: { origin, ...(cookie ? { cookie } : {}) } });

  it('A32: hides a pin from the viewer’s home feed and unhides it', async () => {
    const cookie = await sessionCookie(1);
    const first = cards(await homeHtml({ headers: { cookie } }))[0].id;
    const hide = await put(`/v3/p2p/${first}/hide/`, cookie);
    expect(hide.status).toBe(200);
    expect(((await hide.json()) as { resource_response: { data: unknown } }).resource_response.data).toBe(true);
    expect(cards(await homeHtml({ headers: { cookie } })).map((c) => c.id)).not.toContain(first);
    // others still see it
    expect(cards(await homeHtml()).map((c) => c.id)).toContain(first);
    // hiding twice is one hide
    expect((await put(`/v3/p2p/${first}/hide/`, cookie)).status).toBe(200);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM pin_hides WHERE user_id = 1 AND pin_id = ?').bind(Number(first)).first<{ n: number }>();
    expect(rows?.n).toBe(1);
    expect((await put(`/v3/p2p/${first}/unhide/`, cookie)).status).toBe(200);
    expect(cards(await homeHtml({ headers: { cookie } })).map((c) => c.id)).toContain(first);
  });

  it.each([
    ['a signed-out viewer', '/v3/p2p/1/hide/', false, ORIGIN, 401],
    ['a malformed pin id', '/v3/p2p/abc/hide/', true, ORIGIN, 400],
    ['an unknown pin', '/v3/p2p/99999999/hide/', true, ORIGIN, 404],
    ['another origin (CSRF)', '/v3/p2p/1/hide/', true, 'https://evil.example', 403],
  ])('refuses %s', async (_n, path, signedIn, origin, status) => {
    const cookie = signedIn ? await sessionCookie(1) : undefined;
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM pin_hides').first<{ n: number }>();
    expect((await put(path, cookie, origin)).status).toBe(status);
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM pin_hides').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });
});

describe("the card footer's price and stock (pin-card: Card states and the save flow)", () => {
  it('A18: a product card shows "Sold out", "See price on site", a min - max range when both exist (as its closeup does), and the original price struck through only when it differs', async () => {
    const shop = async () => (await request('/shopping/')).text();
    const products = cards(await shop())
      .filter((c) => c.kind === 'product')
      .map((c) => Number(c.id));
    expect(products.length).toBeGreaterThanOrEqual(5);
    const [soldOut, stale, discounted, fullPrice, ranged] = products;
    const set = (id: number, offer: object, stock: { isOosProduct: boolean; isStaleProduct: boolean }) =>
      env.DB.prepare(
        `UPDATE pins SET data = json_set(data, '$.richSummary.products[0].offerSummary', json(?1), '$.richMetadata.products[0].offerSummary', json(?1),
           '$.isOosProduct', json(?2), '$.isStaleProduct', json(?3)) WHERE id = ?4`,
      )
        .bind(JSON.stringify(offer), String(stock.isOosProduct), String(stock.isStaleProduct), id)
        .run();
    await set(soldOut, { price: '$20.00' }, { isOosProduct: true, isStaleProduct: false });
    await set(stale, { price: '$30.00' }, { isOosProduct: false, isStaleProduct: true });
    await set(discounted, { price: '$70.00', standardPrice: '$100.00' }, { isOosProduct: false, isStaleProduct: false });
    await set(fullPrice, { price: '$45.00', standardPrice: '$45.00' }, { isOosProduct: false, isStaleProduct: false });
    await set(ranged, { minPrice: '$9.00', maxPrice: '$18.00' }, { isOosProduct: false, isStaleProduct: false });
    const html = await shop();
    const footer = (id: number) =>
      /<p class="pin-card__price" data-test-id="pin-price">(.*?)<\/p>/.exec(
        html.split(`data-test-id="pin" data-pin-id="${id}"`)[1].split('data-test-id="pin" data-pin-id=')[0],
      )?.[1];
    expect(footer(soldOut)).toBe('<span class="pin-card__price-current">$20.00</span><span class="pin-card__stock">Sold out</span>');
    expect(footer(stale)).toBe('<span class="pin-card__price-current">$30.00</span><span class="pin-card__stock">See price on site</span>');
    expect(footer(discounted)).toBe('<span class="pin-card__price-current">$70.00</span><s class="pin-card__price-original">$100.00</s>');
    expect(footer(fullPrice)).toBe('<span class="pin-card__price-current">$45.00</span>');
    // A range is the same on every surface: the card's footer and the closeup.
    expect(footer(ranged)).toBe('<span class="pin-card__price-current">$9.00 - $18.00</span>');
    const closeup = await (await request(`/pin/${ranged}/`)).text();
    expect(/<p class="rich__price">(.*?)<\/p>/.exec(closeup)?.[1]).toBe('$9.00 - $18.00');
  });
});
