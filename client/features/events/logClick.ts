// Logs a person's click on a pin as its event type (shared/events/clickEvents.ts) without adding to a
// page's first download: the time is taken at the click, the batching part loads on first use.
import type { ClickAction } from '#shared/events/clickEvents.ts';

/** Logs `action` on the pin `pinId` (sent within a second, or as the page goes away). */
export function logClick(action: ClickAction, pinId: string): void {
  const time = Date.now();
  void import('./clickBatch.ts').then((m) => m.addClick(action, pinId, time));
}
