// The send/share button and its flyout (docs/rules/closeup-and-visitors.md#what-this-area-covers-spec-002-1, docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2). The flyout's panel (SharePanel.tsx:
// copy the link, share targets, send to a member) is not in the closeup's first download: it is
// fetched once the page is idle, or when the button is pointed at or focused if sooner. On a
// touch device whose browser has the Web Share API, the button opens the system's share sheet
// instead; the flyout stays the fallback (no API, or the sheet failed for another reason than the
// person closing it).
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { SheetHead } from '#client/components/SheetHead.tsx';
import { useOutsidePress } from '#client/components/useOutsidePress.ts';
import { logClick } from '#client/features/events/logClick.ts';
import { useHydrated } from '#client/lib/useHydrated.ts';
import { whenIdle } from '#client/lib/whenIdle.ts';
import { shareTargets } from '#shared/closeup/share.ts';
import type { Pin, Viewer } from '#shared/types.ts';

export interface ShareFlyoutProps {
  pin: Pick<Pin, 'entityId'>;
  viewer: Viewer;
  canonicalUrl: string;
  title: string;
  /** The button's name and test id: the closeup's Share, or the card overlay's Send (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4). */
  button?: { label: string; testId: string; className: string };
}

const SHARE_BUTTON = { label: 'Share', testId: 'share-button', className: 'icon-button share__button' };

let panelRequested = false;
const loadPanel = () => {
  panelRequested = true;
  return import('./SharePanel.tsx');
};
const SharePanel = lazy(() => loadPanel().then((m) => ({ default: m.SharePanel })));
const preloadPanel = () => {
  if (!panelRequested) void loadPanel();
};

export function ShareFlyout({ pin, viewer, canonicalUrl, title, button: look = SHARE_BUTTON }: ShareFlyoutProps) {
  useSignals();
  const open = useSignal(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useOutsidePress(container, open.value, () => (open.value = false), button);
  const hydrated = useHydrated();
  const fallbackId = useId();
  useEffect(() => {
    if (!panelRequested) whenIdle(preloadPanel);
  }, []);
  return (
    <div className="share" ref={container}>
      <button
        ref={button}
        type="button"
        className={look.className}
        aria-label={look.label}
        title={look.label}
        aria-haspopup="dialog"
        aria-expanded={open.value}
        // Before JavaScript (or without it) the button opens the plain list of share links below, the browser's own popover.
        popoverTarget={hydrated ? undefined : fallbackId}
        data-test-id={look.testId}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          if (!open.value) logClick('shareOpen', pin.entityId);
          if (open.value || !canShareNatively()) {
            open.value = !open.value;
            return;
          }
          navigator.share({ title, url: new URL(canonicalUrl, window.location.href).href }).catch((error: unknown) => {
            if (!(error instanceof DOMException && error.name === 'AbortError')) open.value = true;
          });
        }}
      >
        <ShareIcon />
      </button>
      {!hydrated && (
        <div id={fallbackId} popover="auto" className="top-layer top-layer--framed share__fallback" role="dialog" aria-label="Share">
          <SheetHead title="Share" closes={fallbackId} />
          <ul className="share__targets">
            {shareTargets(canonicalUrl, title).map((t) => (
              <li key={t.name}>
                <a className="popup__item" href={t.href} target="_blank" rel="noopener noreferrer">
                  {t.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {open.value && (
        <Suspense fallback={null}>
          <SharePanel
            pin={pin}
            viewer={viewer}
            canonicalUrl={canonicalUrl}
            title={title}
            anchor={button}
            onClose={() => {
              open.value = false;
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Whether a press should open the system share sheet: a touch screen whose browser has one. */
function canShareNatively(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/** The share glyph: an arrow leaving a tray, drawn so that it looks the same on every system. */
function ShareIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 15V3M7 8l5-5 5 5" />
      <path d="M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
    </svg>
  );
}
