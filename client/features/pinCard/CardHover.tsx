// The hover overlay of a card (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4), rendered after hydration: primary content (the save
// control) at the top, secondary content (the source link, 12 characters) and accessory content
// (send, which opens the share flyout, and the menu's options) at the bottom. On phones only the
// ellipsis shows, always (a finger never hovers, and nothing a tap reaches is invisible); keyboard focus opens it like hover. Whether it shows is shared/pinCard/hover.ts's.

import { lazy, Suspense } from 'react';
import { OutboundLink } from '#client/features/offsite/OutboundLink.tsx';
import { ShareFlyout } from '#client/features/shares/ShareFlyout.tsx';
import { mayTrackMarketing } from '#shared/consent.ts';
import { pinPath } from '#shared/paths.ts';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import type { CardContext } from '#shared/pinCard/context.ts';
import { type CardHoverState, FORCED_HOVER_VISIBILITY } from '#shared/pinCard/hover.ts';
import { externalUrl } from '#shared/pinCard/links.ts';
import { showMoreUpsell } from '#shared/pinCard/menu.ts';
import type { SaveControlKind } from '#shared/pinCard/saveControl.ts';
import { domainLabel } from '#shared/pinCard/text.ts';
import { CardMenu } from './CardMenu.tsx';
import { CardSaveSlot } from './CardSaveSlot.tsx';

/** A signed-out visitor's ellipsis (docs/rules/pin-card.md#more-information-panel-spec-000-21): its own chunk, as members never need it. */
const SignedOutMoreButton = lazy(() => import('./SignedOutMoreButton.tsx').then((m) => ({ default: m.SignedOutMoreButton })));

export interface CardHoverProps {
  pin: CardPin;
  ctx: CardContext;
  save: SaveControlKind;
  menu: boolean;
  /** Active or inactive (a hidden card draws no overlay). */
  state: Exclude<CardHoverState, 'hidden'>;
  onHide: (how?: 'reported') => void;
}

/** The overlay's Send: the closeup's share flyout, opened from the card. */
const SEND_BUTTON = { label: 'Send', testId: 'pin-send-button', className: 'pin-card__send' };

export function CardHover({ pin, ctx, save, menu, state, onHide }: CardHoverProps) {
  const mobile = ctx.viewer.isMobile;
  const link = externalUrl(pin.trackedLink ?? pin.link);
  const source = domainLabel(pin.domain, 'hover');
  const forced = FORCED_HOVER_VISIBILITY[ctx.surface] === 'visible';
  return (
    <div
      className={`pin-card__hover${state === 'active' && !mobile ? ' is-active' : ''}${forced ? ' is-forced' : ''}${mobile ? ' pin-card__hover--touch' : ''}`}
      data-test-id="pin-hover"
    >
      {!mobile && (
        <div className="pin-card__primary">
          <CardSaveSlot pin={pin} kind={save} ctx={ctx} />
        </div>
      )}
      <div className="pin-card__secondary">
        {!mobile && link && source && (
          <OutboundLink pin={pin} href={link} className="pin-card__source" logRightClick={false} attribution={mayTrackMarketing(ctx.viewer)}>
            {source}
          </OutboundLink>
        )}
        {!mobile && (
          <ShareFlyout
            pin={pin}
            viewer={ctx.viewer}
            canonicalUrl={`${location.origin}${pinPath(pin.entityId)}`}
            title={pin.title || 'Pin'}
            button={SEND_BUTTON}
          />
        )}
        {menu && <CardMenu pin={pin} viewer={ctx.viewer} onHide={onHide} />}
        {!menu && showMoreUpsell(pin, ctx) && (
          <Suspense fallback={null}>
            <SignedOutMoreButton pin={pin} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
