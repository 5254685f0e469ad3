// Rich data on the closeup (docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3, docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#display-rules-spec-000-5): product price and offers, recipe rating and cook
// time, article details, and the annotation links. A chunk of its own, loaded for the pins that may show some
// (./closeupParts.tsx showsRichData).

import { StarIcon, type StarKind } from '#client/features/pinCard/StarIcon.tsx';
import { calendarDate } from '#shared/dates/calendarDate.ts';
import { cardProduct, cookTimeLabel, footerPrice, ratingStars, stockMarker } from '#shared/pinCard/price.ts';
import type { Pin } from '#shared/types.ts';
import { isHttpUrl, isSitePath } from '#shared/urls.ts';

const kinds = (kind: StarKind, count: number): StarKind[] => Array.from({ length: count }, () => kind);

function Stars({ value, best, reviews }: { value: number | string; best?: number; reviews?: number }) {
  const { full, half, empty } = ratingStars(value, best);
  const label = `${full + half / 2} out of 5 stars`;
  return (
    <p className="rich__rating" role="img" aria-label={label} data-test-id="rating">
      <span className="rich__stars">
        {[...kinds('full', full), ...kinds('half', half), ...kinds('empty', empty)].map((kind, i) => (
          <StarIcon key={i} kind={kind} size={18} />
        ))}
      </span>
      {reviews ? <span className="rich__muted"> ({reviews})</span> : null}
    </p>
  );
}

export interface RichDataProps {
  pin: Pin;
}

export function RichData({ pin }: RichDataProps) {
  const product = cardProduct(pin);
  const price = footerPrice(pin);
  const stock = stockMarker(pin);
  const rating = pin.richSummary?.aggregateRating;
  const cook = pin.richSummary?.displayCookTime ?? pin.richMetadata?.recipe?.cookTimeMinutes;
  const article = pin.richMetadata?.article;
  const annotations = (pin.pinJoin?.annotationsWithLinksArray ?? []).filter((a) => isSitePath(a.url) || isHttpUrl(a.url));
  return (
    <>
      {pin.kind === 'product' && product && (
        <section className="rich rich--product" data-test-id="rich-product">
          {price && (
            <p className="rich__price">
              {price.current}
              {price.original && <s className="rich__muted"> {price.original}</s>}
            </p>
          )}
          {stock && <p className="rich__stock">{stock}</p>}
          {product.labelInfo?.labels.length ? <p className="rich__muted">{product.labelInfo.labels.join(' · ')}</p> : null}
        </section>
      )}
      {pin.kind === 'recipe' && (
        <section className="rich rich--recipe" data-test-id="rich-recipe">
          {rating && <Stars value={rating.ratingValue} best={rating.bestRating} reviews={rating.reviewCount} />}
          {cookTimeLabel(cook) && <p>Cook time: {cookTimeLabel(cook)}</p>}
        </section>
      )}
      {pin.kind === 'article' && article && (
        <section className="rich rich--article" data-test-id="rich-article">
          {article.description && <p>{article.description}</p>}
          {article.datePublished && <p className="rich__muted">Published {calendarDate(article.datePublished)}</p>}
        </section>
      )}
      {annotations.length > 0 && (
        <ul className="annotations" aria-label="Related topics">
          {annotations.map((a) => (
            <li key={a.name}>
              <a className="annotations__chip" href={a.url}>
                {a.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
