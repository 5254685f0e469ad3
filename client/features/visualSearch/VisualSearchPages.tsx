// /pin/{id}/visual-search/ (and /products/): the pin, then the pins that look like it.
import type { PageView } from '#client/app/pageTypes.ts';
import { cardsPageView } from '#client/features/feed/CardsPage.tsx';
import { CardStrip } from '#client/features/pinCard/CardStrip.tsx';
import { pinPath } from '#shared/paths.ts';
import './visualSearch.css';

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { visualSearch: PageView<'visualSearch'> } = {
  visualSearch: cardsPageView(({ pin, products, inspiration }, viewer) => {
    const image = pin.images['236x'] ?? pin.images['474x'];
    return {
      testId: 'visual-search',
      title: products ? 'Shop the look' : 'More like this',
      picture: image && <img src={image.url} alt={pin.altText || pin.title} width={image.width} height={image.height} />,
      about: (
        <>
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
        </>
      ),
      request: { resource: 'RelatedPinsResource' },
      surface: { surface: products ? 'shopFeed' : 'related' },
      empty: 'Nothing looks like this Pin yet.',
      strip: <CardStrip title="Shop the look" surface="visualInspirationShopping" pins={inspiration ? [inspiration] : []} viewer={viewer} />,
    };
  }),
};
