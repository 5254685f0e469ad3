// Sends logged events to POST /v3/events/ in batches with ids: sendBeacon while the page goes
// away, fetch with keepalive otherwise. A batch that failed to arrive is kept with its id and
// sent again, so the server's dedupe by batch id keeps the counts exact.
import type { LoggedEvent } from '#shared/events/wire.ts';

/** Events per request: keepalive and beacon bodies are limited to 64 KiB. */
const EVENTS_PER_REQUEST = 200;
const ENDPOINT = '/v3/events/';

interface PendingBatch {
  batch_id: string;
  events: LoggedEvent[];
}

/** A beacon with a CORS-safelisted type (the worker reads the body as JSON whatever its type). */
function beacon(body: string): boolean {
  try {
    return typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'text/plain;charset=UTF-8' }));
  } catch {
    return false;
  }
}

/** Queues events and delivers them as batches; one sender per tracker. */
export class EventSender {
  private retry: PendingBatch[] = [];

  /** Sends the given events (plus any batch that failed before). */
  flush(events: LoggedEvent[], unloading: boolean): void {
    const batches = this.retry;
    this.retry = [];
    for (let i = 0; i < events.length; i += EVENTS_PER_REQUEST) {
      batches.push({ batch_id: crypto.randomUUID(), events: events.slice(i, i + EVENTS_PER_REQUEST) });
    }
    for (const batch of batches) this.send(batch, unloading);
  }

  private send(batch: PendingBatch, unloading: boolean): void {
    const body = JSON.stringify(batch);
    if (unloading && beacon(body)) return;
    fetch(ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } })
      .then((response) => {
        // A refusal (4xx) will not get better; a server or network failure is tried again.
        if (response.status >= 500) this.retry.push(batch);
      })
      .catch(() => this.retry.push(batch));
  }
}
