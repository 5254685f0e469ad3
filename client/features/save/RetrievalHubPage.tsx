// /pins/: the retrieval hub, a member's saves or those matching their words, each a card on the retrievalHub surface.
// A plain GET form, so it works without JavaScript.
import type { PageView } from '#client/app/pageTypes.ts';
import { cardsPageView } from '#client/features/feed/CardsPage.tsx';

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { retrievalHub: PageView<'retrievalHub'> } = {
  retrievalHub: cardsPageView(({ query }) => ({
    testId: 'retrieval-hub',
    title: 'Your Pins',
    about: (
      <form method="get" action="/pins/" aria-label="Find a Pin you saved">
        <input type="search" name="q" aria-label="Find a Pin you saved" placeholder="Find a Pin you saved" defaultValue={query} maxLength={100} />
        <button type="submit" className="button">
          Find
        </button>
      </form>
    ),
    request: { resource: 'RelatedPinsResource' },
    surface: { surface: 'retrievalHub' },
    empty: query ? `None of your Pins mention “${query}”.` : 'You have not saved any Pins yet.',
  })),
};
