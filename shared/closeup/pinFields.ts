// Closeup-only pin fields said by the pin's own data (PinResource's details, worker/pins/pinDetails.ts):
// whether it opens a web closeup, a video's status, an embed's file format, the pins a story's
// blocks show, and a product's catalogue ids merged in from where they are stored.
import type { Pin, ProductMetadata, StoredPinDetails } from '../types.ts';

/** A pin opens a web closeup unless it is a story its creator deleted: the card draws no link for one (client/features/pinCard/PinCard.tsx). */
export const isEligibleForWebCloseup = (pin: Pick<Pin, 'storyPinData'>): boolean => !pin.storyPinData?.isDeleted;

/**
 * A video's status: `ready` when its list has a variant to play (one with a url), else `processing`; undefined without a video.
 * @example videoStatus({ id: 'v', duration: 1, videoList: {} }) // 'processing'
 */
export function videoStatus(videos: Pin['videos']): 'ready' | 'processing' | undefined {
  if (!videos) return undefined;
  return Object.values(videos.videoList ?? {}).some((v) => Boolean(v?.url)) ? 'ready' : 'processing';
}

/**
 * An embed's subtype: the file format of its source, from the path's extension (lower case), or its type without one.
 * @example embedSubtype({ src: '/media/spin-320x400.gif?x=1', type: 'gif' }) // 'gif'
 */
export function embedSubtype(embed: Pick<NonNullable<Pin['embed']>, 'src' | 'type'>): string {
  const path = embed.src.split(/[?#]/)[0];
  const ext = /\.([a-z0-9]{2,5})$/i.exec(path)?.[1];
  return ext ? ext.toLowerCase() : embed.type;
}

/** The ids of the pins a story's blocks show, each once, in page order (none for a deleted story). */
export function storyBlockPinIds(story: Pin['storyPinData']): string[] {
  if (!story || story.isDeleted) return [];
  return [...new Set((story.pages ?? []).flatMap((page) => (page.blocks ?? []).flatMap((b) => (b.pinId ? [b.pinId] : []))))];
}

/**
 * Products with their catalogue ids (item, item set, the brand's picture) filled in from the pin's
 * stored productItems, matched by product id; a product without an entry stays as it is.
 * @example withProductItems([{ name: 'Mug', id: '7', brand: { name: 'Shop' } }], { '7': { itemId: 'i', brandSignature: 's' } })
 * // [{ name: 'Mug', id: '7', brand: { name: 'Shop', signature: 's' }, itemId: 'i' }]
 */
export function withProductItems(products: ProductMetadata[] | undefined, items: StoredPinDetails['productItems']): ProductMetadata[] | undefined {
  if (!products || !items) return products;
  return products.map((product) => {
    const item = product.id ? items[product.id] : undefined;
    if (!item) return product;
    return {
      ...product,
      itemId: item.itemId,
      ...(item.itemSetId ? { itemSetId: item.itemSetId } : {}),
      ...(item.brandSignature && product.brand ? { brand: { ...product.brand, signature: item.brandSignature } } : {}),
    };
  });
}
