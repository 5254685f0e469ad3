// /pin/{id}/engagement/: a pin's engagement details, the saves others made of it, each a card on the engagementDetails surface.
import type { PageView } from '#client/app/pageTypes.ts';
import { cardsPageView } from '#client/features/feed/CardsPage.tsx';
import { pinPath } from '#shared/paths.ts';

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { engagementDetails: PageView<'engagementDetails'> } = {
  engagementDetails: cardsPageView(({ pin }) => ({
    testId: 'engagement-details',
    title: 'Engagement details',
    about: (
      <p>
        Saves of <a href={pinPath(pin.entityId)}>{pin.title || 'this Pin'}</a>, newest first.
      </p>
    ),
    request: { resource: 'RelatedPinsResource' },
    surface: { surface: 'engagementDetails' },
    empty: 'No one has saved this Pin yet.',
  })),
};
