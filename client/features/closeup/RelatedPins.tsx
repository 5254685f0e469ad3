// "More to explore" below a closeup: pins sharing annotations, interests or the board, paged by
// RelatedPinsResource in the same grid as the home feed. A bot's page (and the pin-page loading
// groups that wait) carries the first page; a person's grid reads it when it nears the screen, and
// without JavaScript a search for the pin's title stands in for it.
import { FeedGrid } from '#client/features/feed/FeedGrid.tsx';
import type { CardPinPage } from '#shared/pinCard/cardPin.ts';
import type { Viewer } from '#shared/types.ts';

export interface RelatedPinsProps {
  /** The pin they relate to: the grid reads the rest of the first page with it (shared/pinCard/cardPin.ts). */
  pinId: string;
  related: CardPinPage;
  viewer: Viewer;
  embedState: boolean;
  /** What the search that stands in for an unread grid without JavaScript looks for (the pin's title). */
  moreQuery?: string;
}

export function RelatedPins({ pinId, related, viewer, embedState, moreQuery }: RelatedPinsProps) {
  return (
    <section className="related" aria-labelledby="related-title" data-test-id="related">
      <h2 id="related-title" className="related__title">
        More to explore
      </h2>
      {/* A page, never a promise (the server reads it before it renders, or leaves it to the grid): nothing suspends here. */}
      <FeedGrid
        feed={related}
        request={{ resource: 'RelatedPinsResource', options: { pin_id: pinId } }}
        viewer={viewer}
        surface={{ surface: 'related' }}
        embedState={embedState}
        belowFirstScreen
      />
      {moreQuery && related.rest && related.pins.length === 0 && (
        <noscript>
          <form className="related__more" action="/search/pins/" method="get">
            <input type="hidden" name="q" value={moreQuery} />
            <button type="submit" className="button">
              See more ideas like this
            </button>
          </form>
        </noscript>
      )}
    </section>
  );
}
