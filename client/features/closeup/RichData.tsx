// Rich data on the closeup (spec 000 §3-§5): product price and offers, recipe rating and cook
// time, article details, and the annotation links.
import { isSitePath } from '#shared/closeup/pinRedirect.ts';
import { cookTimeText, priceLine, ratingStars } from '#shared/closeup/richData.ts';
import type { Pin } from '#shared/types.ts';
import { isHttpUrl } from '#shared/urls.ts';

function Stars({ value, best, reviews }: { value: number | string; best?: number; reviews?: number }) {
  const { full, half } = ratingStars(value, best);
  const label = `${full + (half ? 0.5 : 0)} out of 5 stars`;
  return (
    <p className="rich__rating" aria-label={label} data-test-id="rating">
      <span aria-hidden="true">{'★'.repeat(full)}{half ? '⯪' : ''}{'☆'.repeat(5 - full - (half ? 1 : 0))}</span>
      {reviews ? <span className="rich__muted"> ({reviews})</span> : null}
    </p>
  );
}

export function RichData({ pin }: { pin: Pin }) {
  const product = pin.richMetadata?.products?.[0] ?? pin.richSummary?.products?.[0];
  const price = priceLine(product?.offerSummary);
  const rating = pin.richSummary?.aggregateRating;
  const cook = pin.richSummary?.displayCookTime ?? pin.richMetadata?.recipe?.cookTimeMinutes;
  const article = pin.richMetadata?.article;
  const annotations = (pin.pinJoin?.annotationsWithLinksArray ?? []).filter((a) => isSitePath(a.url) || isHttpUrl(a.url));
  return (
    <>
      {pin.kind === 'product' && product && (
        <section className="rich rich--product" data-test-id="rich-product">
          {product.brand && <p className="rich__muted">Product sold by {product.brand.name}</p>}
          {price && (
            <p className="rich__price">
              {price.range ?? price.current}
              {price.original && <s className="rich__muted"> {price.original}</s>}
            </p>
          )}
          {pin.isOosProduct && <p className="rich__stock">Out of stock</p>}
          {pin.isStaleProduct && <p className="rich__muted">Price may have changed</p>}
          {product.labelInfo?.labels.length ? <p className="rich__muted">{product.labelInfo.labels.join(' · ')}</p> : null}
        </section>
      )}
      {pin.kind === 'recipe' && (
        <section className="rich rich--recipe" data-test-id="rich-recipe">
          {rating && <Stars value={rating.ratingValue} best={rating.bestRating} reviews={rating.reviewCount} />}
          {cook ? <p>Cook time: {cookTimeText(cook)}</p> : null}
        </section>
      )}
      {pin.kind === 'article' && article && (
        <section className="rich rich--article" data-test-id="rich-article">
          <p className="rich__muted">Article from {pin.richSummary?.siteName || pin.domain}</p>
          {article.description && <p>{article.description}</p>}
          {article.datePublished && <p className="rich__muted">Published {article.datePublished.slice(0, 10)}</p>}
        </section>
      )}
      {annotations.length > 0 && (
        <ul className="annotations" aria-label="Related topics">
          {annotations.map((a) => <li key={a.name}><a className="annotations__chip" href={a.url}>{a.name}</a></li>)}
        </ul>
      )}
    </>
  );
}
