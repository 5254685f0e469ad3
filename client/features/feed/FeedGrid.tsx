// The masonry grid of pin cards with infinite scroll: when the sentinel below the grid comes
// within a screen of the viewport, the next page (by bookmark) is loaded and appended. A person's
// first HTML holds the first FIRST_HTML_CARDS cards (less server render; docs/performance.md) and, where
// it embeds the page, only those cards' pins as cards read them (shared/pinCard/cardPin.ts): the rest of
// the first page comes from the feed's resource on scroll, as later pages do.

import { useSignals } from '@preact/signals-react/runtime';
import { use, useEffect, useRef } from 'react';
import { useRetained } from '#client/app/NavigationContext.ts';
import { useImpressionTracking } from '#client/features/events/useImpressionTracking.ts';
import { CardSurfaceContext, type CardSurfaceValue } from '#client/features/pinCard/CardSurface.ts';
import { PinCard } from '#client/features/pinCard/PinCard.tsx';
import type { PinFeedRequest } from '#client/lib/resource.ts';
import { useHydrated } from '#client/lib/useHydrated.ts';
import { FIRST_HTML_CARDS, MASONRY } from '#shared/constants.ts';
import { impressionSurface } from '#shared/events/feedNames.ts';
import { gridVariant, MASONRY_ROW_UNIT, PHONE_COLUMNS, type PinDensity } from '#shared/masonry.ts';
import type { CardPinPage } from '#shared/pinCard/cardPin.ts';
import type { Viewer } from '#shared/types.ts';
import { createFeedModel } from './feedModel.ts';
import { useFeedRefresh } from './feedRefresh.ts';
import { FEED_STATE_ID, FeedEmbedContext } from './feedState.ts';

export interface FeedGridProps {
  /** The first page: a promise while the server streams it, a value on the client. */
  feed: CardPinPage | Promise<CardPinPage>;
  /** The feed's resource and the options every later page is asked with. */
  request: PinFeedRequest;
  viewer: Viewer;
  /**
   * Which card surface this grid is (docs/rules/pin-card.md#screens-and-routes-spec-000-2): every page
   * names its own, as the cards' rules (save control, shopping indicators, image heights) read it.
   */
  surface: CardSurfaceValue;
  /**
   * Whether to embed the first page for hydration (server render and its hydration only): only where
   * the document state leaves it out (home, a closeup's related pins); a page whose data carries its
   * grid (search, topics, boards) would send every pin twice (docs/performance.md).
   */
  embedState: boolean;
  /** docs/rules/pin-card.md#pins-boards-and-viewers-spec-000-3: dense grids use the compact columns. */
  density?: PinDensity;
  /** The grid starts below the first screen (a closeup's related pins): its images load lazily. */
  belowFirstScreen?: boolean;
  /** The home feed: read again when an experience is completed (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4). */
  refreshedByExperiences?: boolean;
}

export function FeedGrid({ feed, request, viewer, surface: cards, embedState, density, belowFirstScreen, refreshedByExperiences = false }: FeedGridProps) {
  useSignals();
  const first = feed instanceof Promise ? use(feed) : feed;
  const model = useRetained(`feed:${request.resource}:${JSON.stringify(request.options ?? {})}`, () => createFeedModel(first, request));
  const sentinel = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const { surface } = cards;
  useFeedRefresh(refreshedByExperiences, model.reload);
  useImpressionTracking(grid, impressionSurface(request.resource, request.options, surface), viewer);
  const { columnWidth, gap } = MASONRY[gridVariant(viewer, density)];
  // The server and hydration render a person the first cards; every card once hydrated (a client navigation at once).
  const hydrated = useHydrated();
  const pins = model.pins.value;
  const shown = hydrated || viewer.isBot ? pins : pins.slice(0, FIRST_HTML_CARDS);
  const complete = shown.length === pins.length;
  const embed = use(FeedEmbedContext);

  // One observer per landed page: a new observer first reports where the sentinel is now, so a page that lands with the
  // end still in reach brings the next at once. One observer kept across pages reports only changes: a person who
  // scrolled on to the end while a page loaded would wait there for ever. After a failure only a change counts
  // ("Try again", or scrolling away and back), so a failing read is not asked again in a loop.
  const loading = model.loading.value;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !complete || loading) return;
    let failed = model.error.value !== null;
    const observer = new IntersectionObserver(
      (entries) => {
        const reachable = entries.some((e) => e.isIntersecting);
        if (reachable && !failed) void model.loadMore();
        failed = false;
      },
      { rootMargin: '0px 0px 1200px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [model, complete, loading]);

  const count = pins.length;
  return (
    <CardSurfaceContext value={cards}>
      <section className="feed" aria-label="Pins" data-card-surface={cards.surface}>
        <div
          ref={grid}
          className="masonry"
          data-test-id="masonry"
          style={{
            ['--col' as string]: `${columnWidth}px`,
            ['--col-n' as string]: columnWidth,
            ['--gap' as string]: `${gap}px`,
            ['--row-n' as string]: MASONRY_ROW_UNIT,
            ['--phone-columns' as string]: PHONE_COLUMNS,
          }}
        >
          {shown.map((pin, i) => (
            <PinCard key={pin.entityId} pin={pin} viewer={viewer} columnWidth={columnWidth} gap={gap} slotIndex={i} belowFirstScreen={belowFirstScreen} />
          ))}
        </div>
        {/* The drawn cards' pins, written by the server (FeedEmbedContext) after the cards, so their pictures come first in
          the HTML; hydration keeps them as they are. */}
        {embedState
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element by shared/safeJson.ts, the one place that does it (worker/pages/cardPins.ts embedFeed)
        && <script type="application/json" id={FEED_STATE_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: embed?.(first, viewer) ?? '' }} />}
        <div ref={sentinel} className="feed__sentinel" aria-hidden="true" />
        {/* The loading line floats over the page: in the flow, the cards it waits for would push it down (a layout shift). */}
        <div className="feed__loading" role="status" aria-live="polite">
          {model.loading.value && 'Loading more Pins…'}
        </div>
        <div className="feed__status" role="status" aria-live="polite">
          {model.error.value && (
            <>
              {model.error.value}{' '}
              <button type="button" className="button" onClick={() => void model.loadMore()}>
                Try again
              </button>
            </>
          )}
          {!model.more.value && !model.loading.value && count > 0 && 'You have reached the end.'}
        </div>
      </section>
    </CardSurfaceContext>
  );
}

/** Placeholder columns shown while the first page streams in. */
export function FeedSkeleton() {
  return <div className="feed feed--loading" role="status" aria-busy="true" aria-label="Loading Pins" />;
}
