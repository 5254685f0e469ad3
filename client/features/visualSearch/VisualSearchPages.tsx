// /pin/{id}/visual-search/ (and /products/): the pin, then the pins that look like it.
import type { PageView } from '#client/app/pageTypes.ts';
import { CardsPage } from '#client/features/feed/CardsPage.tsx';
import { CardStrip } from '#client/features/pinCard/CardStrip.tsx';
import { pinPath } from '#shared/paths.ts';
import type { Pin, PinPage, Viewer } from '#shared/types.ts';
import './visualSearch.css';

export function VisualSearchPage({
  pin,
  products,
  feed,
  inspiration,
  viewer,
}: {
  pin: Pin;
  products: boolean;
  feed: PinPage;
  inspiration: Pin | null;
  viewer: Viewer;
}) {
  const image = pin.images['236x'] ?? pin.images['474x'];
  const header = (
    <>
      {image && <img src={image.url} alt={pin.altText || pin.title} width={image.width} height={image.height} />}
      <div>
        <h1>{products ? 'Shop the look' : 'More like this'}</h1>
        <p>
          {products ? 'Products' : 'Pins'} that look like <a href={pinPath(pin.entityId)}>{pin.title || 'this Pin'}</a>: the same colours and shape.
        </p>
        <nav className="visual-search__tabs" aria-label="Visual search">
          <a href={`${pinPath(pin.entityId)}visual-search/`} aria-current={products ? undefined : 'page'}>
            All Pins
          </a>
          <a href={`${pinPath(pin.entityId)}visual-search/products/`} aria-current={products ? 'page' : undefined}>
            Products
          </a>
        </nav>
      </div>
    </>
  );
  return (
    <CardsPage
      testId="visual-search"
      header={header}
      feed={feed}
      request={{ resource: 'RelatedPinsResource' }}
      surface={{ surface: products ? 'shopFeed' : 'related' }}
      viewer={viewer}
      empty="Nothing looks like this Pin yet."
    >
      <CardStrip title="Shop the look" surface="visualInspirationShopping" pins={inspiration ? [inspiration] : []} viewer={viewer} />
    </CardsPage>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { visualSearch: PageView<'visualSearch'> } = {
  visualSearch: ({ data, viewer }) => <VisualSearchPage {...data} viewer={viewer} />,
};
