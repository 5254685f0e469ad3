// The card menu, a dialog titled with the pin's title (or "Pin options") that holds the menu of its items (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4, docs/rules/pin-card.md#display-rules-spec-000-5, docs/rules/pin-card.md#roles-spec-000-6, docs/rules/pin-card.md#errors-and-messages-spec-000-8), downloaded when the menu is first opened: hide,
// report, share, why am I seeing this, download and Pin stats, under the cancel icon that closes
// the menu (on a phone's sheet the title and its close button head it instead). CardMenu owns opening and closing.

import type { Signal } from '@preact/signals-react';
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { lazy, type RefObject, Suspense, useContext, useEffect } from 'react';
import { AnchoredPopover } from '#client/components/AnchoredPopover.tsx';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import { feedbackType, surfaceViewParameter, whyThisPinText } from '#shared/pinCard/feedback.ts';
import { showCreatorAnalytics } from '#shared/pinCard/menu.ts';
import type { Viewer } from '#shared/types.ts';
import { CardSurfaceContext } from './CardSurface.ts';
import { hidePin } from './hidePin.ts';
import { sharePin } from './sharePin.ts';

/** The cancel icon's class: it heads the menu, but the first choice, not it, takes focus on opening. */
const CANCEL = 'pin-card__menu-cancel';

const CreatorAnalytics = lazy(() => import('#client/features/ads/CreatorAnalytics.tsx').then((m) => ({ default: m.CreatorAnalytics })));

export interface CardMenuPopupProps {
  pin: CardPin;
  viewer: Viewer;
  id: string;
  anchor: RefObject<HTMLButtonElement | null>;
  /** Whether Pin stats are shown; kept by the menu across openings. */
  stats: Signal<boolean>;
  onClose: () => void;
  /** Called once the items are shown and the first has focus. */
  onReady: () => void;
  onHide: (how?: 'reported') => void;
  /** Report Pin: the menu closes and the report dialog opens (CardMenu). */
  onReport: () => void;
  onAdExplanation: () => void;
}

export function CardMenuPopup({ pin, viewer, id, anchor, stats, onClose, onReady, onHide, onReport, onAdExplanation }: CardMenuPopupProps) {
  useSignals();
  const { hide, surface, subjectUserId } = useContext(CardSurfaceContext);
  const why = useSignal(false);
  const shared = useSignal<string | null>(null);
  const type = feedbackType(pin, { viewParameter: surfaceViewParameter(surface) });
  const original = pin.images['736x'] ?? pin.images['474x'];

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the items first show
  useEffect(() => {
    document.getElementById(id)?.querySelector<HTMLElement>(`[role="menuitem"]:not(.${CANCEL})`)?.focus({ preventScroll: true });
    onReady();
  }, [id]);

  return (
    <AnchoredPopover
      anchor={anchor}
      align="end"
      className="pin-card__menu-popup"
      role="dialog"
      id={id}
      data-test-id="pin-menu"
      sheetTitle={pin.title || 'Pin options'}
      onClose={onClose}
    >
      {/* The title (a heading) heads the dialog, outside the menu: a menu holds only its items. */}
      <div role="menu" aria-label="More options" className="pin-card__menu-items">
        {/* The panel is closed with a cancel icon (docs/rules/pin-card.md#more-information-panel-spec-000-21). The spec
          names no place for it: it heads the menu, at its end edge, as a menu item so the arrow keys reach
          it too (Escape and a click outside still close the menu as well). */}
        <button type="button" role="menuitem" className={CANCEL} aria-label="Close" data-test-id="pin-menu-cancel" onClick={onClose}>
          <span aria-hidden="true">✕</span>
        </button>
        <button
          type="button"
          role="menuitem"
          onClick={() => {
            onClose();
            onHide();
            void hidePin(pin.entityId, false, hide);
          }}
        >
          Hide Pin
        </button>
        <button type="button" role="menuitem" data-test-id="report-pin" aria-haspopup="dialog" onClick={onReport}>
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
            onAdExplanation();
          }}
        >
          Why am I seeing this?
        </button>
        {why.value && (
          <p className="pin-card__why" data-test-id="why-text">
            {whyThisPinText(pin, type)}
          </p>
        )}
        {showCreatorAnalytics(pin, viewer, subjectUserId) && (
          <button type="button" role="menuitem" aria-expanded={stats.value} onClick={() => (stats.value = !stats.value)}>
            Pin stats
          </button>
        )}
        {stats.value && (
          <Suspense fallback={null}>
            <CreatorAnalytics pinId={pin.entityId} />
          </Suspense>
        )}
      </div>
    </AnchoredPopover>
  );
}
