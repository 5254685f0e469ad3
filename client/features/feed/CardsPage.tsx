// A page that is one grid of pin cards under a header (visual search, a discovery article, a pin's engagement
// details, the retrieval hub): the header, then the grid, or a line saying it is empty. Each such page is a
// `cardsPageView`, so all of them have this one markup.
import type { ReactNode } from 'react';
import type { PageKind, PageView, PageViewProps } from '#client/app/pageTypes.ts';
import type { CardPinPage } from '#shared/pinCard/cardPin.ts';
import type { Viewer } from '#shared/types.ts';
import { FeedGrid, type FeedGridProps } from './FeedGrid.tsx';
import './cardsPage.css';

/** What a page of cards is around its grid, which shows its data's `feed`. */
interface CardsPageParts {
  /** The page's data-test-id. */
  testId: string;
  /** The page's heading. */
  title: string;
  /** Under the heading: a line, a form, tabs. */
  about: ReactNode;
  /** Beside the heading, before it (the pin a visual search starts from). */
  picture?: ReactNode;
  request: FeedGridProps['request'];
  surface: FeedGridProps['surface'];
  /** What the page says when the grid has no card. */
  empty: string;
  /** Between the header and the grid (a strip of cards). */
  strip?: ReactNode;
}

/** The kinds of page whose data carries one grid of cards. */
type CardsPageKind = { [K in PageKind]: PageViewProps<K>['data'] extends { feed: CardPinPage } ? K : never }[PageKind];

/** The view of a page of cards: `parts` says, from the page's data and viewer, what the page is around its grid. */
export function cardsPageView<K extends CardsPageKind>(parts: (data: PageViewProps<K>['data'], viewer: Viewer) => CardsPageParts): PageView<K> {
  // Every kind of CardsPageKind carries a feed; TypeScript does not narrow a generic kind's data by it.
  return ({ data, viewer }) => <CardsPage {...parts(data, viewer)} feed={(data as { feed: CardPinPage }).feed} viewer={viewer} />;
}

function CardsPage({ testId, title, about, picture, feed, request, surface, viewer, empty, strip }: CardsPageParts & { feed: CardPinPage; viewer: Viewer }) {
  return (
    <section className="cards-page" data-test-id={testId}>
      <header className="cards-page__header">
        {picture}
        <div>
          <h1>{title}</h1>
          {about}
        </div>
      </header>
      {strip}
      {feed.pins.length ? (
        <FeedGrid feed={feed} request={request} viewer={viewer} surface={surface} embedState={false} />
      ) : (
        <p className="cards-page__empty">{empty}</p>
      )}
    </section>
  );
}
