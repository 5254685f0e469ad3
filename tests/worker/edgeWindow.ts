// Tests that fill a bucket of a Rate Limiting binding (RATE_LIMITS entries with `edge`): local workerd
// counts those in windows aligned to the wall clock (a new window every `period` seconds, for every key
// at once), so a test that spends a whole limit must do it inside one window, or the count starts over
// half-way and the request past the limit is let through.

/** Time one request through the worker may take on a loaded 2-core machine (about 10 ms idle), and a margin. */
const PER_REQUEST_MS = 50;
const MARGIN_MS = 5000;

/** Waits, when the current window of a binding of this period has too little left for `requests` requests, for the next window. */
export async function withinOneEdgeWindow(periodS: number, requests: number): Promise<void> {
  const periodMs = periodS * 1000;
  const left = periodMs - (Date.now() % periodMs);
  if (left < requests * PER_REQUEST_MS + MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
