// The card's context menu (spec 000 §4, §5, §6, §8): hide, report (feedback_type 1), share, why am
// I seeing this (the ad explanation for promoted pins), download, and Pin stats for partners, in the
// top layer (a bottom sheet on a phone) so it never covers the card's own Save. Opened by
// the ellipsis button, closed by Escape, a click elsewhere in the document, or choosing an item;
// the arrow keys move between items.

import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import type { Pin, Viewer } from '#shared/types.ts';

// What only a menu choice opens loads then, in chunks of its own (the home page's first visit stays small).
const AdExplanationModal = lazy(() => import('#client/features/ads/AdExplanationModal.tsx').then((m) => ({ default: m.AdExplanationModal })));
const CardMenuPopup = lazy(() => import('./CardMenuPopup.tsx').then((m) => ({ default: m.CardMenuPopup })));

export function CardMenu({ pin, viewer, onHide }: { pin: Pin; viewer: Viewer; onHide: (how?: 'reported') => void }) {
  useSignals();
  const open = useSignal(false);
  const adExplanation = useSignal(false);
  const stats = useSignal(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open.value) return;
    const onDocument = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) open.value = false;
    };
    document.addEventListener('click', onDocument);
    return () => document.removeEventListener('click', onDocument);
  }, [open.value]);

  const close = () => {
    open.value = false;
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
        <Suspense fallback={null}>
          <CardMenuPopup
            pin={pin}
            viewer={viewer}
            id={id}
            anchor={button}
            stats={stats}
            onClose={close}
            onHide={onHide}
            onAdExplanation={() => {
              open.value = false;
              adExplanation.value = true;
            }}
          />
        </Suspense>
      )}
      {adExplanation.value && (
        <Suspense fallback={null}>
          <AdExplanationModal pin={pin} viewer={viewer} onClose={() => (adExplanation.value = false)} />
        </Suspense>
      )}
    </div>
  );
}
