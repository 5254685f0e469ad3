// /pin/{id}/engagement/: a pin's engagement details, the saves others made of it, each a card on the engagementDetails surface.
import type { PageView } from '#client/app/pageTypes.ts';
import { CardsPage } from '#client/features/feed/CardsPage.tsx';
import { pinPath } from '#shared/paths.ts';
import type { Pin, PinPage, Viewer } from '#shared/types.ts';

export function EngagementDetailsPage({ pin, feed, viewer }: { pin: Pin; feed: PinPage; viewer: Viewer }) {
  const header = (
    <div>
      <h1>Engagement details</h1>
      <p>
        Saves of <a href={pinPath(pin.entityId)}>{pin.title || 'this Pin'}</a>, newest first.
      </p>
    </div>
  );
  return (
    <CardsPage
      testId="engagement-details"
      header={header}
      feed={feed}
      request={{ resource: 'RelatedPinsResource' }}
      surface={{ surface: 'engagementDetails' }}
      viewer={viewer}
      empty="No one has saved this Pin yet."
    />
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { engagementDetails: PageView<'engagementDetails'> } = {
  engagementDetails: ({ data, viewer }) => <EngagementDetailsPage {...data} viewer={viewer} />,
};
