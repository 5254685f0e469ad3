// The card's context menu (spec 000 §4, §5, §6, §8): hide, report (feedback_type 1), share, why am
// I seeing this (the ad explanation for promoted pins), download, and Pin stats for partners, in the
// top layer (a bottom sheet on a phone) so it never covers the card's own Save. Opened by
// the ellipsis button, closed by Escape, a click elsewhere in the document, or choosing an item;
// the arrow keys move between items.

import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useContext, useEffect, useId, useRef } from 'react';
import { AnchoredPopover } from '#client/components/AnchoredPopover.tsx';
import { feedbackType, surfaceViewParameter, whyThisPinText } from '#shared/pinCard/feedback.ts';
import { showCreatorAnalytics } from '#shared/pinCard/menu.ts';
import type { Pin, Viewer } from '#shared/types.ts';
import { CardSurfaceContext } from './CardSurface.ts';
import { hidePin } from './hidePin.ts';
import { reportPin } from './reportPin.ts';
import { sharePin } from './sharePin.ts';

// What only a menu choice opens loads then, in chunks of its own (the home page's first visit stays small).
const AdExplanationModal = lazy(() => import('#client/features/ads/AdExplanationModal.tsx').then((m) => ({ default: m.AdExplanationModal })));
const CreatorAnalytics = lazy(() => import('#client/features/ads/CreatorAnalytics.tsx').then((m) => ({ default: m.CreatorAnalytics })));

export function CardMenu({ pin, viewer, onHide }: { pin: Pin; viewer: Viewer; onHide: (how?: 'reported') => void }) {
  useSignals();
  const { hide, surface } = useContext(CardSurfaceContext);
  const open = useSignal(false);
  const why = useSignal(false);
  const adExplanation = useSignal(false);
  const stats = useSignal(false);
  const shared = useSignal<string | null>(null);
  const type = feedbackType(pin, { viewParameter: surfaceViewParameter(surface) });
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open.value) return;
    const onDocument = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) open.value = false;
    };
    document.addEventListener('click', onDocument);
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
    return () => document.removeEventListener('click', onDocument);
  }, [open.value]);

  const close = () => {
    open.value = false;
    why.value = false;
    shared.value = null;
    button.current?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') return close();
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    items[(at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
  };
  const original = pin.images['736x'] ?? pin.images['474x'];

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys and Escape move between the menu button and its items, which are the interactive elements
    <div className="pin-card__menu" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="pin-card__menu-button"
        aria-label="More options"
        aria-haspopup="menu"
        aria-expanded={open.value}
        aria-controls={id}
        data-test-id="pin-menu-button"
        onClick={() => (open.value = !open.value)}
      >
        ⋯
      </button>
      {open.value && (
        <AnchoredPopover anchor={button} align="end" className="pin-card__menu-popup" role="menu" id={id} data-test-id="pin-menu">
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              close();
              onHide();
              void hidePin(pin.entityId, false, hide);
            }}
          >
            Hide Pin
          </button>
          <button
            type="button"
            role="menuitem"
            data-test-id="report-pin"
            onClick={async () => {
              close();
              if (await reportPin(pin.entityId)) onHide('reported');
            }}
          >
            Report Pin
          </button>
          <button type="button" role="menuitem" data-test-id="pin-menu-share" onClick={() => void sharePin(pin).then((text) => (shared.value = text))}>
            Share
          </button>
          {shared.value && (
            <p className="pin-card__why" role="status">
              {shared.value}
            </p>
          )}
          {original && (
            <a role="menuitem" href={original.url} download>
              Download image
            </a>
          )}
          <button
            type="button"
            role="menuitem"
            aria-expanded={type === 'promoted' ? undefined : why.value}
            onClick={() => {
              if (type !== 'promoted') return void (why.value = !why.value);
              open.value = false;
              adExplanation.value = true;
            }}
          >
            Why am I seeing this?
          </button>
          {why.value && (
            <p className="pin-card__why" data-test-id="why-text">
              {whyThisPinText(pin, type)}
            </p>
          )}
          {showCreatorAnalytics(pin, viewer) && (
            <button type="button" role="menuitem" aria-expanded={stats.value} onClick={() => (stats.value = !stats.value)}>
              Pin stats
            </button>
          )}
          {stats.value && (
            <Suspense fallback={null}>
              <CreatorAnalytics pinId={pin.entityId} />
            </Suspense>
          )}
        </AnchoredPopover>
      )}
      {adExplanation.value && (
        <Suspense fallback={null}>
          <AdExplanationModal pin={pin} viewer={viewer} onClose={() => (adExplanation.value = false)} />
        </Suspense>
      )}
    </div>
  );
}
