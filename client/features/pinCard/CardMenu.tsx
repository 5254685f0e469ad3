// The card's context menu (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#display-rules-spec-000-5, docs/rules/pin-card.md#roles-spec-000-6, docs/rules/pin-card.md#errors-and-messages-spec-000-8): hide, report (feedback_type 1), share, why am
// I seeing this (the ad explanation for promoted pins), download, and Pin stats for partners, in the
// top layer (a bottom sheet on a phone) so it never covers the card's own Save. Opened by
// the ellipsis button, closed by Escape, a press elsewhere in the document (useOutsidePress.ts), or choosing an item;
// the arrow keys move between items. Neither the menu (in the card's overlay, CardHover.tsx, a
// chunk loaded after hydration) nor its items are in the first download: a member's items load as
// the menu first appears, others' once the page is idle (or when the button is pointed at or
// focused, if sooner), so the menu opens at once; arrow keys pressed while they still download are
// kept and played when they come. Report Pin closes the menu and opens the report dialog
// (ReportDialog.tsx, its own chunk); focus comes back to the menu button when it closes.

import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useOutsidePress } from '#client/components/useOutsidePress.ts';
import { logClick } from '#client/features/events/logClick.ts';
import { whenIdle } from '#client/lib/whenIdle.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import type { Viewer } from '#shared/types.ts';
import type { CardMenuPopupProps } from './CardMenuPopup.tsx';

// What only a menu choice opens loads then, in chunks of its own (the home page's first visit stays small).
const AdExplanationModal = lazy(() => import('#client/features/ads/AdExplanationModal.tsx').then((m) => ({ default: m.AdExplanationModal })));
const ReportDialog = lazy(() => import('#client/features/report/ReportDialog.tsx').then((m) => ({ default: m.ReportDialog })));
/** The items' module once downloaded: from then on the menu renders them with no Suspense pass. */
let popupModule: typeof import('./CardMenuPopup.tsx') | null = null;
let popup: Promise<unknown> | null = null;
const loadPopup = () => (popup ??= import('./CardMenuPopup.tsx').then((m) => (popupModule = m)));
const LazyPopup = lazy(() => import('./CardMenuPopup.tsx').then((m) => ({ default: m.CardMenuPopup })));
const preloadPopup = () => void loadPopup().catch(() => undefined);

type Move = 'ArrowDown' | 'ArrowUp';
type PopupComponent = ComponentType<CardMenuPopupProps>;

export function CardMenu({ pin, viewer, onHide }: { pin: CardPin; viewer: Viewer; onHide: (how?: 'reported') => void }) {
  useSignals();
  const open = useSignal(false);
  const adExplanation = useSignal(false);
  const reporting = useSignal(false);
  const stats = useSignal(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** Arrow keys pressed while the items were downloading, played when they arrive. */
  const pending = useRef<Move[]>([]);
  /** The items' component for this opening (kept while open, so their arrival does not remount them). */
  const Popup = useRef<PopupComponent>(LazyPopup);

  // A member's cards have the menu from the start: its items download as it first appears (after
  // hydration, with the card's overlay), so it opens at once; others' when the page is idle.
  useEffect(() => {
    if (!popup) (viewer.isAuth ? preloadPopup : () => whenIdle(preloadPopup))();
  }, [viewer.isAuth]);

  const close = () => {
    open.value = false;
    pending.current = [];
    button.current?.focus();
  };
  useOutsidePress(root, open.value, () => {
    open.value = false;
    pending.current = [];
  });
  /** The items on screen (a phone's sheet hides the cancel icon: its close button is beside the title). */
  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])].filter((item) => item.getClientRects().length > 0);
  const move = (key: Move, list = items()) => {
    const at = list.indexOf(document.activeElement as HTMLElement);
    list[(at + (key === 'ArrowDown' ? 1 : list.length - 1)) % list.length]?.focus();
  };
  /** The items are there and the first has focus: the keys pressed meanwhile move on from it. */
  const ready = () => {
    const list = items();
    for (const key of pending.current) move(key, list);
    pending.current = [];
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return close();
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const list = items();
    if (list.length > 0) return move(event.key, list);
    if (open.value) pending.current.push(event.key);
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
        onPointerEnter={preloadPopup}
        onFocus={preloadPopup}
        onClick={() => {
          pending.current = [];
          Popup.current = popupModule?.CardMenuPopup ?? LazyPopup;
          if (!open.value) logClick('moreMenuOpen', pin.entityId);
          open.value = !open.value;
        }}
      >
        ⋯
      </button>
      {open.value && (
        <Suspense fallback={null}>
          <Popup.current
            pin={pin}
            viewer={viewer}
            id={id}
            anchor={button}
            stats={stats}
            onClose={close}
            onReady={ready}
            onHide={onHide}
            onReport={() => {
              open.value = false;
              pending.current = [];
              // Focus on the button before the dialog opens: closing, the dialog gives it back at once.
              button.current?.focus();
              reporting.value = true;
            }}
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
      {reporting.value && (
        <Suspense fallback={null}>
          <ReportDialog
            pinId={pin.entityId}
            onClose={(reported) => {
              reporting.value = false;
              // Not reported, the dialog has given the focus back to the button already (onReport focused it).
              if (reported) onHide('reported');
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
