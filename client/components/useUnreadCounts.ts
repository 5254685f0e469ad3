// The unread counts the header's badges and the phone's Inbox tab show: the page's own (read with the session), then
// read again whenever the window comes back into view and once a minute while it is shown, so a badge follows new
// messages without a reload. One request however many badges read it.
import { useEffect, useState } from 'react';
import { getResource } from '#client/lib/resource.ts';
import type { Viewer } from '#shared/types.ts';
import { NO_UNREAD } from './UnreadBadge.tsx';

type UnreadCounts = NonNullable<Viewer['unread']>;

/** How often a shown window reads the counts again. */
const POLL_MS = 60_000;

let latest: UnreadCounts | null = null;
const listeners = new Set<(counts: UnreadCounts) => void>();
let inFlight = false;
let stopWatching: (() => void) | null = null;

async function refresh(): Promise<void> {
  if (inFlight || document.visibilityState !== 'visible') return;
  inFlight = true;
  try {
    const answer = await getResource('UnreadCountsResource', {});
    latest = answer.data;
    for (const listener of listeners) listener(answer.data);
  } catch {
    // Offline or signed out since: the badges keep what they show.
  } finally {
    inFlight = false;
  }
}

function watch(): () => void {
  const onVisible = () => void refresh();
  const timer = setInterval(onVisible, POLL_MS);
  window.addEventListener('focus', onVisible);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    window.removeEventListener('focus', onVisible);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** The member's unread counts: the viewer's at first, then the newest read. */
export function useUnreadCounts(viewer: Viewer): UnreadCounts {
  const [counts, setCounts] = useState<UnreadCounts>(viewer.unread ?? NO_UNREAD);
  useEffect(() => {
    latest = null;
    setCounts(viewer.unread ?? NO_UNREAD);
  }, [viewer.unread]);
  useEffect(() => {
    if (!viewer.isAuth) return;
    if (latest) setCounts(latest);
    listeners.add(setCounts);
    stopWatching ??= watch();
    return () => {
      listeners.delete(setCounts);
      if (listeners.size === 0) {
        stopWatching?.();
        stopWatching = null;
      }
    };
  }, [viewer.isAuth]);
  return counts;
}
