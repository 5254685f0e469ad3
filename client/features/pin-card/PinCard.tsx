// The pin card in a grid: an image box sized before the image loads (dominant colour behind it)
// and a footer whose height the masonry reserved. Richer card rules build on this component.
import { chooseImage } from '#shared/images.ts';
import { footerHeight, imageBoxHeight, rowSpan, titleLines } from '#shared/masonry.ts';
import { pinPath } from '#shared/routes.ts';
import type { ImageSize, Pin, Viewer } from '#shared/types.ts';
import { SaveControl } from '#client/features/save/SaveControl.tsx';

export interface PinCardProps {
  pin: Pin;
  columnWidth: number;
  gap: number;
  /** Position in the grid; the first cards load eagerly (they are the largest paint). */
  slotIndex: number;
  /** The viewer, for the save control (issue 5); bots get none. */
  viewer?: Viewer;
  surface?: string;
}

const SRCSET_SIZES: ImageSize[] = ['236x', '474x', '736x'];

export function PinCard({ pin, columnWidth, gap, slotIndex, viewer, surface = 'grid' }: PinCardProps) {
  const image = chooseImage(pin.images);
  const boxHeight = image ? imageBoxHeight(image, columnWidth) : columnWidth;
  const title = pin.title.trim();
  const lines = titleLines(title, columnWidth);
  const footer = footerHeight(lines);
  const srcSet = SRCSET_SIZES.map((s) => pin.images[s] && `${pin.images[s]!.url} ${pin.images[s]!.width}w`).filter(Boolean).join(', ');
  const href = pinPath(pin.entityId);
  const label = title || pin.altText || 'Pin';
  return (
    <div
      className="pin-card"
      data-test-id="pin"
      data-pin-id={pin.entityId}
      data-slot-index={slotIndex}
      style={{ gridRowEnd: `span ${rowSpan(boxHeight, footer, gap)}` }}
    >
      <a className="pin-card__image" href={href} aria-label={label} style={{ height: boxHeight, backgroundColor: pin.dominantColor }}>
        {image && (
          <img
            src={image.url}
            srcSet={srcSet || undefined}
            sizes={srcSet ? `${columnWidth}px` : undefined}
            width={columnWidth}
            height={boxHeight}
            alt={pin.altText || title}
            loading={slotIndex < 10 ? 'eager' : 'lazy'}
            fetchPriority={slotIndex < 4 ? 'high' : undefined}
            decoding="async"
          />
        )}
      </a>
      {viewer && !viewer.isBot && <SaveControl pin={pin} viewer={viewer} kind="classic" surface={surface} />}
      {lines > 0 && (
        <div className="pin-card__footer" style={{ height: footer }}>
          <a className="pin-card__title" href={href} style={{ WebkitLineClamp: lines }} tabIndex={-1}>
            {title}
          </a>
        </div>
      )}
    </div>
  );
}
