// The closeup's extra media, read in one D1 batch: image specs of every story page block and
// collection item (their data stores only a signature), which collection items are pins everyone
// may still see, and the signed /offsite/ path of each external item link. Feeds never pay for this.
import { formatId, type PinId, parseId } from '#shared/ids.ts';
import type { CollectionItem, Pin, StoryPinPage } from '#shared/types.ts';
import { sanitizeOutboundUrl } from '#shared/urls.ts';
import { type PinFeedEnv, signedOffsitePath } from '#worker/offsite/sign.ts';
import { pinVisibleTo } from '#worker/visibility.ts';
import { type ImageRow, imageRowsStatement, specsBySignature } from './imageRows.ts';
import type { PinReadOptions } from './pinData.ts';

/** What a closeup pin's media needs read: its story blocks' and collection items' image rows, and which items are pins everyone may see. */
export interface PinMediaRows {
  images: unknown[];
  live: unknown[];
}

/** The story blocks' and collection items' signatures of a closeup pin, and its items' pin ids. */
function mediaOf(pin: Pin) {
  const pages = pin.storyPinData && !pin.storyPinData.isDeleted ? (pin.storyPinData.pages ?? []) : [];
  const items = Array.isArray(pin.collectionItems) ? pin.collectionItems : [];
  const signatures = [
    ...new Set([
      ...pages.flatMap((page) => (page.blocks ?? []).flatMap((b) => (b.imageSignature ? [b.imageSignature] : []))),
      ...items.map((item) => item.imageSignature).filter(Boolean),
    ]),
  ];
  // The items name their pins as the wire does (in the pin's stored data): parsed where they are read.
  const pinIds = [...new Set(items.flatMap((item) => parseId<'pin'>(item.pinId) ?? []))];
  return { pages, items, signatures, pinIds };
}

/** The rows a closeup pin's media needs (pinMediaFrom), in one D1 batch; null when it needs none (most pins). */
export async function readPinMediaRows(db: D1Database, pin: Pin): Promise<PinMediaRows | null> {
  const { signatures, pinIds } = mediaOf(pin);
  if (!signatures.length && !pinIds.length) return null;
  const [images, live] = await db.batch<Record<string, unknown>>([
    imageRowsStatement(db, signatures),
    db
      .prepare(
        `SELECT p.id FROM pins p LEFT JOIN boards b ON b.id = p.board_id
        WHERE p.id IN (SELECT value FROM json_each(?)) AND ${pinVisibleTo({ pin: 'p', board: 'b', viewer: null })}`,
      )
      .bind(JSON.stringify(pinIds)),
  ]);
  return { images: images.results, live: live.results };
}

/**
 * A copy of a closeup pin with its story blocks' and collection items' images filled from its readPinMediaRows (bots
 * get originals only, docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3), items marked `pinAvailable` and
 * external item links signed.
 */
export async function pinMediaFrom(env: PinFeedEnv, pin: Pin, rows: PinMediaRows | null, options: Pick<PinReadOptions, 'forBot'>): Promise<Pin> {
  const { pages, items } = mediaOf(pin);
  if (!rows) return pin;
  const specs = specsBySignature(rows.images as unknown as ImageRow[], options.forBot);
  const livePins = new Set((rows.live as Array<{ id: PinId }>).map((row) => formatId(row.id)));

  let out = pin;
  if (pages.length && pin.storyPinData) {
    const filled: StoryPinPage[] = pages.map((page) => ({
      ...page,
      blocks: (page.blocks ?? []).map((b) => {
        const found = b.imageSignature ? specs.get(b.imageSignature) : undefined;
        return found ? { ...b, images: found } : b;
      }),
    }));
    out = { ...out, storyPinData: { ...pin.storyPinData, pages: filled } };
  }
  if (items.length) {
    const filled = await Promise.all(items.map((item) => fillItem(env, item, specs.get(item.imageSignature), livePins.has(item.pinId))));
    out = { ...out, collectionItems: filled };
  }
  return out;
}

async function fillItem(env: PinFeedEnv, item: CollectionItem, images: CollectionItem['images'], pinAvailable: boolean): Promise<CollectionItem> {
  const url = sanitizeOutboundUrl(item.link);
  const offsiteUrl = url ? await signedOffsitePath(env, url, item.pinId) : undefined;
  return { ...item, ...(images ? { images } : {}), pinAvailable, ...(offsiteUrl ? { offsiteUrl } : {}) };
}
