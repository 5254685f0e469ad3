// Step 4b of the demo data: the closeup-only details of some pins (shared/types.ts StoredPinDetails),
// stored under `details` of a pin's data: variant sets among a shop's products, free-shipping
// thresholds on shoppable products, and the ad creative of promoted collections. Derived from the
// pins alone (no random draw), so the rest of the data set stays as it was.
import type { PinExtras, StoredPinDetails } from '../../../shared/types.ts';
import type { BoardRow, PinRow } from '../dataset.ts';

/** A shop's public, live, organic product originals are offered as variants of each other, this many at a time. */
const VARIANTS_PER_SET = 3;
/** The free-shipping threshold by currency sign. */
const FREE_SHIPPING: Record<string, number> = { $: 50, '£': 40 };

const extrasOf = (pin: PinRow) => JSON.parse(pin.data) as PinExtras & { details?: StoredPinDetails };

function withDetails(pin: PinRow, details: StoredPinDetails): void {
  const extras = extrasOf(pin);
  pin.data = JSON.stringify({ ...extras, details: { ...extras.details, ...details } });
}

export function addPinDetails(pins: PinRow[], boards: BoardRow[]): void {
  const publicBoards = new Set(boards.filter((b) => b.privacy === 'public').map((b) => b.id));
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
      for (const p of set) withDetails(p.pin, { variantSet });
    }
  }
  for (const pin of pins) {
    if (pin.kind === 'collection' && pin.is_promoted && pin.origin_pin_id === null) {
      withDetails(pin, { adData: { collectionGridClickType: pin.id % 2 === 0 ? 'closeup' : 'offsite' } });
    }
  }
}
