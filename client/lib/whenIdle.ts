// Work a first paint does not need, run once the browser is idle (or soon, where it cannot say):
// downloading what a first tap will ask for, so the tap answers at once.

/** Runs `work` when the main thread is next idle (at the latest after `timeout` ms). */
export function whenIdle(work: () => void, timeout = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout });
  else setTimeout(work, 200);
}
