// The home feed page (/ and /homefeed/): the grid streams in below the header.
import { Suspense } from 'react';
import type { PinPage, Viewer } from '#shared/types.ts';
import { FeedGrid, FeedSkeleton } from './FeedGrid.tsx';

export function HomePage({ feed, viewer, embedState }: { feed: PinPage | Promise<PinPage>; viewer: Viewer; embedState: boolean }) {
  return (
    <>
      <h1 className="visually-hidden">Ideas for you</h1>
      {viewer.isAuth && (
        <p className="home__tune" style={{ margin: '8px 16px' }}>
          <a href="/edit/">Tune your home feed</a>
        </p>
      )}
      <Suspense fallback={<FeedSkeleton />}>
        <FeedGrid feed={feed} request={{ resource: 'HomefeedResource' }} viewer={viewer} embedState={embedState} />
      </Suspense>
    </>
  );
}
