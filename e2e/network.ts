// What a page has in flight and what it has logged, watched from Playwright's side: when a page is
// settled (no request but media or an event batch loading), and the event batches (POST /v3/events/) the server accepted.
import type { Page, Request, Response } from 'playwright-core';
import type { LoggedEvent } from '#shared/events/wire.ts';

/**
 * An event batch (POST /v3/events/): the impression tracker's, sent in the background by keepalive fetch; no page waits
 * on one. Counted as loading, one seen unanswered for 30 s on a loaded machine stopped a test whose closeup had long
 * settled, while the site's log showed every batch of the run answered within 0.9 s.
 */
const EVENTS_PATH = '/v3/events/';
const isEventBatch = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === EVENTS_PATH;

/** How long a page must have nothing in flight, and no request start or end, to count as settled. */
const QUIET_MS = 500;

/**
 * Watches a page's requests from before a navigation; `quiet()` then waits until none but media or an event batch is in
 * flight (answered counts as ended) and none has started or ended for half a second. Playwright's `networkidle` counts a video's
 * range requests too, which on a loaded machine can stream past any timeout while the page is long settled,
 * and waits for keepalive event posts, which never 'finish'.
 */
export function watchNetwork(page: Page): { quiet(timeout?: number): Promise<void> } {
  const inFlight = new Set<Request>();
  let changed = Date.now();
  const started = (request: Request) => {
    if (request.resourceType() === 'media' || isEventBatch(request)) return;
    inFlight.add(request);
    changed = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) changed = Date.now();
  };
  // A keepalive fetch (the event batches) gets its response but never a 'requestfinished'.
  const answered = (response: Response) => ended(response.request());
  page.on('request', started);
  page.on('response', answered);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(timeout = 30_000) {
      const until = Date.now() + timeout;
      try {
        while (inFlight.size > 0 || Date.now() - changed < QUIET_MS) {
          if (Date.now() > until) throw new Error(`still loading after ${timeout} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } finally {
        page.off('request', started);
        page.off('response', answered);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
      }
    },
  };
}

/** One answered event batch: its status and the events it carried. */
export interface EventPost {
  status: number;
  events: LoggedEvent[];
}

export interface EventPosts {
  /** Every answered batch, in the order the answers came. */
  answered: EventPost[];
  /** The events of the batches the server accepted (202), in order. */
  accepted(): LoggedEvent[];
  /** The accepted events as [event type, object id] pairs. */
  acceptedPairs(): Array<[number, string]>;
}

/**
 * Collects a page's event batches (POST /v3/events/) as they are answered. It listens for 'response':
 * the batches go by keepalive fetch, which never fires Playwright's 'requestfinished'.
 */
export function watchEventPosts(page: Page): EventPosts {
  const answered: EventPost[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (!isEventBatch(request)) return;
    const body = request.postData();
    const events = body ? ((JSON.parse(body) as { events?: LoggedEvent[] }).events ?? []) : [];
    answered.push({ status: response.status(), events });
  });
  const accepted = () => answered.filter((post) => post.status === 202).flatMap((post) => post.events);
  return {
    answered,
    accepted,
    acceptedPairs: () => accepted().map((e): [number, string] => [e.event_type, e.object_id_str]),
  };
}
