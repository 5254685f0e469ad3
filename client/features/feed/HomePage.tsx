// The home feed page (/ and /homefeed/): the grid streams in below the header.
import { Suspense } from 'react';
import type { PageView } from '#client/app/pageTypes.ts';
import type { CardPinPage } from '#shared/pinCard/cardPin.ts';
import type { Viewer } from '#shared/types.ts';
import { FeedGrid, FeedSkeleton } from './FeedGrid.tsx';

export function HomePage({ feed, viewer, embedState }: { feed: CardPinPage | Promise<CardPinPage>; viewer: Viewer; embedState: boolean }) {
  return (
    <>
      <h1 className="visually-hidden">Ideas for you</h1>
      {viewer.isAuth && (
        <p className="home__tune" style={{ margin: '8px 16px' }}>
          <a href="/edit/">Tune your home feed</a>
        </p>
      )}
      <Suspense fallback={<FeedSkeleton />}>
        <FeedGrid
          feed={feed}
          request={{ resource: 'HomefeedResource' }}
          viewer={viewer}
          surface={{ surface: 'home' }}
          embedState={embedState}
          refreshedByExperiences
        />
      </Suspense>
    </>
  );
}

/** The page views of this module, by page kind (shared/pageRoutes.ts PAGE_VIEWS). */
export const views: { home: PageView<'home'> } = {
  home: ({ data, viewer, embedState }) => <HomePage feed={data.feed} viewer={viewer} embedState={embedState} />,
};
