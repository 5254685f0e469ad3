// "More to explore" below a closeup: pins sharing annotations, interests or the board, streamed
// in through Suspense and paged by RelatedPinsResource in the same grid as the home feed.
import { Suspense } from 'react';
import { FeedGrid, FeedSkeleton } from '#client/features/feed/FeedGrid.tsx';
import type { PinPage, Viewer } from '#shared/types.ts';

export interface RelatedPinsProps {
  related: PinPage | Promise<PinPage>;
  viewer: Viewer;
  embedState: boolean;
}

export function RelatedPins({ related, viewer, embedState }: RelatedPinsProps) {
  return (
    <section className="related" aria-labelledby="related-title" data-test-id="related">
      <h2 id="related-title" className="related__title">
        More to explore
      </h2>
      <Suspense fallback={<FeedSkeleton />}>
        <FeedGrid feed={related} request={{ resource: 'RelatedPinsResource' }} viewer={viewer} embedState={embedState} belowFirstScreen />
      </Suspense>
    </section>
  );
}
