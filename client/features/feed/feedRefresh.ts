// The home feed's refresh after an experience is completed (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4):
// one window event, so the experiences' store and the feed's grid never import each other's chunk.
import { useEffect } from 'react';

/** The window event a completion that refreshes the feed dispatches. */
const FEED_REFRESH_EVENT = 'experiences:refresh-feed';

/** Asks the home feed, if one is on the page, to read its first page again. */
export function requestFeedRefresh(): void {
  window.dispatchEvent(new Event(FEED_REFRESH_EVENT));
}

/** Runs `reload` on each refresh request while `enabled` (the home feed's grid). */
export function useFeedRefresh(enabled: boolean, reload: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    window.addEventListener(FEED_REFRESH_EVENT, reload);
    return () => window.removeEventListener(FEED_REFRESH_EVENT, reload);
  }, [enabled, reload]);
}
