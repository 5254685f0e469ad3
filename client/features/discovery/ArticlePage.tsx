// /discover/article/{slug}: an article of ideas on one interest, the newest listed pins of it.
import type { PageView } from '#client/app/pageTypes.ts';
import { cardsPageView } from '#client/features/feed/CardsPage.tsx';

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { discoveryArticle: PageView<'discoveryArticle'> } = {
  discoveryArticle: cardsPageView(({ title, intro }) => ({
    testId: 'discovery-article',
    title,
    about: <p>{intro}</p>,
    request: { resource: 'HomefeedResource' },
    surface: { surface: 'home' },
    empty: 'No ideas here yet.',
  })),
};
