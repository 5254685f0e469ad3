// The card footer (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#display-rules-spec-000-5, docs/rules/pin-card.md#constants-spec-000-9): title, price and stock, recipe stars, source or group
// board line, reactions and the promoter or creator attribution, in exactly the height that
// shared/pinCard/footer.ts reserved.
import { VerifiedMerchantBadge } from '#client/features/experiences/VerifiedMerchantBadge.tsx';
import { CARD_SIZES } from '#shared/constants.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import type { FooterLayout } from '#shared/pinCard/footer.ts';
import { topCounts } from '#shared/pinCard/menu.ts';
import { ReactionIcon } from './ReactionIcon.tsx';
import { reactionLabel } from './reactions.ts';

export function CardFooter({ pin, layout, href }: { pin: CardPin; layout: FooterLayout; href: string }) {
  if (layout.height === 0) return null;
  const { price, stock, recipe, meta, attribution } = layout;
  // docs/rules/pin-card.md#who-it-serves-spec-000-1, docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4: the footer-hiding experiment keeps the ad disclosure (promoter and label).
  // Reactions are not part of what it hides (docs/rules/pin-card.md#display-rules-spec-000-5).
  if (layout.hidden) {
    return attribution || layout.reactions ? (
      <div className="pin-card__footer" data-test-id={attribution ? 'pin-disclosure' : undefined} style={{ height: layout.height }}>
        {layout.reactions && <Reactions pin={pin} />}
        {attribution && <Attribution attribution={attribution} />}
      </div>
    ) : null;
  }
  return (
    <div className="pin-card__footer" style={{ height: layout.height }}>
      {layout.titleLines > 0 && (
        <a className="pin-card__title" href={href} tabIndex={-1} style={layout.titleLines > 1 ? { ['--lines' as string]: layout.titleLines } : undefined}>
          {layout.title}
        </a>
      )}
      {(price || stock) && (
        <p className="pin-card__price" data-test-id="pin-price">
          {price && <span className="pin-card__price-current">{price.current}</span>}
          {price?.original && <s className="pin-card__price-original">{price.original}</s>}
          {stock && <span className="pin-card__stock">{stock}</span>}
        </p>
      )}
      {recipe && (
        <p className="pin-card__recipe">
          {recipe.stars && (
            <span className="pin-card__stars" role="img" aria-label={`${recipe.stars.full + recipe.stars.half / 2} out of 5 stars`}>
              <StarRow rating={recipe.stars.full + recipe.stars.half / 2} />
              {recipe.reviewCount > 0 && <span className="pin-card__reviews">{` (${recipe.reviewCount})`}</span>}
            </span>
          )}
          {recipe.cookTime && <span className="pin-card__cook-time">{recipe.cookTime}</span>}
        </p>
      )}
      {meta && <p className="pin-card__meta">{meta.text}</p>}
      {layout.reactions && <Reactions pin={pin} />}
      {attribution && <Attribution attribution={attribution} />}
    </div>
  );
}

/** The top reaction counts (docs/rules/pin-card.md#display-rules-spec-000-5). */
function Reactions({ pin }: { pin: CardPin }) {
  return (
    <p className="pin-card__reactions" data-test-id="pin-reactions">
      {topCounts(pin.reactionCountsData).map(([type, count]) => (
        <span key={type} className="pin-card__reaction" title={reactionLabel(type).name}>
          <ReactionIcon icon={reactionLabel(type).icon} label={reactionLabel(type).name} /> {compactCount(count)}
        </span>
      ))}
    </p>
  );
}

/** The promoter or creator with the ad or sponsorship label: a promoted pin's disclosure. */
function Attribution({ attribution }: { attribution: NonNullable<FooterLayout['attribution']> }) {
  return (
    <div className={`pin-card__attribution${attribution.extra ? ' pin-card__attribution--tall' : ''}`}>
      {attribution.avatar ? (
        // In a <picture>, where React writes no preload of it into the page's head (./CardImage.tsx).
        <picture>
          <img className="pin-card__avatar" src={attribution.avatar} width={32} height={32} alt="" />
        </picture>
      ) : (
        <span className="pin-card__avatar" aria-hidden="true">
          {attribution.name.slice(0, 1)}
        </span>
      )}
      <div>
        <p className="pin-card__attribution-name">
          {attribution.name}
          {attribution.verified && (
            <span className="pin-card__verified">
              <VerifiedMerchantBadge size="sm" />
            </span>
          )}
        </p>
        <p className="pin-card__ad-label" data-test-id="ad-label">
          {attribution.label}
        </p>
        {attribution.extra && <p className="pin-card__ad-extra">{attribution.extra}</p>}
      </div>
    </div>
  );
}

/**
 * Five stars, each CARD_SIZES.starWidth wide (docs/rules/pin-card.md#constants-spec-000-9), filled up to the rating (a half
 * star is half filled): one element drawn by ./pinCard.css, not an element per star.
 */
function StarRow({ rating }: { rating: number }) {
  return <span className="star-row" style={{ ['--star' as string]: `${CARD_SIZES.starWidth}px`, ['--rating' as string]: rating }} aria-hidden="true" />;
}

/** 1234 → 1.2k, as reaction counts are shown. */
export function compactCount(n: number): string {
  return n >= 1000 ? `${(Math.floor(n / 100) / 10).toString()}k` : String(n);
}
