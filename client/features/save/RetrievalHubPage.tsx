// /pins/: the retrieval hub, a member's saves or those matching their words, each a card on the retrievalHub surface.
// A plain GET form, so it works without JavaScript.
import type { PageView } from '#client/app/pageTypes.ts';
import { CardsPage } from '#client/features/feed/CardsPage.tsx';
import type { PinPage, Viewer } from '#shared/types.ts';

export function RetrievalHubPage({ query, feed, viewer }: { query: string; feed: PinPage; viewer: Viewer }) {
  const header = (
    <div>
      <h1>Your Pins</h1>
      <form method="get" action="/pins/" aria-label="Find a Pin you saved">
        <input type="search" name="q" aria-label="Find a Pin you saved" placeholder="Find a Pin you saved" defaultValue={query} maxLength={100} />
        <button type="submit" className="button">
          Find
        </button>
      </form>
    </div>
  );
  return (
    <CardsPage
      testId="retrieval-hub"
      header={header}
      feed={feed}
      request={{ resource: 'RelatedPinsResource' }}
      surface={{ surface: 'retrievalHub' }}
      viewer={viewer}
      empty={query ? `None of your Pins mention “${query}”.` : 'You have not saved any Pins yet.'}
    />
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { retrievalHub: PageView<'retrievalHub'> } = {
  retrievalHub: ({ data, viewer }) => <RetrievalHubPage {...data} viewer={viewer} />,
};
