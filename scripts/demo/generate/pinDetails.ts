// Step 4b of the demo data: the closeup-only details of some pins (shared/types.ts StoredPinDetails),
// stored under `details` of a pin's data: variant sets among a shop's products, free-shipping
// thresholds on shoppable products, the products' catalogue ids, the ad creative of promoted
// collections, every promotion's id and attribution source, and each story's data id; and the
// product pins some stories' blocks show. Derived from the pins alone (no random draw), so the
// rest of the data set stays as it was.
import { ATTRIBUTION_SOURCE_ID_BASE, pinPromotionIdOf } from '../../../shared/ads/promotionIds.ts';
import type { PinExtras, StoredPinDetails } from '../../../shared/types.ts';
import type { BoardRow, PinRow, UserRow } from '../dataset.ts';

/** A shop's public, live, organic product originals are offered as variants of each other, this many at a time. */
const VARIANTS_PER_SET = 3;
/** The free-shipping threshold by currency sign. */
const FREE_SHIPPING: Record<string, number> = { $: 50, '£': 40 };

const extrasOf = (pin: PinRow) => JSON.parse(pin.data) as PinExtras & { details?: StoredPinDetails };

/** Where the ids of catalogue items, item sets and story data start (each adds the pin's id). */
const ITEM_ID_BASE = 4_100_000_000_000;
const ITEM_SET_ID_BASE = 4_200_000_000_000;
const STORY_DATA_ID_BASE = 5_300_000_000_000;
/** One story in this many shows a product pin in its first picture block. */
const STORY_WITH_PRODUCT_EVERY = 3;

function withDetails(pin: PinRow, details: StoredPinDetails): void {
  const extras = extrasOf(pin);
  pin.data = JSON.stringify({ ...extras, details: { ...extras.details, ...details } });
}

/** Catalogue ids of each product original: its item, and the brand's picture when the brand is the shop that pinned it (its avatar). */
function addProductItems(pins: PinRow[], boards: BoardRow[], users: UserRow[]): void {
  const ownerOf = new Map(boards.map((b) => [b.id, b.owner_id]));
  const userById = new Map(users.map((u) => [u.id, u]));
  for (const pin of pins) {
    if (pin.kind !== 'product' || pin.origin_pin_id !== null) continue;
    const product = extrasOf(pin).richSummary?.products?.[0];
    if (!product?.id) continue;
    const owner = pin.board_id === null ? undefined : userById.get(ownerOf.get(pin.board_id) ?? -1);
    const shopBrand = owner?.image_signature && product.brand?.name === owner.full_name ? owner.image_signature : undefined;
    withDetails(pin, { productItems: { [product.id]: { itemId: String(ITEM_ID_BASE + pin.id), ...(shopBrand ? { brandSignature: shopBrand } : {}) } } });
  }
}

/**
 * A promoted original's promotion id, and its advertiser's conversion source (one per advertiser, in pin order);
 * every other one's creative has an alternate picture: the picture of the advertiser's promoted pin before it.
 */
function addPromotions(pins: PinRow[]): void {
  const sources = new Map<string, string>();
  const lastPicture = new Map<string, string>();
  for (const pin of pins) {
    if (!pin.is_promoted || pin.origin_pin_id !== null) continue;
    const { advertiserId, campaignId } = extrasOf(pin);
    if (!advertiserId || !campaignId) continue;
    if (!sources.has(advertiserId)) sources.set(advertiserId, String(ATTRIBUTION_SOURCE_ID_BASE + sources.size + 1));
    const alternate = lastPicture.get(advertiserId);
    withDetails(pin, {
      pinPromotionId: pinPromotionIdOf(pin.id),
      attributionSourceId: sources.get(advertiserId),
      ...(alternate && alternate !== pin.image_signature && pin.id % 2 === 0 ? { adData: { ceAltImageSignature: alternate } } : {}),
    });
    lastPicture.set(advertiserId, pin.image_signature);
  }
}

/** Each story original's data id; a live story in STORY_WITH_PRODUCT_EVERY shows a product pin (a live public original) in its first picture block. */
function addStoryData(pins: PinRow[], publicBoards: ReadonlySet<number>): void {
  const products = pins.filter(
    (p) => p.kind === 'product' && p.origin_pin_id === null && p.deleted_at === null && !p.is_promoted && p.board_id !== null && publicBoards.has(p.board_id),
  );
  for (const pin of pins) {
    if (pin.kind !== 'story' || pin.origin_pin_id !== null) continue;
    const extras = extrasOf(pin);
    const story = extras.storyPinData;
    const block = story?.pages.flatMap((page) => page.blocks).find((b) => b.type === 'image');
    if (story && !story.isDeleted && block && products.length && pin.id % STORY_WITH_PRODUCT_EVERY === 0) {
      block.pinId = String(products[pin.id % products.length].id);
      pin.data = JSON.stringify(extras);
    }
    withDetails(pin, { storyPinDataId: String(STORY_DATA_ID_BASE + pin.id) });
  }
}

export function addPinDetails(pins: PinRow[], boards: BoardRow[], users: UserRow[]): void {
  const publicBoards = new Set(boards.filter((b) => b.privacy === 'public').map((b) => b.id));
  addProductItems(pins, boards, users);
  addPromotions(pins);
  addStoryData(pins, publicBoards);
  const products = new Map<number, Array<{ pin: PinRow; name: string }>>();
  for (const pin of pins) {
    if (pin.kind !== 'product' || pin.origin_pin_id !== null || pin.deleted_at !== null || pin.is_promoted) continue;
    const extras = extrasOf(pin);
    const offer = extras.richSummary?.products?.[0]?.offerSummary;
    const sign = (offer?.price ?? offer?.maxPrice ?? offer?.minPrice ?? '').charAt(0);
    if (extras.isShoppable && FREE_SHIPPING[sign]) {
      withDetails(pin, { shippingInfo: { freeShippingPrice: `${sign}${FREE_SHIPPING[sign]}`, freeShippingValue: FREE_SHIPPING[sign] } });
    }
    const name = extras.richSummary?.displayName;
    if (!name || pin.board_id === null || !publicBoards.has(pin.board_id)) continue;
    const list = products.get(pin.pinner_id) ?? [];
    // Each choice of a set has its own name.
    const open = list.length % VARIANTS_PER_SET === 0 ? [] : list.slice(list.length - (list.length % VARIANTS_PER_SET));
    if (open.some((p) => p.name === name)) continue;
    list.push({ pin, name });
    products.set(pin.pinner_id, list);
  }
  for (const list of products.values()) {
    for (let at = 0; at + 1 < list.length; at += VARIANTS_PER_SET) {
      const set = list.slice(at, at + VARIANTS_PER_SET);
      if (set.length < 2) continue;
      const variantSet = {
        dimensionMetadata: [{ name: 'Style', values: set.map((p) => p.name) }],
        variants: set.map((p) => ({ pinId: String(p.pin.id), values: { Style: p.name } })),
      };
      for (const p of set) {
        // The choices of a set are one catalogue item set.
        const items = extrasOf(p.pin).details?.productItems ?? {};
        const productItems = Object.fromEntries(
          Object.entries(items).map(([id, item]) => [id, { ...item, itemSetId: String(ITEM_SET_ID_BASE + set[0].pin.id) }]),
        );
        withDetails(p.pin, { variantSet, productItems });
      }
    }
  }
  for (const pin of pins) {
    if (pin.kind === 'collection' && pin.is_promoted && pin.origin_pin_id === null) {
      withDetails(pin, { adData: { collectionGridClickType: pin.id % 2 === 0 ? 'closeup' : 'offsite' } });
    }
  }
}
