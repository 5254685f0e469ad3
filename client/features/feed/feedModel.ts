// The state of one infinite feed: the pins shown, the bookmark of the next page and whether a
// page is loading or failed. One model per grid instance (never module-level: see brief).
import { batch, type Signal, signal } from '@preact/signals-react';
import { getPinFeedPage, type PinFeedRequest } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';
import type { Pin, PinPage } from '#shared/types.ts';

export interface FeedModel {
  pins: Signal<Pin[]>;
  bookmark: Signal<string | null>;
  loading: Signal<boolean>;
  error: Signal<string | null>;
  loadMore: () => Promise<void>;
}

/** A feed model starting from a first page, loading later pages from `resource`. */
export function createFeedModel(first: PinPage, request: PinFeedRequest): FeedModel {
  const pins = signal(first.pins);
  const bookmark = signal(first.bookmark);
  const loading = signal(false);
  const error = signal<string | null>(null);
  async function loadMore() {
    if (loading.value || !bookmark.value) return;
    loading.value = true;
    error.value = null;
    try {
      const answer = await getPinFeedPage(request, bookmark.value);
      const seen = new Set(pins.value.map((p) => p.entityId));
      // One render: the new cards arrive as the loading line leaves, so nothing visible moves.
      batch(() => {
        pins.value = [...pins.value, ...answer.data.filter((p) => !seen.has(p.entityId))];
        bookmark.value = answer.bookmark;
        loading.value = false;
      });
    } catch (e) {
      batch(() => {
        error.value = e instanceof Error ? e.message : SERVER_ERROR_MESSAGE;
        loading.value = false;
      });
    }
  }
  return { pins, bookmark, loading, error, loadMore };
}
