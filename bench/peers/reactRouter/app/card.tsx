// A pin card with the project's markup, class names and image attributes (client/features/pinCard).
import { type CardRow, cardHeight, imageUrl } from '../../shared/queries.ts';

export function Card({ pin, slot }: { pin: CardRow; slot: number }) {
  const height = cardHeight(pin);
  const href = `/pin/${pin.id}/`;
  const label = pin.title || pin.alt_text || 'Pin';
  return (
    <div
      className="pin-card"
      data-test-id="pin"
      data-pin-id={pin.id}
      data-pin-kind={pin.kind}
      data-slot-index={slot}
      style={{ '--span': Math.ceil((height + 64 + 16) / 4), '--span-phone': Math.ceil((height + 84) / 4) } as React.CSSProperties}
    >
      <div className="pin-card__media-box" style={{ height: `calc(var(--masonry-px, 1px) * ${height})`, backgroundColor: pin.img_color }}>
        <a className="pin-card__image" href={href} aria-label={label}>
          <img
            src={imageUrl(pin, '736x')}
            srcSet={`${imageUrl(pin, '236x')} 236w, ${imageUrl(pin, '474x')} 474w, ${imageUrl(pin, '736x')} 736w`}
            sizes="236px"
            width={236}
            height={height}
            alt={pin.alt_text || label}
            loading={slot < 6 ? 'eager' : 'lazy'}
            fetchPriority={slot < 6 ? 'high' : 'auto'}
            decoding="async"
          />
        </a>
      </div>
      <div className="pin-card__footer" data-test-id="pin-footer" style={{ height: '64px' }}>
        <a className="pin-card__title" href={href} tabIndex={-1} style={{ WebkitLineClamp: 1, maxHeight: '20px' }}>
          {label}
        </a>
        <p className="pin-card__row pin-card__meta pin-card__meta--domain">{pin.domain || pin.pinner_full_name}</p>
      </div>
    </div>
  );
}
