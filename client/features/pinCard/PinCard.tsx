// The pin card in a grid (docs/rules/pin-card.md): an image box sized before the image loads, the type badge,
// the footer the masonry reserved, and after hydration the hover overlay, menu and media (the
// overlay its own chunk: cardHoverPart.ts).
// Every decision comes from shared/pinCard/; this component only lays them out.

import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { type CSSProperties, lazy, Suspense, useEffect, useRef } from 'react';
import { usePromotedViewSource } from '#client/features/attribution/usePromotedViewSource.ts';
import { PartOf } from '#client/lib/conditionalPart.tsx';
import { useHydrated } from '#client/lib/useHydrated.ts';
import { CARD_SIZES } from '#shared/constants.ts';
import { cardSpans, scaledPx } from '#shared/masonry.ts';
import { pinPath, seoPinPath } from '#shared/paths.ts';
import { typeBadge } from '#shared/pinCard/badge.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import { footerLayout } from '#shared/pinCard/footer.ts';
import { cardHoverState } from '#shared/pinCard/hover.ts';
import { cardImageBox, cardImageLoading } from '#shared/pinCard/image.ts';
import { annotationChips, showContextMenu, showDebugBox, showShoppingIndicators } from '#shared/pinCard/menu.ts';
import { chooseSaveControl } from '#shared/pinCard/saveControl.ts';
import { SELECTED_LABEL, selectionState as selectionStateOf } from '#shared/pinCard/selection.ts';
import { autoplayTreatment } from '#shared/pinCard/video.ts';
import type { Viewer } from '#shared/types.ts';
import { CardFooter } from './CardFooter.tsx';
import { CardMedia } from './CardMedia.tsx';
import { CardShoppingTags } from './CardShoppingTags.tsx';
import { useCardContext } from './CardSurface.ts';
import { cardHover } from './cardHoverPart.ts';
import { armCardTabStops } from './cardTabStopsArm.ts';
import { useHoverState } from './useHoverState.ts';
import { useLongPress } from './useLongPress.ts';
import { useRightClickClickthrough } from './useRightClickClickthrough.ts';
import './pinCard.css';

/** Employees' debug box (after hydration, with a deb_ parameter only): its own chunk. */
const CardDebugBox = lazy(() => import('./CardDebugBox.tsx').then((m) => ({ default: m.CardDebugBox })));
/** What a hidden or reported card shows: loaded when a card is first hidden. */
const HiddenPinNote = lazy(() => import('./HiddenPinNote.tsx').then((m) => ({ default: m.HiddenPinNote })));

export interface PinCardProps {
  pin: CardPin;
  viewer: Viewer;
  columnWidth: number;
  gap: number;
  /** Position in the grid; the first screen's cards load their image eagerly (they are the largest paint). */
  slotIndex: number;
  /** The grid starts below the first screen (a closeup's related pins): every image loads lazily. */
  belowFirstScreen?: boolean;
  /** Bulk edit (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): whether this card is selected, and image-only selection. */
  selection?: { selected: boolean; imageOnly: boolean; onToggle: () => void };
}

export function PinCard({ pin, viewer, columnWidth, gap, slotIndex, belowFirstScreen, selection }: PinCardProps) {
  useSignals();
  const ctx = useCardContext(viewer);
  const hydrated = useHydrated();
  const hidden = useSignal<false | 'hidden' | 'reported'>(false);
  const root = useRef<HTMLDivElement>(null);
  const hover = useHoverState();
  useRightClickClickthrough(root, pin, slotIndex, hover.active);
  usePromotedViewSource(root, pin, viewer);
  useLongPress(root, !hidden.value);
  useEffect(armCardTabStops, []);

  const box = cardImageBox(pin, columnWidth, ctx.surface);
  const footer = footerLayout(pin, ctx, columnWidth);
  // The carousel's current slide, kept here: the slides move it and the type badge counts it.
  const slide = useSignal(pin.carouselData?.index ?? 0);
  const badge = typeBadge(pin, ctx, slide.value);
  // The chips show only on an active card, which needs the client: a person's first HTML leaves them out (a bot's keeps their links).
  const chips = hydrated || viewer.isBot ? annotationChips(pin) : [];
  const save = chooseSaveControl(pin, ctx);
  const menu = showContextMenu(pin, ctx);
  const hoverState = cardHoverState(pin, ctx, hover.active.value);
  const deleted = Boolean(pin.storyPinData?.isDeleted);
  // Signed-out visitors (and bots) get the SEO-style link; members the canonical path (docs/rules/pin-card.md#who-it-serves-spec-000-1).
  const href = viewer.isAuth ? pinPath(pin.entityId) : seoPinPath(pin.entityId, pin.title);
  const label = footer.title || pin.altText || 'Pin';
  const desktop = !viewer.isMobile;
  const selectionState = selectionStateOf(Boolean(selection), selection?.selected ?? false, selection?.imageOnly ?? false);

  if (hidden.value) {
    return (
      <div
        className="pin-card pin-card--hidden"
        data-test-id="pin"
        data-pin-id={pin.entityId}
        data-slot-index={slotIndex}
        style={cardSpans(box.height, footer.height, gap) as CSSProperties}
      >
        <Suspense fallback={<div className="pin-card__hidden-note" style={{ height: scaledPx(box.height) }} />}>
          <HiddenPinNote pin={pin} status={hidden.value} height={scaledPx(box.height)} onUndo={() => (hidden.value = false)} />
        </Suspense>
      </div>
    );
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only reveal the card's own controls (links and buttons), which are what a person presses
    <div
      ref={root}
      className={`pin-card${viewer.isAuth && desktop ? ' pin-card--rich' : ''}${hoverState === 'active' ? ' pin-card--active' : ''}`}
      data-test-id="pin"
      data-pin-id={pin.entityId}
      data-pin-kind={pin.kind}
      data-slot-index={slotIndex}
      data-save-control={save}
      // Inactive, the default, is the attribute's absence: 18 cards' worth of bytes off every grid's HTML.
      data-hover={hoverState === 'inactive' ? undefined : hoverState}
      data-selection-state={selection ? selectionState : undefined}
      // A selectable card carries the selected border's width (docs/rules/pin-card.md#constants-spec-000-9) for ./pinCard.css.
      style={{ ...cardSpans(box.height, footer.height, gap), ...(selection ? { '--selected-border': `${CARD_SIZES.selectedBorder}px` } : {}) } as CSSProperties}
      onMouseEnter={desktop ? hover.enter : undefined}
      onMouseLeave={desktop ? hover.leave : undefined}
      onFocus={hover.focus}
      onBlur={hover.leaveIfOutside}
    >
      {/* The box's nominal height as --box-h: pinCard.css scales it (shared/masonry.ts scaledPx), written once for every card; its colour before the image as --tint. */}
      <div className="pin-card__media-box" style={{ ['--box-h' as string]: box.height, ['--tint' as string]: pin.dominantColor }}>
        {deleted ? (
          <div className="pin-card__deleted" data-test-id="deleted-story">
            This Pin was deleted by its creator
          </div>
        ) : (
          <CardMedia
            pin={pin}
            box={box}
            href={href}
            label={label}
            columnWidth={columnWidth}
            imageLoading={cardImageLoading(slotIndex, viewer.isMobile, belowFirstScreen)}
            active={hover.active.value && hydrated}
            autoplay={autoplayTreatment(pin, viewer)}
            slide={slide}
          />
        )}
        {badge && !deleted && <span className={`pin-card__badge pin-card__badge--${badge.kind}`}>{badge.text}</span>}
        {showShoppingIndicators(pin, ctx) && !deleted && (
          <span className="pin-card__shop" data-test-id="shopping-indicator" role="img" aria-label="Shoppable Pin" title="Shop this Pin" />
        )}
        {chips.length > 0 && !deleted && (
          <ul className="pin-card__chips" aria-label="Related topics">
            {chips.map((chip) => (
              <li key={chip.name}>{chip.url ? <a href={chip.url}>{chip.name}</a> : <span>{chip.name}</span>}</li>
            ))}
          </ul>
        )}
        {!deleted && <CardShoppingTags pin={pin} />}
        {hydrated && showDebugBox(viewer, location.search) && (
          <Suspense fallback={null}>
            <CardDebugBox pin={pin} ctx={ctx} slotIndex={slotIndex} save={save} />
          </Suspense>
        )}
        {selection && (
          <button
            type="button"
            className="pin-card__select"
            aria-pressed={selection.selected}
            onClick={selection.onToggle}
            aria-label={selection.selected ? SELECTED_LABEL : 'Select this Pin'}
          />
        )}
        {hydrated && hoverState !== 'hidden' && (
          <PartOf part={cardHover} props={{ pin, ctx, save, menu, state: hoverState, onHide: (how) => (hidden.value = how ?? 'hidden') }} />
        )}
      </div>
      <CardFooter pin={pin} layout={footer} href={href} />
    </div>
  );
}
