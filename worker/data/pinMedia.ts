// The closeup's extra media, read in one D1 batch: image specs of every story page block and
// collection item (their data stores only a signature), which collection items are pins we still
// show, and the signed /offsite/ path of each external item link. Feeds never pay for this.
import { imageSpecs } from '#shared/images.ts';
import type { CollectionItem, Pin, StoryPinPage } from '#shared/types.ts';
import { sanitizeOutboundUrl } from '#shared/urls.ts';
import { offsitePath, type PinFeedEnv } from '#worker/offsite/sign.ts';
import { hasOffsiteSecret } from '#worker/offsite/token.ts';
import type { PinReadOptions } from './pins.ts';

/** D1 binds at most 100 parameters per statement; lists are split into chunks this long. */
const CHUNK = 90;

interface ImageRow {
  signature: string;
  ext: string;
  width: number;
  height: number;
}

const chunks = <T>(list: T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/**
 * A copy of a closeup pin with its story blocks' and collection items' images filled (bots get
 * originals only, spec 000 §3), items marked `pinAvailable` and external item links signed.
 */
export async function fillPinMedia(env: PinFeedEnv, pin: Pin, options: Pick<PinReadOptions, 'forBot'>): Promise<Pin> {
  const pages = pin.storyPinData && !pin.storyPinData.isDeleted ? pin.storyPinData.pages ?? [] : [];
  const items = Array.isArray(pin.collectionItems) ? pin.collectionItems : [];
  const signatures = [...new Set([
    ...pages.flatMap((page) => (page.blocks ?? []).flatMap((b) => (b.imageSignature ? [b.imageSignature] : []))),
    ...items.map((item) => item.imageSignature).filter(Boolean),
  ])];
  const pinIds = [...new Set(items.map((item) => item.pinId).filter((id) => /^\d{1,15}$/.test(id)))].map(Number);
  if (!signatures.length && !pinIds.length) return pin;

  const imageQueries = chunks(signatures).map((list) =>
    env.DB.prepare(`SELECT signature, ext, width, height FROM images WHERE signature IN (${marks(list.length)})`).bind(...list));
  const pinQueries = chunks(pinIds).map((list) =>
    env.DB.prepare(
      `SELECT p.id FROM pins p LEFT JOIN boards b ON b.id = p.board_id
        WHERE p.id IN (${marks(list.length)}) AND p.deleted_at IS NULL AND (b.id IS NULL OR b.privacy <> 'secret')`,
    ).bind(...list));
  const results = await env.DB.batch<Record<string, unknown>>([...imageQueries, ...pinQueries]);
  const bySignature = new Map<string, ImageRow>();
  for (const r of results.slice(0, imageQueries.length)) for (const row of r.results as unknown as ImageRow[]) bySignature.set(row.signature, row);
  const livePins = new Set<string>();
  for (const r of results.slice(imageQueries.length)) for (const row of r.results as Array<{ id: number }>) livePins.add(String(row.id));

  const specsOf = (signature: string | undefined) => {
    const image = signature ? bySignature.get(signature) : undefined;
    return image ? imageSpecs(image.signature, image.ext, image.width, image.height, options.forBot) : undefined;
  };
  let out = pin;
  if (pages.length && pin.storyPinData) {
    const filled: StoryPinPage[] = pages.map((page) => ({
      ...page,
      blocks: (page.blocks ?? []).map((b) => (b.imageSignature && specsOf(b.imageSignature) ? { ...b, images: specsOf(b.imageSignature) } : b)),
    }));
    out = { ...out, storyPinData: { ...pin.storyPinData, pages: filled } };
  }
  if (items.length) {
    const filled = await Promise.all(items.map((item) => fillItem(env, item, specsOf(item.imageSignature), livePins.has(item.pinId))));
    out = { ...out, collectionItems: filled };
  }
  return out;
}

async function fillItem(env: PinFeedEnv, item: CollectionItem, images: CollectionItem['images'], pinAvailable: boolean): Promise<CollectionItem> {
  const url = sanitizeOutboundUrl(item.link);
  const offsiteUrl = url && hasOffsiteSecret(env.OFFSITE_SECRET) ? await offsitePath(env.OFFSITE_SECRET, url, item.pinId) : undefined;
  return { ...item, ...(images ? { images } : {}), pinAvailable, ...(offsiteUrl ? { offsiteUrl } : {}) };
}
