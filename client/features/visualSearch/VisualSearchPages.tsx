// /pin/{id}/visual-search/ (and /products/): the pin, then the pins that look like it; and
// /discover/article/{slug}: an article of ideas on one interest; /pin/{id}/engagement/: the saves of a pin;
// /pins/: a member's retrieval hub. Each is one page of pin cards.
import type { PageView } from '#client/app/pageTypes.ts';
import { FeedGrid } from '#client/features/feed/FeedGrid.tsx';
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
  return (
    <section className="visual-search" data-test-id="visual-search">
      <header className="visual-search__header">
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
      </header>
      <CardStrip title="Shop the look" surface="visualInspirationShopping" pins={inspiration ? [inspiration] : []} viewer={viewer} />
      {feed.pins.length ? (
        <FeedGrid
          feed={feed}
          request={{ resource: 'RelatedPinsResource' }}
          viewer={viewer}
          surface={{ surface: products ? 'shopFeed' : 'related' }}
          embedState={false}
        />
      ) : (
        <p className="visual-search__empty">Nothing looks like this Pin yet.</p>
      )}
    </section>
  );
}

export function DiscoverArticlePage({ title, intro, feed, viewer }: { title: string; intro: string; feed: PinPage; viewer: Viewer }) {
  return (
    <section className="visual-search" data-test-id="discover-article">
      <header className="visual-search__header">
        <div>
          <h1>{title}</h1>
          <p>{intro}</p>
        </div>
      </header>
      {feed.pins.length ? (
        <FeedGrid feed={feed} request={{ resource: 'HomefeedResource' }} viewer={viewer} surface={{ surface: 'home' }} embedState={false} />
      ) : (
        <p className="visual-search__empty">No ideas here yet.</p>
      )}
    </section>
  );
}

/** A pin's engagement details: the saves others made of it, each a card on the engagementDetails surface. */
export function EngagementDetailsPage({ pin, feed, viewer }: { pin: Pin; feed: PinPage; viewer: Viewer }) {
  return (
    <section className="visual-search" data-test-id="engagement-details">
      <header className="visual-search__header">
        <div>
          <h1>Engagement details</h1>
          <p>
            Saves of <a href={pinPath(pin.entityId)}>{pin.title || 'this Pin'}</a>, newest first.
          </p>
        </div>
      </header>
      {feed.pins.length ? (
        <FeedGrid feed={feed} request={{ resource: 'RelatedPinsResource' }} viewer={viewer} surface={{ surface: 'engagementDetails' }} embedState={false} />
      ) : (
        <p className="visual-search__empty">No one has saved this Pin yet.</p>
      )}
    </section>
  );
}

/** The retrieval hub: a member's saves, or those matching their words, each a card on the retrievalHub surface. A plain GET form. */
export function RetrievalHubPage({ query, feed, viewer }: { query: string; feed: PinPage; viewer: Viewer }) {
  return (
    <section className="visual-search" data-test-id="retrieval-hub">
      <header className="visual-search__header">
        <div>
          <h1>Your Pins</h1>
          <form method="get" action="/pins/" aria-label="Find a Pin you saved">
            <input type="search" name="q" aria-label="Find a Pin you saved" placeholder="Find a Pin you saved" defaultValue={query} maxLength={100} />
            <button type="submit" className="button">
              Find
            </button>
          </form>
        </div>
      </header>
      {feed.pins.length ? (
        <FeedGrid feed={feed} request={{ resource: 'RelatedPinsResource' }} viewer={viewer} surface={{ surface: 'retrievalHub' }} embedState={false} />
      ) : (
        <p className="visual-search__empty">{query ? `None of your Pins mention “${query}”.` : 'You have not saved any Pins yet.'}</p>
      )}
    </section>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: {
  visualSearch: PageView<'visualSearch'>;
  discoverArticle: PageView<'discoverArticle'>;
  engagementDetails: PageView<'engagementDetails'>;
  retrievalHub: PageView<'retrievalHub'>;
} = {
  retrievalHub: ({ data, viewer }) => <RetrievalHubPage {...data} viewer={viewer} />,
  engagementDetails: ({ data, viewer }) => <EngagementDetailsPage {...data} viewer={viewer} />,
  visualSearch: ({ data, viewer }) => <VisualSearchPage {...data} viewer={viewer} />,
  discoverArticle: ({ data, viewer }) => <DiscoverArticlePage {...data} viewer={viewer} />,
};
