// The state of one infinite feed: the pins shown, the bookmark of the next page and whether a
// page is loading or failed. One model per grid instance (never module-level: see brief).
// A first page the HTML embedded only in part (shared/pinCard/cardPin.ts `rest`) is read again for the rest on
// the first load; the cards already shown are not added twice. `reload` reads the first page again
// (the home feed after an experience is completed: ./feedRefresh.ts) and replaces the cards with it.
import { batch, computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-react';
import { getPinFeedPage, type PinFeedRequest } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import type { CardPin, CardPinPage } from '#shared/pinCard/cardPin.ts';

export interface FeedModel {
  pins: Signal<CardPin[]>;
  /** Whether the feed has pins after those shown. */
  more: ReadonlySignal<boolean>;
  loading: Signal<boolean>;
  error: Signal<string | null>;
  loadMore: () => Promise<void>;
  /** Reads the first page again and shows it instead; on a failure the cards shown stay. */
  reload: () => Promise<void>;
}

/** A feed model starting from a first page, loading later pages from `resource`. */
export function createFeedModel(first: CardPinPage, request: PinFeedRequest): FeedModel {
  const pins = signal(first.pins);
  const bookmark = signal(first.bookmark);
  /** The first page's rest is still to read. */
  const rest = signal(Boolean(first.rest));
  const more = computed(() => rest.value || bookmark.value !== null);
  const loading = signal(false);
  const error = signal<string | null>(null);
  /** Counts reloads: a page asked for before the latest reload is dropped when it lands. */
  let generation = 0;
  /** Reads the next page, or (`again`) the first page again in place of the cards shown. */
  async function read(again: boolean) {
    const asked = again ? ++generation : generation;
    loading.value = true;
    error.value = null;
    try {
      const answer = await getPinFeedPage(request, again || rest.value ? null : bookmark.value);
      if (asked !== generation) return;
      const kept = again ? [] : pins.value;
      const seen = new Set(kept.map((p) => p.entityId));
      // One render: the new cards arrive as the loading line leaves, so nothing visible moves.
      batch(() => {
        pins.value = [...kept, ...answer.data.filter((p) => !seen.has(p.entityId))];
        bookmark.value = answer.bookmark;
        rest.value = false;
        loading.value = false;
      });
    } catch (e) {
      if (asked !== generation) return;
      // A failed reload keeps the cards shown and says nothing; a failed page offers Try again.
      batch(() => {
        if (!again) error.value = e instanceof Error ? e.message : SERVER_ERROR_MESSAGE;
        loading.value = false;
      });
    }
  }
  const loadMore = () => (loading.value || !more.value ? Promise.resolve() : read(false));
  const reload = () => read(true);
  return { pins, more, loading, error, loadMore, reload };
}
