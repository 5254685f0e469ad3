// Right-click clickthrough (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#calls-spec-000-7): while a card is hovered a right-click on one of its
// links is remembered; when the visitor comes back to the page (the link was opened elsewhere),
// the clickthrough is logged with POST /v3/offsite/, unless it was a pin page or a media file.

import type { Signal } from '@preact/signals-react';
import { type RefObject, useEffect } from 'react';
import { logClick } from '#client/features/events/logClick.ts';
import { logClickthrough } from '#client/features/offsite/offsiteCalls.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import { isClickthroughTarget } from '#shared/pinCard/links.ts';

export function useRightClickClickthrough(root: RefObject<HTMLElement | null>, pin: CardPin, slotIndex: number, active: Signal<boolean>): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let pending: string | null = null;
    const onContextMenu = (event: MouseEvent) => {
      if (!active.peek()) return;
      const link = (event.target as Element | null)?.closest('a');
      const raw = link ? new URL(link.getAttribute('href') ?? '', location.href) : null;
      // A signed /offsite/ link is judged by its destination.
      const href = raw?.pathname === '/offsite/' ? raw.searchParams.get('url') : raw?.href;
      pending = href && isClickthroughTarget(href) ? href : null;
    };
    const onReturn = () => {
      if (!pending || document.visibilityState !== 'visible') return;
      const url = pin.trackedLink || pending;
      pending = null;
      logClick('rightClickClickthrough', pin.entityId);
      logClickthrough('rightClick', pin.entityId, url, pin.trackingParams ?? '', { objectId: pin.entityId, slot_index: slotIndex });
    };
    el.addEventListener('contextmenu', onContextMenu);
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      el.removeEventListener('contextmenu', onContextMenu);
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [root, pin, slotIndex, active]);
}
