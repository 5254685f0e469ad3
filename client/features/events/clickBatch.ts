// The clicks logged on a page (logClick.ts), sent together through the events batching
// (eventSender.ts): a second after the first of them, or with a beacon as the page goes away.
import { CLICK_EVENTS, type ClickAction } from '#shared/events/clickEvents.ts';
import { appendBounded } from '#shared/events/impressions.ts';
import type { LoggedEvent } from '#shared/events/wire.ts';
import { isId } from '#shared/ids.ts';
import { EventSender } from './eventSender.ts';

/** How long clicks wait for others to go in the same batch (ms). */
const CLICK_BATCH_DELAY = 1000;

const sender = new EventSender();
let buffer: LoggedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

function flush(unloading: boolean): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const events = buffer;
  buffer = [];
  if (events.length) sender.flush(events, unloading);
}

addEventListener('pagehide', () => flush(true));
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flush(true);
});

/** Buffers one click (only its type, pin and time: nothing that needs analytics consent). */
export function addClick(action: ClickAction, pinId: string, time: number): void {
  if (!isId(pinId)) return;
  buffer = appendBounded(buffer, [{ event_type: CLICK_EVENTS[action], object_id_str: pinId, time }]);
  timer ??= setTimeout(() => flush(false), CLICK_BATCH_DELAY);
}
