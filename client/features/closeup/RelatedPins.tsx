// "More to explore" below a closeup: pins sharing annotations, interests or the board, streamed
// in through Suspense and paged by RelatedPinsResource in the same grid as the home feed.
import { Suspense } from 'react';
import { FeedGrid, FeedSkeleton } from '#client/features/feed/FeedGrid.tsx';
import type { CardPinPage } from '#shared/pinCard/cardPin.ts';
import type { Viewer } from '#shared/types.ts';

export interface RelatedPinsProps {
  /** The pin they relate to: the grid reads the rest of the first page with it (shared/pinCard/cardPin.ts). */
  pinId: string;
  related: CardPinPage | Promise<CardPinPage>;
  viewer: Viewer;
  embedState: boolean;
}

export function RelatedPins({ pinId, related, viewer, embedState }: RelatedPinsProps) {
  return (
    <section className="related" aria-labelledby="related-title" data-test-id="related">
      <h2 id="related-title" className="related__title">
        More to explore
      </h2>
      <Suspense fallback={<FeedSkeleton />}>
        <FeedGrid
          feed={related}
          request={{ resource: 'RelatedPinsResource', options: { pin_id: pinId } }}
          viewer={viewer}
          embedState={embedState}
          belowFirstScreen
        />
      </Suspense>
    </section>
  );
}
