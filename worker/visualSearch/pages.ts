// /pin/{id}/visual-search/ and /pin/{id}/visual-search/products/ (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2): listed pins whose
// stored image features look like the pin's (shared/visualSearch/lookAlike.ts), products only on
// the second. A pin the viewer may not see is a 404.

import type { Context } from 'hono';
import { type PinId, parseId } from '#shared/ids.ts';
import type { Pin, PinPage } from '#shared/types.ts';
import { type ImageFeatures, rankLookAlikes, VISUAL_SEARCH_LIMITS } from '#shared/visualSearch/lookAlike.ts';
import { viewerUserId } from '#worker/api/guards.ts';
import type { AttributionVisitor } from '#worker/attribution/token.ts';
import type { AppEnv } from '#worker/env.ts';
import { signPinPage } from '#worker/offsite/sign.ts';
import { statusRead } from '#worker/pages/headGate.ts';
import { titledHead as head, type Loader, notFoundPage } from '#worker/pages/loader.ts';
import { decoratePins, PIN_COLUMNS, PIN_FROM, type PinReadOptions, type PinRow, readPin, toPin } from '#worker/pins/pinData.ts';
import { notBlocked, pinListed, viewerBind } from '#worker/visibility.ts';

const PRODUCT = `(p.kind = 'product' OR json_extract(p.data, '$.richSummary.typeName') = 'product')`;

/** The pins that look like `seed`, closest first. */
export async function lookAlikePins(
  env: AppEnv['Bindings'],
  seed: { id: PinId; features: ImageFeatures },
  products: boolean,
  options: PinReadOptions,
  visitor: AttributionVisitor,
): Promise<PinPage> {
  const viewer = viewerBind(options.viewerId);
  const { results } = await env.DB.prepare(
    `SELECT p.id, i.dominant_color AS color, i.width, i.height FROM pins p JOIN images i ON i.signature = p.image_signature LEFT JOIN boards b ON b.id = p.board_id
      WHERE ${pinListed({ pin: 'p', board: 'b' })} AND ${notBlocked({ user: 'p.pinner_id', viewer: '?1' })}
        AND p.origin_pin_id IS NULL AND p.is_promoted = 0 AND p.id <> ?2 ${products ? `AND ${PRODUCT}` : ''}
      ORDER BY p.id DESC LIMIT ?3`,
  )
    .bind(viewer, seed.id, VISUAL_SEARCH_LIMITS.candidates)
    .all<{ id: PinId; color: string; width: number; height: number }>();
  const ranked = rankLookAlikes(
    seed.features,
    results.map((r) => ({ id: r.id, features: { color: r.color, width: r.width, height: r.height } })),
    VISUAL_SEARCH_LIMITS.results,
  );
  if (!ranked.length) return { pins: [], bookmark: null };
  const rows = await env.DB.prepare(`${PIN_COLUMNS} ${PIN_FROM} WHERE p.id IN (SELECT value FROM json_each(?))`).bind(JSON.stringify(ranked)).all<PinRow>();
  const byId = new Map(rows.results.map((r) => [r.id, toPin(r, options)]));
  const pins = ranked.map((id) => byId.get(id)).filter((p): p is Pin => p !== undefined);
  return signPinPage(env, { pins: await decoratePins(env.DB, pins, options), bookmark: null }, visitor);
}

function visualSearch(products: boolean): Loader {
  return async (c: Context<AppEnv>, params) => {
    const viewer = c.var.viewer;
    const options: PinReadOptions = { forBot: viewer.isBot, viewerId: viewerUserId(viewer) };
    const pinId = parseId<'pin'>(params.pinId);
    if (pinId === null) return notFoundPage();
    const found = await statusRead(c, async () => {
      const lookup = await readPin(c.env.DB, pinId, viewerUserId(viewer), options);
      if (lookup.status !== 'found') return null;
      const image = await c.env.DB.prepare('SELECT dominant_color AS color, width, height FROM images WHERE signature = ?')
        .bind(lookup.pin.imageSignature)
        .first<ImageFeatures>();
      return image ? { lookup, image } : null;
    });
    if (!found) return notFoundPage();
    const { lookup, image } = found;
    const seed = { id: pinId, features: image };
    // The All Pins tab leads with the closest product (the visual inspiration shopping pin); the products tab is all products.
    const [feed, shop] = await Promise.all([
      lookAlikePins(c.env, seed, products, options, c.var.viewer),
      products ? null : lookAlikePins(c.env, seed, true, options, c.var.viewer),
    ]);
    const title = lookup.pin.title || 'this Pin';
    return {
      route: products ? 'pinVisualSearchProducts' : 'pinVisualSearch',
      params,
      status: 200,
      head: head(products ? `Shop the look of ${title}` : `More like ${title}`, 'Pins that look alike: colour and shape.', null, true),
      data: { kind: 'visualSearch', pin: lookup.pin, products, feed, inspiration: shop?.pins[0] ?? null },
    };
  };
}

/** The visual search loaders by route. */
export const visualSearchPages = {
  pinVisualSearch: visualSearch(false),
  pinVisualSearchProducts: visualSearch(true),
} satisfies Record<string, Loader>;
