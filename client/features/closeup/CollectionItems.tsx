// A collection pin's items on the closeup (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3 collectionPin itemData): a small grid of
// item images, each linking to its pin's closeup when it is a pin we still show, and the item's
// external link as a checked, signed OutboundLink (never a raw href) whose click logs a chip clickthrough.

import { OutboundLink } from '#client/features/offsite/OutboundLink.tsx';
import { closeupImage } from '#shared/closeup/closeupImage.ts';
import { isId } from '#shared/ids.ts';
import { chipClickAux } from '#shared/offsite/click.ts';
import { pinPath } from '#shared/paths.ts';
import type { CollectionItem, ImageSize, Pin } from '#shared/types.ts';
import { displayHost, sanitizeOutboundUrl } from '#shared/urls.ts';

/** Rendered side of an item tile (three to a row in the closeup column). */
export const COLLECTION_TILE = 150;

export interface CollectionItemsProps {
  pin: Pin;
  items: CollectionItem[];
  /** 'originals' for bots (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3); people get the small 236x size. */
  imageSize: ImageSize;
}

/** The pin an item's outbound link is checked and signed for: the item's own pin id. */
function itemPin(pin: Pin, item: CollectionItem): Pin {
  const entityId = isId(item.pinId) ? item.pinId : pin.entityId;
  return {
    ...pin,
    entityId,
    link: item.link ?? null,
    trackedLink: undefined,
    offsiteUrl: item.offsiteUrl,
    trackingParams: undefined,
    isPromoted: false,
    isThirdPartyAd: false,
  };
}

export function CollectionItems({ pin, items, imageSize }: CollectionItemsProps) {
  const size: ImageSize = imageSize === 'originals' ? 'originals' : '236x';
  return (
    <section className="collection" aria-label="Items in this collection" data-test-id="collection-items">
      <ul className="collection__grid">
        {items.map((item, i) => {
          const image = item.images ? closeupImage({ images: item.images }, size) : null;
          const link = sanitizeOutboundUrl(item.link);
          const picture = image && (
            <img src={image.url} width={COLLECTION_TILE} height={COLLECTION_TILE} alt={`Item ${i + 1} of ${items.length}`} loading="lazy" />
          );
          return (
            <li key={`${item.pinId}-${i}`} className="collection__item" data-test-id="collection-item" data-item-pin-id={item.pinId}>
              <div className="collection__tile" style={{ backgroundColor: pin.dominantColor }}>
                {item.pinAvailable ? (
                  <a href={pinPath(item.pinId)} data-test-id="collection-item-pin">
                    {picture}
                  </a>
                ) : (
                  picture
                )}
              </div>
              {link && (
                <OutboundLink
                  pin={itemPin(pin, item)}
                  href={link}
                  className="collection__link"
                  chip={{ pinId: pin.entityId, aux: chipClickAux(i, pin.isPromoted) }}
                >
                  {displayHost(link)}
                </OutboundLink>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
