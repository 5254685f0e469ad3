// Logs one view or click of an ad surface at once (not buffered: modals are rare and short).

import { EventSender } from '#client/features/events/eventSender.ts';
import { EVENT_COMPONENTS } from '#shared/events/viewContext.ts';
import type { LoggedEvent } from '#shared/events/wire.ts';

const sender = new EventSender();

/** Sends one event about a pin now. */
export function logAdEvent(eventType: number, pinId: string, element: number | null = null): void {
  const event: LoggedEvent = {
    event_type: eventType,
    object_id_str: pinId,
    time: Date.now(),
    component: EVENT_COMPONENTS.adExplanation,
    ...(element !== null ? { element } : {}),
  };
  sender.flush([event], false);
}
