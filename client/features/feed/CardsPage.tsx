// A page that is one grid of pin cards under a header (visual search, a discovery article, a pin's engagement
// details, the retrieval hub): the header, then the grid, or a line saying it is empty.
import type { ReactNode } from 'react';
import type { CardPinPage } from '#shared/pinCard/cardPin.ts';
import type { Viewer } from '#shared/types.ts';
import { FeedGrid, type FeedGridProps } from './FeedGrid.tsx';
import './cardsPage.css';

export function CardsPage({
  testId,
  header,
  feed,
  request,
  surface,
  viewer,
  empty,
  children,
}: {
  /** The page's data-test-id. */
  testId: string;
  header: ReactNode;
  feed: CardPinPage;
  request: FeedGridProps['request'];
  surface: FeedGridProps['surface'];
  viewer: Viewer;
  /** What the page says when the grid has no card. */
  empty: string;
  /** Between the header and the grid (a strip of cards). */
  children?: ReactNode;
}) {
  return (
    <section className="cards-page" data-test-id={testId}>
      <header className="cards-page__header">{header}</header>
      {children}
      {feed.pins.length ? (
        <FeedGrid feed={feed} request={request} viewer={viewer} surface={surface} embedState={false} />
      ) : (
        <p className="cards-page__empty">{empty}</p>
      )}
    </section>
  );
}
