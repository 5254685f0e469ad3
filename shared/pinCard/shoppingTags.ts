// A shoppable pin's keyword landing page tags (docs/rules/pin-card.md#screens-and-routes-spec-000-2): pinJoin.shoppingKlpUrls, each a
// /shopping/{interest}/{id}/ page listing the products of one of the pin's interests.
import { categoryPath } from '../discovery/feedPaths.ts';
import type { Pin } from '../types.ts';

/** At most this many tags on a card (the spec gives no number: as many as the annotation chips). */
export const SHOPPING_TAG_COUNT = 3;

export type ShoppingKlpUrl = { name: string; url: string };

/**
 * The tags of the interests read with a pin's row (JSON [[id, name, url_name], …]; null or bad JSON: none).
 * @example shoppingKlpUrls('[[7,"Kitchen","kitchen"]]') // [{ name: 'Kitchen', url: '/shopping/kitchen/7/' }]
 */
export function shoppingKlpUrls(json: string | null | undefined): ShoppingKlpUrl[] {
  if (!json) return [];
  try {
    const rows: unknown = JSON.parse(json);
    if (!Array.isArray(rows)) return [];
    return rows
      .filter((r): r is [number, string, string] => Array.isArray(r) && typeof r[0] === 'number' && typeof r[1] === 'string' && typeof r[2] === 'string')
      .slice(0, SHOPPING_TAG_COUNT)
      .map(([id, name, urlName]) => ({ name, url: categoryPath('shopping', urlName, String(id)) }));
  } catch {
    return [];
  }
}

/** The tags a card shows: only a shoppable, non-promoted pin's, at most SHOPPING_TAG_COUNT. */
export function shoppingTags(pin: Pick<Pin, 'pinJoin' | 'isShoppable' | 'isPromoted'>): ShoppingKlpUrl[] {
  if (!pin.isShoppable || pin.isPromoted) return [];
  return (pin.pinJoin?.shoppingKlpUrls ?? []).slice(0, SHOPPING_TAG_COUNT);
}
