// The pin fields only the closeup's PinResource serves (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3), the
// variant pins read by id (docs/rules/pin-card.md#calls-spec-000-7), and the SEO-style card link of signed-out visitors
// (docs/rules/pin-card.md#who-it-serves-spec-000-1), against the demo data in real D1.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { adMatchReason } from '#shared/ads/explanation.ts';
import { altTextFor } from '#shared/closeup/autoAltText.ts';
import type { PinId } from '#shared/ids.ts';
import { annotationChips } from '#shared/pinCard/menu.ts';
import type { PinExtras, PinWithDetails, StoredPinDetails } from '#shared/types.ts';
import { dropSnapshots } from '#worker/lib/edgeSnapshot.ts';
import { firstId, getResource, request, sessionCookie } from './helpers.ts';

/** Each card's first pin link in a page, by pin id. */
function cardLinks(html: string): Map<string, string> {
  const links = new Map<string, string>();
  for (const card of html.split('data-test-id="pin" data-pin-id="').slice(1)) {
    const id = card.slice(0, card.indexOf('"'));
    const href = /href="(\/pin\/[^"]+)"/.exec(card)?.[1];
    if (href) links.set(id, href);
  }
  return links;
}

/** PinResource get of a pin that exists. */
async function readPin(id: string | number, init: RequestInit = {}): Promise<PinWithDetails> {
  const { response, body } = await getResource<PinWithDetails>('PinResource', { id: String(id) }, init);
  expect(response.status).toBe(200);
  const pin = body.resource_response.data;
  if (!pin) throw new Error(`no pin ${id}`);
  return pin;
}

const titleOf = async (id: string) => (await env.DB.prepare('SELECT title FROM pins WHERE id = ?').bind(Number(id)).first<{ title: string }>())!.title;

/** The HTML of the board page whose grid holds pin `id`. */
async function boardGridHtml(id: number | string): Promise<string> {
  const board = (await env.DB.prepare(
    'SELECT u.username, b.slug FROM pins p JOIN boards b ON b.id = p.board_id JOIN users u ON u.id = b.owner_id WHERE p.id = ?',
  )
    .bind(id)
    .first<{ username: string; slug: string }>())!;
  return (await request(`/${board.username}/${board.slug}/`)).text();
}

describe('SEO-style pin links (pin-card: Who it serves, Screens and routes)', () => {
  it('A101: a signed-out visitor’s cards link /pin/{title words}--{id}/, which opens that pin’s closeup (pin-card: Who it serves)', async () => {
    const links = cardLinks(await (await request('/')).text());
    expect(links.size).toBeGreaterThan(0);
    let worded = 0;
    for (const [id, href] of links) {
      const words = (await titleOf(id))
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
      if (!words) expect(href).toBe(`/pin/${id}/`);
      else {
        expect(href).toMatch(new RegExp(`^/pin/[a-z0-9-]+--${id}/$`));
        worded++;
      }
    }
    expect(worded).toBeGreaterThan(0);
    const [id, href] = [...links].find(([, h]) => h.includes('--'))!;
    const closeup = await request(href);
    expect(closeup.status).toBe(200);
    expect(await closeup.text()).toContain(`<link rel="canonical" href="https://pins.test/pin/${id}/"`);
  });

  it('A101: a member’s cards link the canonical /pin/{id}/ (pin-card: Screens and routes)', async () => {
    const links = cardLinks(await (await request('/', { headers: { cookie: await sessionCookie(1) } })).text());
    expect(links.size).toBeGreaterThan(0);
    for (const [id, href] of links) expect(href).toBe(`/pin/${id}/`);
  });
});

describe('A14: the closeup’s pin fields (pin-card: Pins, boards and viewers)', () => {
  it('PinResource serves seoUrl, shippingInfo and variantSet, which no grid card carries (pin-card: Pins, boards and viewers)', async () => {
    const id = await firstId(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL
         AND json_extract(p.data, '$.details.variantSet') IS NOT NULL AND json_extract(p.data, '$.details.shippingInfo') IS NOT NULL LIMIT 1`,
    );
    const pin = await readPin(id);
    expect(pin.seoUrl).toMatch(new RegExp(`^/pin/[a-z0-9-]+--${id}/$`));
    expect(pin.shippingInfo?.freeShippingPrice).toMatch(/^[$£]\d+$/);
    expect(pin.variantSet?.variants.map((v) => v.pinId)).toContain(String(id));
    expect(pin.variantSet?.dimensionMetadata[0].values.length).toBe(pin.variantSet?.variants.length);
    expect(pin.linkDomain?.name).toBe(new URL(pin.link!).hostname.replace(/^www\./, ''));
    // A grid of the same pin (its board) has none of these.
    const html = await boardGridHtml(id);
    expect(html).toContain(`data-pin-id="${id}"`);
    for (const field of ['variantSet', 'shippingInfo', 'seoUrl', 'savedInfo', '"details"']) expect(html).not.toContain(field);
  });

  it('savedInfo names the member’s own save, originPinner the original’s pinner; signed out, savedInfo is null (pin-card: Pins, boards and viewers)', async () => {
    const save = (await env.DB.prepare(
      `SELECT s.id, s.board_id, s.pinner_id, s.origin_pin_id, o.pinner_id AS origin_pinner FROM pins s JOIN pins o ON o.id = s.origin_pin_id
         JOIN boards ob ON ob.id = o.board_id JOIN boards sb ON sb.id = s.board_id
        WHERE s.deleted_at IS NULL AND o.deleted_at IS NULL AND ob.privacy = 'public' AND sb.privacy = 'public' AND s.pinner_id <> o.pinner_id LIMIT 1`,
    ).first<{ id: number; board_id: number; pinner_id: number; origin_pin_id: number; origin_pinner: number }>())!;
    const cookie = await sessionCookie(save.pinner_id);
    // Reading the original, the member learns their own save of it.
    const original = await readPin(save.origin_pin_id, { headers: { cookie } });
    expect(original.savedInfo).toEqual({ boardId: String(save.board_id), localPinId: String(save.id) });
    expect(original.originPinner).toBeNull();
    const theSave = await readPin(save.id);
    expect(theSave.savedInfo).toBeNull();
    expect(theSave.originPinner?.entityId).toBe(String(save.origin_pinner));
  });

  it('linkDomain.officialUser is the member whose website the link goes to; nativeCreator the uploader (pin-card: Pins, boards and viewers)', async () => {
    const merchant = (await env.DB.prepare(`SELECT id, website_url FROM users WHERE website_url LIKE 'https://www.makershop.com/'`).first<{ id: number }>())!;
    const linked = await firstId(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.domain = 'makershop.com' LIMIT 1`,
    );
    const pin = await readPin(linked);
    expect(pin.linkDomain?.officialUser?.entityId).toBe(String(merchant.id));
    expect(pin.nativeCreator).toBeNull();
    const uploaded = (await env.DB.prepare(
      `SELECT p.id, p.pinner_id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.origin_pin_id IS NULL AND p.domain = 'Uploaded by user' LIMIT 1`,
    ).first<{ id: number; pinner_id: number }>())!;
    const own = await readPin(uploaded.id);
    expect(own.nativeCreator?.entityId).toBe(String(uploaded.pinner_id));
    expect(own.linkDomain).toBeNull();
  });
});

describe('A14: the closeup’s pin fields said by the pin itself (pin-card: Pins, boards and viewers)', () => {
  const publicPin = (where: string) =>
    firstId(`SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND ${where} LIMIT 1`);

  it('autoAltText, isGoLinkless, shouldOpenInStream and aggregatedPinData follow the pin; viaPinner and dpaCreativeType are null (pin-card: Pins, boards and viewers)', async () => {
    const video = await readPin(await publicPin(`p.kind = 'video' AND p.title <> '' AND p.link IS NULL`));
    expect(video.shouldOpenInStream).toBe(true);
    expect(video.isGoLinkless).toBe(true);
    expect(video.autoAltText).toBe(altTextFor('video', video.title, video.description));
    expect(video.autoAltText).toMatch(/^Still from the video “.+”$/);
    expect(video.viaPinner).toBeNull();
    expect(video.dpaCreativeType).toBeNull();
    const linked = await readPin(
      await publicPin(`p.kind = 'image' AND p.link LIKE 'https://%' AND json_array_length(p.data, '$.pinJoin.visualAnnotation') >= 3`),
    );
    expect(linked.shouldOpenInStream).toBe(false);
    expect(linked.isGoLinkless).toBe(false);
    expect(linked.aggregatedPinData.pinTagsChips).toEqual(annotationChips(linked));
    expect(linked.aggregatedPinData.pinTagsChips).toHaveLength(3);
    expect(linked.aggregatedPinData.isShopTheLook).toBe(false);
  });

  it('aggregatedPinData.isShopTheLook is the shopping flag 2 (pin-card: Pins, boards and viewers)', async () => {
    const id = await publicPin(`p.kind = 'product' AND json_extract(p.data, '$.shoppingFlags') IS NULL`);
    expect((await readPin(id)).aggregatedPinData.isShopTheLook).toBe(false);
    await env.DB.prepare(`UPDATE pins SET data = json_set(data, '$.shoppingFlags', json('[1,2]')) WHERE id = ?`).bind(id).run();
    try {
      expect((await readPin(id)).aggregatedPinData.isShopTheLook).toBe(true);
    } finally {
      await env.DB.prepare(`UPDATE pins SET data = json_remove(data, '$.shoppingFlags') WHERE id = ?`).bind(id).run();
    }
  });
});

describe('A14: the closeup’s media, ad and product fields (pin-card: Pins, boards and viewers)', () => {
  const publicPin = (where: string) =>
    firstId(`SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND ${where} LIMIT 1`);
  const dataOf = async (id: string | number) =>
    JSON.parse((await env.DB.prepare('SELECT data FROM pins WHERE id = ?').bind(Number(id)).first<{ data: string }>())!.data) as PinExtras & {
      details: StoredPinDetails;
    };

  it('origImageUrl is the original-size image for everyone; isEligibleForWebCloseup is false for a deleted story only (pin-card: Pins, boards and viewers)', async () => {
    const id = await publicPin(`p.kind = 'image'`);
    const image = (await env.DB.prepare('SELECT i.signature, i.ext FROM pins p JOIN images i ON i.signature = p.image_signature WHERE p.id = ?')
      .bind(id)
      .first<{ signature: string; ext: string }>())!;
    const pin = await readPin(id);
    expect(pin.origImageUrl).toBe(`/i/originals/${image.signature}.${image.ext}`);
    expect(pin.images.originals).toBeUndefined();
    expect(pin.isEligibleForWebCloseup).toBe(true);
    const story = await publicPin(`p.kind = 'story' AND NOT COALESCE(json_extract(p.data, '$.storyPinData.isDeleted'), 0)`);
    expect((await readPin(story)).isEligibleForWebCloseup).toBe(true);
    await env.DB.prepare(`UPDATE pins SET data = json_set(data, '$.storyPinData.isDeleted', json('true')) WHERE id = ?`).bind(story).run();
    try {
      expect((await readPin(story)).isEligibleForWebCloseup).toBe(false);
    } finally {
      await env.DB.prepare(`UPDATE pins SET data = json_remove(data, '$.storyPinData.isDeleted') WHERE id = ?`).bind(story).run();
    }
  });

  it('a video pin’s videoStatus, a gif’s embed subtype and attribution.embed.type; neither on an image (pin-card: Pins, boards and viewers)', async () => {
    const video = await readPin(await publicPin(`p.kind = 'video'`));
    expect(video.videoStatus).toBe('ready');
    const gif = await readPin(await publicPin(`p.kind = 'gif'`));
    expect(gif.embed?.type).toBe('gif');
    expect(gif.embed?.subtype).toBe('gif');
    expect(gif.attribution).toEqual({ embed: { type: 'gif' } });
    const image = await readPin(await publicPin(`p.kind = 'image'`));
    expect(image.videoStatus).toBeUndefined();
    expect(image.embed).toBeUndefined();
    expect(image.attribution).toBeUndefined();
  });

  it('a story’s storyPinDataId, and storyPinData.hasProductPins when a block shows a product pin the viewer may see (pin-card: Pins, boards and viewers)', async () => {
    const tagged = await publicPin(`p.kind = 'story' AND p.data LIKE '%"pinId"%'`);
    const untagged = await publicPin(`p.kind = 'story' AND p.data NOT LIKE '%"pinId"%'`);
    const pin = await readPin(tagged);
    expect(pin.storyPinDataId).toBe((await dataOf(tagged)).details.storyPinDataId);
    expect(pin.storyPinDataId).toMatch(/^\d+$/);
    expect(pin.storyPinData?.hasProductPins).toBe(true);
    const shown = (pin.storyPinData?.pages ?? []).flatMap((p) => p.blocks).find((b) => b.pinId)!.pinId!;
    expect((await readPin(shown)).kind).toBe('product');
    expect((await readPin(untagged)).storyPinData?.hasProductPins).toBe(false);
    // A product pin gone since no longer counts.
    await env.DB.prepare('UPDATE pins SET deleted_at = 1 WHERE id = ?').bind(Number(shown)).run();
    try {
      expect((await readPin(tagged)).storyPinData?.hasProductPins).toBe(false);
    } finally {
      await env.DB.prepare('UPDATE pins SET deleted_at = NULL WHERE id = ?').bind(Number(shown)).run();
    }
    const image = await readPin(await publicPin(`p.kind = 'image'`));
    expect(image.storyPinDataId).toBeUndefined();
    expect(image.storyPinData).toBeUndefined();
  });

  it('a promoted pin’s pinPromotionId, attributionSourceId, adMatchReason and adData; an organic pin has none (pin-card: Pins, boards and viewers)', async () => {
    const id = await publicPin(`p.is_promoted = 1 AND p.origin_pin_id IS NULL AND json_extract(p.data, '$.details.adData.ceAltImageSignature') IS NOT NULL
      AND json_extract(p.data, '$.adTargetingAttribution') IS NOT NULL`);
    const stored = (await dataOf(id)).details;
    const ad = await readPin(id);
    expect(ad.isPromoted).toBe(true);
    expect(ad.pinPromotionId).toBe(stored.pinPromotionId);
    expect(ad.attributionSourceId).toBe(stored.attributionSourceId);
    expect(ad.adData).toEqual({ ceAltImageSignature: stored.adData?.ceAltImageSignature });
    expect(ad.adData?.ceAltImageSignature).not.toBe(ad.imageSignature);
    expect(ad.adMatchReason).toBe(adMatchReason(ad.adTargetingAttribution));
    expect(ad.adMatchReason).toBeTruthy();
    expect(ad.advertiserId && ad.campaignId).toBeTruthy();
    // The same advertiser's promotions share its attribution source, each with its own promotion id.
    const other = await firstId(
      `SELECT p.id FROM pins p WHERE p.is_promoted = 1 AND p.deleted_at IS NULL AND p.id <> ${id} AND json_extract(p.data, '$.advertiserId') = '${ad.advertiserId}'
         AND json_extract(p.data, '$.details.pinPromotionId') IS NOT NULL LIMIT 1`,
    ).catch(() => null);
    if (other) {
      const details = (await dataOf(other)).details;
      expect(details.attributionSourceId).toBe(ad.attributionSourceId);
      expect(details.pinPromotionId).not.toBe(ad.pinPromotionId);
    }
    const organic = await readPin(await publicPin(`p.is_promoted = 0 AND p.kind = 'image'`));
    for (const field of ['pinPromotionId', 'attributionSourceId', 'adMatchReason', 'adData'] as const) expect(organic[field]).toBeUndefined();
    // The ad fields stay the closeup's: a grid of the promoted pin's board carries none of them.
    const html = await boardGridHtml(id);
    expect(html).toContain(`data-pin-id="${id}"`);
    for (const field of ['pinPromotionId', 'attributionSourceId', 'adMatchReason', 'ceAltImageSignature', 'origImageUrl']) expect(html).not.toContain(field);
  });

  it('product metadata carries itemId, the variant set’s shared itemSetId and the shop brand’s signature (pin-card: Pins, boards and viewers)', async () => {
    const id = await publicPin(`p.kind = 'product' AND p.origin_pin_id IS NULL AND json_extract(p.data, '$.details.variantSet') IS NOT NULL
      AND p.data LIKE '%"brandSignature"%'`);
    const pin = await readPin(id);
    const products = [pin.richSummary?.products?.[0], pin.richMetadata?.products?.[0]];
    const stored = (await dataOf(id)).details.productItems![products[0]!.id!];
    const owner = (await env.DB.prepare(
      'SELECT u.image_signature, u.full_name FROM pins p JOIN boards b ON b.id = p.board_id JOIN users u ON u.id = b.owner_id WHERE p.id = ?',
    )
      .bind(id)
      .first<{ image_signature: string; full_name: string }>())!;
    for (const product of products) {
      expect(product?.itemId).toBe(stored.itemId);
      expect(product?.itemSetId).toBe(stored.itemSetId);
      expect(product?.brand).toEqual({ name: owner.full_name, signature: owner.image_signature });
    }
    // Every choice of the set names the same item set, each its own item.
    const variants = await Promise.all(pin.variantSet!.variants.map((v) => readPin(v.pinId)));
    expect(new Set(variants.map((v) => v.richSummary?.products?.[0].itemSetId))).toEqual(new Set([stored.itemSetId]));
    expect(new Set(variants.map((v) => v.richSummary?.products?.[0].itemId)).size).toBe(variants.length);
    // A grid's cards carry none of these.
    const html = await (await request('/')).text();
    for (const field of ['itemId', 'itemSetId', 'brandSignature', 'storyPinDataId', 'hasProductPins', 'videoStatus', 'subtype'])
      expect(html).not.toContain(field);
  });
});

describe('variant pins (pin-card: Calls)', () => {
  it('A102: a variant’s closeup links each other variant’s pin before JavaScript, its own choice marked; a variant gone since is left out (pin-card: Calls)', async () => {
    const id = await firstId(`SELECT p.id FROM pins p WHERE p.deleted_at IS NULL AND json_array_length(p.data, '$.details.variantSet.variants') = 3 LIMIT 1`);
    const ids = (await readPin(id)).variantSet!.variants.map((v) => v.pinId);
    const choices = (html: string) => {
      const group = html.slice(html.indexOf('data-test-id="variant-choices"'));
      return [...group.slice(0, group.indexOf('</div></div>')).matchAll(/<a href="\/pin\/(\d+)\/"[^>]*?(aria-current="true")?>/g)].map((m) => [
        m[1],
        Boolean(m[2]),
      ]);
    };
    const html = await (await request(`/pin/${id}/`)).text();
    expect(choices(html)).toEqual(ids.map((v) => [v, v === String(id)]));
    const gone = ids.find((v) => v !== String(id))!;
    await env.DB.prepare('UPDATE pins SET deleted_at = 1 WHERE id = ?').bind(Number(gone)).run();
    // Deleted behind the site's back: the closeup's edge snapshot dropped, as a delete's purge retires it.
    await dropSnapshots([id as PinId]);
    try {
      const after = await (await request(`/pin/${id}/`)).text();
      expect(choices(after).map(([v]) => v)).toEqual(ids.filter((v) => v !== gone));
    } finally {
      await env.DB.prepare('UPDATE pins SET deleted_at = NULL WHERE id = ?').bind(Number(gone)).run();
    }
    // A product without variants shows no choices.
    const plain = await firstId(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'public' AND p.deleted_at IS NULL AND p.kind = 'product' AND p.origin_pin_id IS NULL AND json_extract(p.data, '$.details.variantSet') IS NULL LIMIT 1`,
    );
    expect(await (await request(`/pin/${plain}/`)).text()).not.toContain('data-test-id="variant-choices"');
  });

  it('A102: each variant of a set is read by its id and names the same set; a variant no longer visible leaves it (pin-card: Calls)', async () => {
    const id = await firstId(`SELECT p.id FROM pins p WHERE p.deleted_at IS NULL AND json_array_length(p.data, '$.details.variantSet.variants') = 3 LIMIT 1`);
    const first = await readPin(id);
    const ids = first.variantSet!.variants.map((v) => v.pinId);
    for (const other of ids) {
      expect((await readPin(other)).variantSet?.variants.map((v) => v.pinId)).toEqual(ids);
    }
    const gone = ids.find((v) => v !== String(id))!;
    await env.DB.prepare('UPDATE pins SET deleted_at = 1 WHERE id = ?').bind(Number(gone)).run();
    // Deleted behind the site's back: the closeup's edge snapshot dropped, as a delete's purge retires it.
    await dropSnapshots([id as PinId]);
    try {
      const after = await readPin(id);
      expect(after.variantSet?.variants.map((v) => v.pinId)).toEqual(ids.filter((v) => v !== gone));
      expect(after.variantSet?.dimensionMetadata[0].values).toHaveLength(2);
    } finally {
      await env.DB.prepare('UPDATE pins SET deleted_at = NULL WHERE id = ?').bind(Number(gone)).run();
    }
  });
});
